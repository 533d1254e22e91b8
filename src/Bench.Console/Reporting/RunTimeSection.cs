using System.Globalization;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The suite report's "Where the run's time went": per benchmark class, its cases' time from BenchmarkDotNet's start of each
/// to its end, and in it the JIT warm-ups (each process's <c>JitWarmupSeconds</c>), the runs BenchmarkDotNet timed or ran as its
/// warm-up, and the rest (the process's start and exit, setup, the fresh database each run starts from, validation); then
/// BenchmarkDotNet's own share and each stage after the cases. A budget for a command is checked against it.
/// </summary>
internal static class RunTimeSection
{
    private sealed record ClassTime(string Benchmarks, int Cases, TimeSpan Time, TimeSpan Warmups, TimeSpan Runs);

    /// <summary>Appends the section for the cases of <paramref name="summaries"/>, their processes' records in <paramref name="ledger"/>, as <paramref name="times"/> clocked them.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<Summary> summaries, LedgerLookup ledger, RunTimes times)
    {
        var classes = summaries.SelectMany(s => s.Reports)
            .Where(r => times.Cases.ContainsKey(r.BenchmarkCase))
            .GroupBy(r => ClassName(r.BenchmarkCase.Descriptor))
            .Select(g => new ClassTime(
                g.Key,
                g.Count(),
                Sum(g.Select(r => times.Cases[r.BenchmarkCase])),
                TimeSpan.FromSeconds(g.Sum(r => ledger.RecordOf(r.BenchmarkCase)?.JitWarmupSeconds ?? 0)),
                TimeSpan.FromTicks((long)(g.Sum(BenchmarkDotNetRunNanoseconds) / 100))))
            .OrderByDescending(c => c.Time)
            .ToArray();
        var inCases = Sum(classes.Select(c => c.Time));
        document.Heading(2, "Where the run's time went")
            .Paragraph($"From the suite's start to its reports: {Time(times.Total)} (the command's own build before it is not counted). " +
                "Per benchmark class, its cases' time, each from BenchmarkDotNet's start of the case to its end: the JIT warm-ups in it " +
                "(a case at the runtime's default JIT warms up until the JIT stands still, docs/running.md), the runs BenchmarkDotNet " +
                "timed or ran as its warm-up, and the rest: the process's start and exit, setup, the fresh database each run starts from, " +
                "validation.")
            .Table(
                classes,
                new("benchmarks", c => c.Benchmarks),
                new("cases", c => c.Cases.ToString(CultureInfo.InvariantCulture), Right: true),
                new("time", c => Time(c.Time), Right: true),
                new("JIT warm-ups", c => Time(c.Warmups), Right: true),
                new("BenchmarkDotNet's runs", c => Time(c.Runs), Right: true),
                new("the rest", c => Time(c.Time - c.Warmups - c.Runs), Right: true))
            .Paragraph($"BenchmarkDotNet's run took {Time(times.BenchmarkDotNet)}: the cases above {Time(inCases)}, JIT warm-ups " +
                $"{Time(Sum(classes.Select(c => c.Warmups)))} of it; its build of the benchmark program and its work between the cases " +
                $"(and the paired rounds, where --pairs or --jit-pairs asked for them) {Time(times.BenchmarkDotNet - inCases)}." +
                (times.After.Count == 0 ? "" : " After the cases: " + string.Join("; ", times.After.Select(s => $"{s.Stage} {Time(s.Time)}")) + "."));
    }

    /// <summary>
    /// The runs BenchmarkDotNet timed or ran as its warm-up (and, under <c>--memory</c>, the memory diagnoser's extra run): its measurements of the
    /// workload, but for its results stage, which repeats the measured runs less the overhead.
    /// </summary>
    private static double BenchmarkDotNetRunNanoseconds(BenchmarkReport report) =>
        report.AllMeasurements.Where(m => m.IterationMode == IterationMode.Workload && m.IterationStage != IterationStage.Result).Sum(m => m.Nanoseconds);

    // BenchmarkDotNet's name for the class, as its reports and the progress lines give it: Crud<MicrosoftSqliteEngine>.
    private static string ClassName(BenchmarkDotNet.Running.Descriptor descriptor) =>
        descriptor.DisplayInfo.EndsWith("." + descriptor.WorkloadMethodDisplayInfo, StringComparison.Ordinal)
            ? descriptor.DisplayInfo[..^(descriptor.WorkloadMethodDisplayInfo.Length + 1)]
            : descriptor.Type.Name;

    private static TimeSpan Sum(IEnumerable<TimeSpan> times) => times.Aggregate(TimeSpan.Zero, (sum, time) => sum + time);

    // Seconds up to 100, so that a short run's parts do not all read 0.0 min.
    private static string Time(TimeSpan time) => time.TotalSeconds < 100
        ? time.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture) + " s"
        : time.TotalMinutes.ToString("0.0", CultureInfo.InvariantCulture) + " min";
}
