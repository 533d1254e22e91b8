using System.Globalization;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The suite's own report columns: rows per run, µs/row, rows/s, the ratio to the Default
/// variant of the same engine, step and size, the settings read back, and validation.
/// </summary>
public static class SuiteColumns
{
    private const string NotAvailable = "-";

    /// <summary>All suite columns, in display order, reading rows, settings and validation from <paramref name="ledger"/>.</summary>
    public static IColumn[] All(LedgerLookup ledger) =>
    [
        new SuiteColumn(SuiteColumnNames.Rows, 1, true, "Rows one run of the step handles", (_, c) => Rows(ledger, c)?.ToString(CultureInfo.InvariantCulture) ?? NotAvailable),
        new SuiteColumn(SuiteColumnNames.MeanMicrosecondsPerRow, 2, true, "Microseconds per row at the mean time", (s, c) => MicrosecondsPerRow(ledger, s, c)),
        new SuiteColumn(SuiteColumnNames.MedianMicrosecondsPerRow, 2, true, "Microseconds per row at the median of the case's measured runs (the statistic of W2's and W5's studies, which took 5; this case's count is in the Protocol column, and one run is its own median)", (s, c) => MedianMicrosecondsPerRow(ledger, s, c)),
        new SuiteColumn(SuiteColumnNames.RowsPerSecond, 3, true, "Rows per second at the mean time", (s, c) => RowsPerSecond(ledger, s, c)),
        new SuiteColumn(SuiteColumnNames.AllocatedPerRow, 3, true, "Managed bytes allocated per row: what each measured run's timed call allocated (every thread), the median over the runs; - where none was measured", (_, c) => AllocatedPerRow(ledger, c)),
        new SuiteColumn(SuiteColumnNames.RatioToDefault, 4, true, "Mean time / mean time of the Default variant (same engine, step, size); below 1 is faster", RatioToDefault),
        new SuiteColumn(SuiteColumnNames.SpeedUp, 5, false, "How many times faster than Default; where a run ended at its deadline (W6's writer, W8's writers) the time is the deadline's, so only a bound, or nothing when both sides stopped there", (s, c) => SpeedUp(ledger, s, c)),
        new SuiteColumn(SuiteColumnNames.Engine, 6, false, "Engine and version as the engine reported them", (_, c) => ledger.RecordOf(c)?.ServerVersion ?? NotAvailable),
        new SuiteColumn(SuiteColumnNames.Settings, 7, false, "Settings read back from the engine after the variant was applied", (_, c) => Settings(ledger, c)),
        new SuiteColumn(SuiteColumnNames.Valid, 8, false, "Validated runs, or the validation error", (_, c) => Validation(ledger, c)),
        new SuiteColumn(SuiteColumnNames.Jit, 10, false, "The JIT the case ran under: tiering off, or the runtime's default (tiered, Dynamic PGO) after untimed runs until the JIT stood still, and how that warm-up ended", (_, c) => Jit(ledger, c)),
    ];

    /// <summary>The protocol each case ran: warm-up + measured runs, and why (the job's counts when the command line named the job).</summary>
    public static IColumn Protocol(ProtocolBook book) => new SuiteColumn(
        SuiteColumnNames.Protocol, 9, false, "Warm-up + measured runs, and why (see docs/architecture.md, Run protocol)",
        (_, c) => book.Of(c)?.ToString() ?? $"{c.Job.Run.WarmupCount}+{c.Job.Run.IterationCount} (command-line job {c.Job.Id})");

    /// <summary>The mean time of the Default variant's case matching <paramref name="benchmarkCase"/>, in ns.</summary>
    public static double? DefaultMean(Summary summary, BenchmarkCase benchmarkCase) =>
        DefaultOf(summary, benchmarkCase) is { } match ? LedgerLookup.MeanNanoseconds(summary, match) : null;

    private static BenchmarkCase? DefaultOf(Summary summary, BenchmarkCase benchmarkCase) =>
        summary.BenchmarksCases.FirstOrDefault(other => DefaultCase.IsDefaultOf(other, benchmarkCase));

    private static long? Rows(LedgerLookup ledger, BenchmarkCase benchmarkCase) =>
        ledger.RecordOf(benchmarkCase)?.RowsPerRun is > 0 and var rows ? rows : null;

    private static string MicrosecondsPerRow(LedgerLookup ledger, Summary summary, BenchmarkCase benchmarkCase) =>
        (Rows(ledger, benchmarkCase), LedgerLookup.MeanNanoseconds(summary, benchmarkCase)) is ({ } rows, { } mean)
            ? RowRates.MicrosecondsPerRow(mean, rows).ToString("N2", CultureInfo.InvariantCulture)
            : NotAvailable;

    private static string MedianMicrosecondsPerRow(LedgerLookup ledger, Summary summary, BenchmarkCase benchmarkCase) =>
        (Rows(ledger, benchmarkCase), summary[benchmarkCase] is { Success: true, ResultStatistics: { } statistics } ? statistics.Median : (double?)null) is ({ } rows, { } median)
            ? RowRates.MicrosecondsPerRow(median, rows).ToString("N2", CultureInfo.InvariantCulture)
            : NotAvailable;

    private static string RowsPerSecond(LedgerLookup ledger, Summary summary, BenchmarkCase benchmarkCase) =>
        (Rows(ledger, benchmarkCase), LedgerLookup.MeanNanoseconds(summary, benchmarkCase)) is ({ } rows, { } mean)
            ? RowRates.RowsPerSecond(mean, rows).ToString("N0", CultureInfo.InvariantCulture)
            : NotAvailable;

    private static string AllocatedPerRow(LedgerLookup ledger, BenchmarkCase benchmarkCase) =>
        Allocations.PerRow(Allocations.PerRun(ledger.RecordOf(benchmarkCase)), Rows(ledger, benchmarkCase))?.ToString("N0", CultureInfo.InvariantCulture) ?? NotAvailable;

    private static double? Ratio(Summary summary, BenchmarkCase benchmarkCase) =>
        (LedgerLookup.MeanNanoseconds(summary, benchmarkCase), DefaultMean(summary, benchmarkCase)) is ({ } mean, { } baseline and > 0)
            ? mean / baseline
            : null;

    private static string RatioToDefault(Summary summary, BenchmarkCase benchmarkCase) =>
        Ratio(summary, benchmarkCase)?.ToString("0.0000", CultureInfo.InvariantCulture) ?? NotAvailable;

    // A time that is a deadline's bounds the ratio from one side: Default stopped there makes the variant at least so
    // much faster, the variant stopped there at most; both stopped there, the ratio is the deadline's over itself.
    private static string SpeedUp(LedgerLookup ledger, Summary summary, BenchmarkCase benchmarkCase)
    {
        if (CaseParameters.Of(benchmarkCase).Variant == Variant.Default)
        {
            return Ratio(summary, benchmarkCase) is null ? NotAvailable : "baseline";
        }

        var stopped = ledger.RecordOf(benchmarkCase) is { StoppedAtDeadline: true };
        var defaultStopped = DefaultOf(summary, benchmarkCase) is { } baseline && ledger.RecordOf(baseline) is { StoppedAtDeadline: true };
        return (Ratio(summary, benchmarkCase), defaultStopped, stopped) switch
        {
            (null, _, _) => NotAvailable,
            (_, true, true) => "both at the deadline",
            (double r, true, false) => $"speed-up ≥ {Factor(1 / r)} (Default at the deadline)",
            (double r, false, true) => $"speed-up ≤ {Factor(1 / r)} (at the deadline)",
            (>= 1 and double r, _, _) => $"{Factor(r)} slower",
            (double r, _, _) => $"{Factor(1 / r)} faster",
        };

        static string Factor(double factor) => factor.ToString("0.00", CultureInfo.InvariantCulture) + "x";
    }

    private static string Settings(LedgerLookup ledger, BenchmarkCase benchmarkCase) => ledger.RecordOf(benchmarkCase) switch
    {
        null => NotAvailable,
        { BulkMethod: { } bulk } record => $"{record.Settings}; bulk: {bulk}",
        var record => record.Settings ?? NotAvailable,
    };

    /// <summary>The JIT one case ran under, as its process recorded it: short, for a table's cell.</summary>
    public static string Jit(CaseRecord? record) => record switch
    {
        null or { TieredCompilation: null } => NotAvailable,
        { TieredCompilation: var tiering } when tiering.StartsWith("off", StringComparison.Ordinal) => "tiering off",
        { JitWarmupRuns: null } => "default, no warm-up",
        { JitWarmupRuns: var runs, JitWarmupStillCompiling: null } => Invariant($"default, steady after {runs} runs{OfRows(record)}"),
        // The suite's warm-up runs at most 200 runs, past its minimum: ended short of the minimum, only its time budget stopped it.
        { JitWarmupRuns: int runs, JitWarmupStillCompiling: var still } when runs < SteadyJitWarmup.Suite.MinimumRounds =>
            Invariant($"default, cut at {runs} runs{OfRows(record)} by the time budget, short of tier 1 ({still} methods in the last {Math.Min(JitWarmup.SteadyRounds, runs)})"),
        { JitWarmupRuns: var runs, JitWarmupStillCompiling: var still } => Invariant($"default, still compiling after {runs} runs{OfRows(record)} ({still} methods)"),
    };

    // A warm-up that ran the step on fewer rows than a timed run says how many (SteadyJitWarmup.RowsDivisor).
    private static string OfRows(CaseRecord record) => record.JitWarmupRowsPerRun is { } rows ? Invariant($" of {rows:N0} rows") : "";

    private static string Jit(LedgerLookup ledger, BenchmarkCase benchmarkCase) => Jit(ledger.RecordOf(benchmarkCase));

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    private static string Validation(LedgerLookup ledger, BenchmarkCase benchmarkCase) => ledger.RecordOf(benchmarkCase) switch
    {
        null => "no record",
        { Error: { } error } => "FAILED: " + error.Replace('|', '/'),
        var record => $"ok ({record.ValidatedRuns} runs)",
    };
}
