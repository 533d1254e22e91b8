using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ycsb;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W7 on LiteDB: the usertable as a collection (<see cref="LiteDbYcsbStore"/>: <c>_id</c> = the YCSB
/// key), loaded untimed with <c>InsertBulk</c>. The run phase is the SQL workload's own: its plan,
/// threads, recorders and checks (<see cref="YcsbWorkload"/>), each thread on a session of the store —
/// all on the run's one Connection=direct instance.
/// </summary>
public sealed class LiteDbYcsb : LiteDbWorkload<YcsbStep>
{
    private readonly YcsbWorkload _workload;
    private readonly string[] _fields;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbYcsb(YcsbWorkload workload) : base(workload)
    {
        _workload = workload;
        _fields = LiteDbYcsbStore.FieldNames(workload.Properties);
    }

    /// <inheritdoc />
    public override StepOutcome Run(YcsbStep step, StepContext context) => step switch
    {
        // The collection comes into being with the load's first document; _id's index is always there.
        YcsbStep.CreateTable => NothingToCreate,
        YcsbStep.Load => Documents(context, _workload.Properties.Table, BsonAutoId.ObjectId)
            .Insert(_workload.Plan.LoadedRows.Select(row => LiteDbYcsbStore.ToDocument(row, _fields))),
        // The client threads Arrange started, on the store's sessions.
        YcsbStep.Run => _workload.Run(step, context),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    public override IDisposable? Arrange(YcsbStep step, BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        return _workload.Arrange(step, new LiteDbYcsbStore(((LiteDbDatabase)database).Lite, _workload.Plan));
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, YcsbStep completed) =>
        _workload.VerifyState(new LiteDbYcsbStore(database, _workload.Plan), completed);
}
