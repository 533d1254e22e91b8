using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Benchmarks.Lookup;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W7: YCSB's run phase (the timed region) of <see cref="Workload"/> — a core workload A–F as shipped
/// in data/ycsb/, or the user's property file (<c>--ycsb</c>) — after an untimed load phase, under
/// Default and the variants that change what one autocommit statement costs (Wal, SyncOff). Every
/// operation's latency goes to a histogram per thread and kind (W6's recorders); the summaries per
/// kind, in YCSB's names, and the settings read back go to the ledger, from which the console writes
/// YCSB's own output format and the W7 page. 1 warm-up and 3 measured runs, fewer when the run's
/// synced commits are foreseen long (docs/workloads/ycsb.md, "Suite time").
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 3)]
public class Ycsb<TEngine> : StepBenchmark<TEngine, YcsbStep> where TEngine : Engine, new()
{
    private YcsbWorkload? _workload;

    /// <summary>The workload's name: its property file's (workloada … workloadf, or the user's).</summary>
    [ParamsSource(nameof(Workloads))]
    public string Workload { get; set; } = "";

    /// <summary>The workloads this run holds (<see cref="YcsbWorkloads.Names"/>).</summary>
    public IEnumerable<string> Workloads => YcsbWorkloads.Names;

    [IterationSetup(Target = nameof(Run))] public void BeforeRun() => Prepare(YcsbStep.Run);

    [Benchmark] public StepOutcome Run() => Measure();

    // YCSB's operations are each their own autocommit statement (YCSB's JDBC binding commits each):
    // Transaction and Batch would make the run one transaction; Exclusive locks every client but one
    // out, and a private in-memory database has no second connection; WalFull and Extra only sync
    // Wal's and Default's commits harder, the price W1 and W2 measure. So: Default, Wal and SyncOff.
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.Ycsb.RunUnder(variant);

    protected override IWorkload<YcsbStep> CreateWorkload(TEngine engine) => _workload = new YcsbWorkload(YcsbWorkloads.Load(Workload));

    // DuckDB's read-only workloads get the same lookups through DuckDB's C API beside them (DuckDbPointLookup), after
    // the measured runs, in this process: the W7 page sets the engine's share of DuckDB.NET's lookup beside the case.
    protected override CaseRecord AfterTimedRuns(CaseRecord record) =>
        _workload is null ? record : DuckDbPointLookup.Beside(RunEngine, _workload.Properties,
            record with { Latencies = _workload.Summaries(MeasuredWindow), ConcurrencySettings = _workload.SettingsReadBack });
}
