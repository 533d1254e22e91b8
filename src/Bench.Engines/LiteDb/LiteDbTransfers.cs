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

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbTransfers(WritersWorkload workload) : base(workload) => _workload = workload;

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
        _workload.VerifyBalances(new LiteDbEngine(), LiteDbWritersStore.ReadBalances(database), completed);
}
