using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W6: one writer's fixed number of autocommit UPDATEs and INSERTs by key (the timed region)
/// while <see cref="Readers"/> threads run point SELECTs and one more an aggregate, under Default
/// and, where the engine has it, Wal. Every operation's latency goes to a histogram per role; the
/// summaries, lock errors and the busy/isolation settings read back go to the ledger.
/// <see cref="Recording"/> Off runs the same case without timing each operation, beside On's; the
/// recording's cost per operation is also measured in each process (the page shows both, and why the
/// pair with readers measures the scheduler's split of the cores as much). <see cref="BusyTimeout"/>
/// FiveSeconds sets the engine's lock wait on every connection of the run (SQLite's busy timeout,
/// <see cref="Engine.LockWait"/>) beside the engine as shipped; n/a, with the engine's reason, where the
/// engine has no wait that changes anything. <see cref="Shape"/> PointsOnly runs the point readers
/// without the aggregate reader, whose scans hold a reader's lock far longer than a point read;
/// PacedPoints runs them on a schedule (<see cref="ConcurrencyShapes.PacedReadsPerSecond"/> each, every read timed from its
/// intended start) and PointProcesses as processes of their own (SQLite's locks between processes; n/a with
/// the engine's reason elsewhere). <see cref="Writer"/> OpenLoop runs the writer on a schedule
/// (<see cref="ConcurrencyShapes.OpenLoopWritesPerSecond"/>, each operation timed from its intended start) beside the closed loop.
/// The new shapes run at <see cref="PointsOnlyReaders"/> readers only, where they answer a question.
/// 1 warm-up and 3 measured runs: each run
/// holds 1,000 writer operations and every reader's, so three runs give thousands of samples per
/// role; the suite-time plan is in docs/workloads/concurrency.md.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 3)]
public class Concurrency<TEngine> : StepBenchmark<TEngine, ConcurrencyStep> where TEngine : Engine, new()
{
    /// <summary>
    /// The reader counts the recording-off cases run at: 0, the writer alone, whose runs vary least;
    /// and 4, where every role records, so the recording's cost shows most.
    /// </summary>
    public static readonly IReadOnlyList<int> RecordingOffReaders = [0, 4];

    // Whether the engine has a lock wait W6 sets (SQLite's busy timeout): where readers' locks can hold the writer off.
    private static readonly bool _hasLockWait = new TEngine().LockWait.IsSupported;

    private ConcurrencyWorkload? _workload;

    [Params(0, 1, 4, 16)]
    public int Readers { get; set; }

    [Params(LatencyRecording.On, LatencyRecording.Off)]
    public LatencyRecording Recording { get; set; }

    [Params(BusyTimeoutSetting.AsShipped, BusyTimeoutSetting.FiveSeconds)]
    public BusyTimeoutSetting BusyTimeout { get; set; }

    [Params(ReaderShape.PointsAndAggregate, ReaderShape.PointsOnly, ReaderShape.PacedPoints, ReaderShape.PointProcesses)]
    public ReaderShape Shape { get; set; }

    [Params(WriterLoop.ClosedLoop, WriterLoop.OpenLoop)]
    public WriterLoop Writer { get; set; }

    /// <summary>The reader count point readers alone, paced or in processes, and the open-loop writer run at: the middle one.</summary>
    public const int PointsOnlyReaders = 4;


    // Engines whose busy timeout the new shapes run with only (fewer cases): every SQLite engine but the
    // provider the harness check's plain loops use, whose as-shipped retries the existing R = 4 cases show already.
    private static readonly bool _bothBusyTimeoutsForNewShapes = ReferenceEngine.Is(typeof(TEngine)) || !_hasLockWait;

    // The busy timeout the open-loop writer runs with: SQLite's 5 s, where the closed writer as shipped under
    // Default is starved and an open loop would say nothing more; the engine as shipped where it has none.
    private static readonly BusyTimeoutSetting _openLoopBusyTimeout = _hasLockWait ? BusyTimeoutSetting.FiveSeconds : BusyTimeoutSetting.AsShipped;

    [IterationSetup(Target = nameof(Writes))] public void BeforeWrites() => Prepare(ConcurrencyStep.Writes);

    [Benchmark] public StepOutcome Writes() => Measure();

    // The variant the recording-off case runs under: Wal where the engine has it, else Default.
    private static readonly Variant _recordingOffVariant = new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;

    // Default (a rollback journal on SQLite, MVCC as shipped on the servers) and SQLite's WAL: the journal mode decides
    // what readers do to a writer. Why each other variant is left out is said once, in RedundantCases.Note, which the
    // suite report prints.
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.Concurrency.RunUnder(variant);

    // The recording-off pair is measured as shipped. The busy timeout is recorded, with readers only:
    // a writer alone meets no other connection's lock, so its wait would repeat the case as shipped.
    // Point readers alone, paced or in processes are recorded at one reader count; the open-loop writer
    // beside the same readers as the main table's R = 4 row, with the busy timeout where the engine has one.
    protected override bool RunsWith()
    {
        var recorded = Recording == LatencyRecording.On;
        if (Writer == WriterLoop.OpenLoop)
        {
            return recorded && Readers == PointsOnlyReaders && Shape == ReaderShape.PointsAndAggregate && BusyTimeout == _openLoopBusyTimeout;
        }

        if (Shape is ReaderShape.PacedPoints or ReaderShape.PointProcesses)
        {
            return recorded && Readers == PointsOnlyReaders && (_bothBusyTimeoutsForNewShapes || BusyTimeout == BusyTimeoutSetting.FiveSeconds);
        }

        if (Shape == ReaderShape.PointsOnly)
        {
            return recorded && Readers == PointsOnlyReaders;
        }

        return BusyTimeout == BusyTimeoutSetting.FiveSeconds
            ? recorded && Readers > 0
            : recorded || (RecordingOffReaders.Contains(Readers) && Variant == _recordingOffVariant);
    }

    // A run the commit probe cannot foresee: the open-loop writer keeps its schedule (1,000 operations at
    // 200 a second), and readers as shipped can hold off the writer under a rollback journal (an engine whose
    // readers' locks W6's lock wait is for) until its deadline, each such run lasting up to 10 s.
    protected override ForeseenRun? ForeseenRun(ConcurrencyStep step)
    {
        if (Writer == WriterLoop.OpenLoop)
        {
            return new((double)ConcurrencyWorkload.DefaultWriterOperations / ConcurrencyShapes.OpenLoopWritesPerSecond,
                $"the open-loop writer's schedule, {ConcurrencyWorkload.DefaultWriterOperations:N0} operations at {ConcurrencyShapes.OpenLoopWritesPerSecond} a second");
        }

        return Readers > 0 && Variant == Variant.Default && BusyTimeout == BusyTimeoutSetting.AsShipped && _hasLockWait
            ? new(ConcurrencyWorkload.DefaultWriterDeadline.TotalSeconds,
                $"the writer's {ConcurrencyWorkload.DefaultWriterDeadline.TotalSeconds:N0} s deadline: readers as shipped can hold it off under the rollback journal")
            : null;
    }

    protected override IEnumerable<NotApplicableParameter> NotApplicableParameters()
    {
        var engine = new TEngine();
        if (engine.LockWait.NotApplicableReason is { } reason)
        {
            yield return new(nameof(BusyTimeout), BusyTimeoutSetting.FiveSeconds, reason);
        }

        if (engine.ReaderProcessesNotApplicable is { } processes)
        {
            yield return new(nameof(Shape), ReaderShape.PointProcesses, processes);
        }
    }

    protected override IWorkload<ConcurrencyStep> CreateWorkload(TEngine engine) =>
        _workload = new ConcurrencyWorkload(Readers, timesOperations: Recording == LatencyRecording.On,
            lockWait: BusyTimeout.LockWait(), aggregateReader: Shape == ReaderShape.PointsAndAggregate,
            readsPerSecond: Shape == ReaderShape.PacedPoints ? ConcurrencyShapes.PacedReadsPerSecond : 0,
            writesPerSecond: Writer == WriterLoop.OpenLoop ? ConcurrencyShapes.OpenLoopWritesPerSecond : 0,
            readerProcesses: Shape == ReaderShape.PointProcesses ? WorkloadProcesses.Launch : null);

    protected override CaseRecord AfterTimedRuns(CaseRecord record) =>
        _workload is null ? record : record with { Latencies = _workload.Summaries(MeasuredWindow), ConcurrencySettings = _workload.SettingsReadBack };
}

/// <summary>Whether W6 times every operation into its histograms.</summary>
public enum LatencyRecording
{
    /// <summary>Every operation timed.</summary>
    On,

    /// <summary>Operations counted, not timed: the same case without the recording's cost.</summary>
    Off,
}
