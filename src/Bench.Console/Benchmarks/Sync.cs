using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sync;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W2's sync form: each write test on an embedded SQLite database (<see cref="Source"/>) with its
/// changes pushed to the server <typeparamref name="TTarget"/>, timed together, µs per row changed.
/// Closed over the targets, with the source a parameter, so that <c>--filter '*Sqlite*'</c> and
/// <c>--filter '*Contacts*'</c> leave out cases that commit to a server row by row;
/// <c>--filter '*Sync&lt;*'</c> selects them. The variant is the embedded side's (the server runs
/// as shipped): Wal (autocommit without an fsync per commit) and Default (an fsync per commit,
/// as SQLite ships), so the report shows both levers. The naive method runs under Wal only:
/// under Default each row would wait for SQLite's fsync (1.7–3.9 ms on this machine, W2's
/// insert) and then the server's, several minutes per run, while the tuned method under
/// Default already shows what the embedded variant costs.
/// </summary>
[ClosedOver(typeof(MariaDbEngine), typeof(PostgresEngine))]
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
[MedianColumn]
public class Sync<TTarget> : StepBenchmark<TTarget, ContactsSyncStep> where TTarget : Engine, new()
{
    private readonly TTarget _target = new();
    private SyncedEngine? _synced;
    private SyncSource _syncedSource;

    [Params(SyncMethod.Naive, SyncMethod.Tuned)]
    public SyncMethod Method { get; set; }

    [Params(SyncSource.MicrosoftData, SyncSource.SystemData)]
    public SyncSource Source { get; set; }

    [IterationSetup(Target = nameof(Insert))] public void BeforeInsert() => Prepare(ContactsSyncStep.Insert);
    [IterationSetup(Target = nameof(UpdateByState))] public void BeforeUpdateByState() => Prepare(ContactsSyncStep.UpdateByState);
    [IterationSetup(Target = nameof(UpdateByZip))] public void BeforeUpdateByZip() => Prepare(ContactsSyncStep.UpdateByZip);
    [IterationSetup(Target = nameof(DeleteByState))] public void BeforeDeleteByState() => Prepare(ContactsSyncStep.DeleteByState);
    [IterationSetup(Target = nameof(DeleteByZip))] public void BeforeDeleteByZip() => Prepare(ContactsSyncStep.DeleteByZip);

    [Benchmark] public StepOutcome Insert() => Measure();
    [Benchmark] public StepOutcome UpdateByState() => Measure();
    [Benchmark] public StepOutcome UpdateByZip() => Measure();
    [Benchmark] public StepOutcome DeleteByState() => Measure();
    [Benchmark] public StepOutcome DeleteByZip() => Measure();

    /// <inheritdoc />
    protected override Engine RunEngine
    {
        get
        {
            // BenchmarkDotNet sets Source before any run; the planner may set it again on the same instance.
            if (_synced is null || _syncedSource != Source)
            {
                _synced = new SyncedEngine(Source.Engine(), _target);
                _syncedSource = Source;
            }

            return _synced;
        }
    }

    /// <inheritdoc />
    protected override IEnumerable<Variant> CandidateVariants() => new MicrosoftSqliteEngine().SupportedVariants();

    /// <inheritdoc />
    /// <remarks>Wal and Default, the embedded side's two levers (the class's summary says why).</remarks>
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.Sync.RunUnder(variant);

    /// <inheritdoc />
    protected override bool RunsWith() => !(Method == SyncMethod.Naive && Variant == Variant.Default);

    /// <inheritdoc />
    protected override IWorkload<ContactsSyncStep> CreateWorkload(TTarget engine) => new ContactsSyncWorkload(Method);
}
