using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Parameters;
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
/// without the aggregate reader, whose scans hold a reader's lock far longer than a point read.
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

    private ConcurrencyWorkload? _workload;

    [Params(0, 1, 4, 16)]
    public int Readers { get; set; }

    [Params(LatencyRecording.On, LatencyRecording.Off)]
    public LatencyRecording Recording { get; set; }

    [Params(BusyTimeoutSetting.AsShipped, BusyTimeoutSetting.FiveSeconds)]
    public BusyTimeoutSetting BusyTimeout { get; set; }

    [Params(ReaderShape.PointsAndAggregate, ReaderShape.PointsOnly)]
    public ReaderShape Shape { get; set; }

    /// <summary>The reader count point readers alone run at: the middle one, beside both busy timeouts.</summary>
    public const int PointsOnlyReaders = 4;

    [IterationSetup(Target = nameof(Writes))] public void BeforeWrites() => Prepare(ConcurrencyStep.Writes);

    [Benchmark] public StepOutcome Writes() => Measure();

    // The variant the recording-off case runs under: Wal where the engine has it, else Default.
    private static readonly Variant _recordingOffVariant = new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;

    // Default (a rollback journal on SQLite, MVCC as shipped on the servers) and SQLite's WAL:
    // Transaction would make the writer one transaction, Exclusive locks every reader out, and
    // a private in-memory database has no second connection.
    protected override bool RunsUnder(Variant variant) => variant is Variant.Default or Variant.Wal;

    // The recording-off pair is measured as shipped. The busy timeout is recorded, with readers only:
    // a writer alone meets no other connection's lock, so its wait would repeat the case as shipped.
    // Point readers alone are recorded at one reader count.
    protected override bool RunsWith(ParameterInstances parameters)
    {
        var readers = (int)parameters["Readers"];
        var recorded = Equals(parameters["Recording"], LatencyRecording.On);
        if (Equals(parameters["Shape"], ReaderShape.PointsOnly))
        {
            return recorded && readers == PointsOnlyReaders;
        }

        return Equals(parameters["BusyTimeout"], BusyTimeoutSetting.FiveSeconds)
            ? recorded && readers > 0
            : recorded || (RecordingOffReaders.Contains(readers) && Equals(parameters["Variant"], _recordingOffVariant));
    }

    protected override IEnumerable<NotApplicableParameter> NotApplicableParameters() =>
        new TEngine().LockWait.NotApplicableReason is { } reason ? [new(nameof(BusyTimeout), BusyTimeoutSetting.FiveSeconds, reason)] : [];

    protected override IWorkload<ConcurrencyStep> CreateWorkload(TEngine engine) =>
        _workload = new ConcurrencyWorkload(Readers, timesOperations: Recording == LatencyRecording.On,
            lockWait: BusyTimeout.LockWait(), aggregateReader: Shape == ReaderShape.PointsAndAggregate);

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

/// <summary>Which readers run beside W6's writer.</summary>
public enum ReaderShape
{
    /// <summary>R point readers and, with R > 0, one aggregate reader (COUNT/SUM over the table).</summary>
    PointsAndAggregate,

    /// <summary>R point readers alone: every reader's lock is held for one row's read.</summary>
    PointsOnly,
}
