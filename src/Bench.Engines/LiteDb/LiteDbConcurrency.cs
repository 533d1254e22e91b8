using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using LiteDB;
using static EmbeddedDbBench.Core.Concurrency.ConcurrencyStep;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W6 on LiteDB: collection <c>W6Contacts</c>, <c>_id</c> = the contact id, loaded untimed with
/// <c>InsertBulk</c>. The writer and the readers are the SQL workload's own threads, plan and checks
/// (<see cref="ConcurrencyWorkload"/>), each thread on a session of <see cref="LiteDbConcurrencyStore"/>:
/// all on the run's one Connection=direct instance (why not Connection=shared: see that type).
/// </summary>
public sealed class LiteDbConcurrency : LiteDbWorkload<ConcurrencyStep>
{
    private readonly ConcurrencyWorkload _workload;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbConcurrency(ConcurrencyWorkload workload) : base(workload) => _workload = workload;

    /// <inheritdoc />
    public override StepOutcome Run(ConcurrencyStep step, StepContext context) => step switch
    {
        CreateTable => NothingToCreate,
        Load => Documents(context, LiteDbConcurrencyStore.Collection, BsonAutoId.Int32).Insert(_workload.Plan.LoadedRows.Select(LiteDbConcurrencyStore.ToDocument)),
        // The writer's operations through the sessions Arrange opened.
        Writes => _workload.Run(step, context),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    public override IDisposable? Arrange(ConcurrencyStep step, BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        _workload.CheckSupported(database.Engine);
        return _workload.Arrange(step, new LiteDbConcurrencyStore(((LiteDbDatabase)database).Lite, _workload.Plan));
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, ConcurrencyStep completed) =>
        _workload.VerifyState(new LiteDbConcurrencyStore(database, _workload.Plan), completed);
}
