using System.Collections.Immutable;
using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Environments;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains;
using BenchmarkDotNet.Toolchains.Results;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// A fixed run for the reports written after one (the suite report, the tuning report): BenchmarkDotNet
/// summaries built through its public result types from the lines a benchmark process prints, each case
/// planned as the suite plans it (its protocol's job), the ledger's record of each case (its
/// allocations among what its process measured), and everything else a report reads fixed too: the run's time, the
/// machine, the disk's sync rate, the drift canary's readings, paired rounds, crash- and power-check
/// results. Every figure follows from the case's declaration (<c>ReportRun.Cases.cs</c>), so the reports
/// change only when their rendering does.
/// </summary>
internal sealed partial class ReportRun : IDisposable
{
    private readonly Dictionary<Type, BenchmarkCase[]> _declared = [];
    private readonly List<BenchmarkReport> _reports = [];
    private readonly CaseLedger _ledger;

    /// <summary>Writes the run's ledger and results under a folder of its own.</summary>
    public ReportRun()
    {
        Directory.CreateDirectory(ResultsPath);
        _ledger = new CaseLedger(Path.Combine(ArtifactsPath, "ledger", "run.jsonl"));
        Directory.CreateDirectory(Path.GetDirectoryName(_ledger.Path)!);
        Ledger = new LedgerLookup(_ledger);
        Declare();
        Summaries = [.. _reports.GroupBy(r => r.BenchmarkCase.Descriptor.Type).Select(g => Summary(g.Key.Name, [.. g]))];
        Tuning = new TuningInputs(Machine, Disk) { Drift = Drift(), Paired = Paired() };
    }

    /// <summary>When the run ran.</summary>
    public static DateTime RunAtUtc { get; } = new(2026, 3, 14, 9, 26, 0, DateTimeKind.Utc);

    /// <summary>The artifacts folder the reports are written under.</summary>
    public string ArtifactsPath { get; } = Directory.CreateTempSubdirectory("report-run-").FullName;

    /// <summary>Its <c>results/</c> folder.</summary>
    public string ResultsPath => Path.Combine(ArtifactsPath, "results");

    /// <summary>The protocol of every case.</summary>
    public ProtocolBook Book { get; } = new();

    /// <summary>The ledger's records.</summary>
    public LedgerLookup Ledger { get; }

    /// <summary>The run's own summaries, one per benchmark class as the suite runs them.</summary>
    public IReadOnlyList<Summary> Summaries { get; }

    /// <summary>The machine, the disk, the drift and the paired rounds.</summary>
    public TuningInputs Tuning { get; }

    /// <summary>
    /// The run's clock: each case its BenchmarkDotNet runs (warm-up and measured), its JIT warm-up and 1.25 s besides; BenchmarkDotNet 30 s more than
    /// its cases; the harness check by turns and the power check after them.
    /// </summary>
    public RunTimes Times
    {
        get
        {
            var cases = Summaries.SelectMany(s => s.Reports).ToDictionary(
                r => r.BenchmarkCase,
                r => TimeSpan.FromTicks((long)(r.AllMeasurements.Where(m => m.IterationMode == IterationMode.Workload && m.IterationStage is IterationStage.Warmup or IterationStage.Actual).Sum(m => m.Nanoseconds) / 100))
                    + TimeSpan.FromSeconds((Ledger.RecordOf(r.BenchmarkCase)?.JitWarmupSeconds ?? 0) + 1.25));
            var benchmarkDotNet = cases.Values.Aggregate(TimeSpan.FromSeconds(30), (sum, time) => sum + time);
            return new(cases, benchmarkDotNet, [("the harness check by turns", TimeSpan.FromSeconds(24.5)), ("the power check", TimeSpan.FromSeconds(40))],
                benchmarkDotNet + TimeSpan.FromMinutes(1.5));
        }
    }

    /// <inheritdoc />
    public void Dispose() => Directory.Delete(ArtifactsPath, recursive: true);

    // One case of a benchmark class as the planner leaves it: its protocol's job (SuiteRunner.Planned), booked with its protocol.
    private BenchmarkCase Plan(Type type, string step, RunProtocol protocol, params (string Name, object Value)[] parameters)
    {
        if (!_declared.TryGetValue(type, out var cases))
        {
            _declared[type] = cases = BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty()).BenchmarksCases;
        }

        var found = cases.Single(c => c.Descriptor.WorkloadMethod.Name == step && parameters.All(p => Equals(c.Parameters[p.Name], p.Value)));
        // As the planner chooses: a case in one transaction or in memory runs at the runtime's default JIT (ProtocolPlanner.IsCpuBound).
        if (protocol.WarmupRuns > 0 && found.Parameters["Variant"] is Variant variant && ProtocolPlanner.IsCpuBound(variant, () => 1))
        {
            protocol = protocol.WithTieredPgo();
        }

        var planned = BenchmarkCase.Create(found.Descriptor, protocol.ToJob().Freeze(), found.Parameters, found.Config);
        Book.Add(planned, protocol);
        return planned;
    }

    // A measured case: its runs about the mean, and the record its process left with the bytes one run allocated.
    private void Measured(BenchmarkCase benchmarkCase, double meanNanoseconds, CaseRecord? record, long? allocatedBytes = null, double spread = 0.02)
    {
        var runs = Book.Of(benchmarkCase)!.MeasuredRuns;
        _means[LedgerLookup.KeyOf(benchmarkCase)] = meanNanoseconds;
        _reports.Add(Report(benchmarkCase, Runs(meanNanoseconds, runs, spread)));
        Keep(record is null ? null : record with { AllocatedBytesPerRun = allocatedBytes });
    }

    // A case whose process printed no result: BenchmarkDotNet reports it without success.
    private void Unmeasured(BenchmarkCase benchmarkCase, CaseRecord? record)
    {
        _reports.Add(Report(benchmarkCase, []));
        Keep(record);
    }

    private void Keep(CaseRecord? record)
    {
        if (record is not null)
        {
            _ledger.Append(record);
        }
    }

    // The report BenchmarkDotNet builds from a benchmark process's output: its job's warm-up runs (each as long as the first
    // measured run), one "WorkloadActual" and one "WorkloadResult" line per measured run.
    private static BenchmarkReport Report(BenchmarkCase benchmarkCase, double[] runs)
    {
        var warmups = runs.Length == 0 ? 0 : benchmarkCase.Job.Run.WarmupCount;
        var results = Enumerable.Range(1, warmups).Select(i => new Measurement(1, IterationMode.Workload, IterationStage.Warmup, i, 1, runs[0]).ToString())
            .Concat(runs.Select((ns, i) => new Measurement(1, IterationMode.Workload, IterationStage.Actual, i + 1, 1, ns).ToString()))
            .Concat(runs.Select((ns, i) => new Measurement(1, IterationMode.Workload, IterationStage.Result, i + 1, 1, ns).ToString())).ToArray();
        var generated = GenerateResult.Success(ArtifactsPaths.Empty, []);
        var execute = new ExecuteResult(true, runs.Length > 0 ? 0 : 1, 4242, results, [], results, launchIndex: 1);
        return new BenchmarkReport(runs.Length > 0, benchmarkCase, generated, BuildResult.Success(generated), [execute], []);
    }

    private static Summary Summary(string title, ImmutableArray<BenchmarkReport> reports) =>
        new(title, reports, HostEnvironmentInfo.GetCurrent(), "", "", TimeSpan.FromMinutes(1), CultureInfo.InvariantCulture, [], []);

    // Runs spread evenly over mean ± spread, so that their mean is the case's.
    private static double[] Runs(double mean, int count, double spread) =>
        [.. Enumerable.Range(0, count).Select(i => Math.Round(mean * (1 + (count == 1 ? 0 : spread * ((2.0 * i / (count - 1)) - 1)))))];
}
