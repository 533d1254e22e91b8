using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;
using LiteDB;
using static EmbeddedDbBench.Core.Writers.WritersStep;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W8 on LiteDB: collection <c>W8Accounts</c> (<c>_id</c> the account), loaded untimed with <c>InsertBulk</c>; the writers
/// are the SQL workload's own threads, plan, figures and invariant (<see cref="WritersWorkload"/>), each on a session of
/// <see cref="LiteDbWritersStore"/>.
/// </summary>
public sealed class LiteDbTransfers : LiteDbWorkload<WritersStep>
{
    /// <summary>W8's collection: <c>_id</c> the account, <c>balance</c>.</summary>
    public const string Collection = "W8Accounts";

    private readonly WritersWorkload _workload;
    private readonly LiteDbEngine _engine;

    /// <summary>Implements <paramref name="workload"/> on <paramref name="engine"/>, whose writers' promises the invariant is held to.</summary>
    public LiteDbTransfers(WritersWorkload workload, LiteDbEngine engine) : base(workload) => (_workload, _engine) = (workload, engine);

    /// <inheritdoc />
    public override StepOutcome Run(WritersStep step, StepContext context) => step switch
    {
        CreateTable => NothingToCreate,
        Load => Documents(context, Collection, BsonAutoId.Int32)
            .Insert(Enumerable.Range(1, _workload.Plan.Accounts).Select(a => new BsonDocument { ["_id"] = a, ["balance"] = WritersPlan.StartingBalance })),
        Transfers => _workload.Run(step, context),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    public override IDisposable? Arrange(WritersStep step, BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        return step == Transfers ? _workload.Arrange(database, new LiteDbWritersStore(((LiteDbDatabase)database).Lite)) : null;
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, WritersStep completed) =>
        _workload.VerifyBalances(_engine, LiteDbWritersStore.ReadBalances(database), completed);
}
