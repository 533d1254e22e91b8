using BenchmarkDotNet.Mathematics;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console;

/// <summary>
/// The one place a run's <see cref="MeasuredCase"/>s are built: each case of BenchmarkDotNet's summaries
/// with its plan, its statistics, its protocol and its ledger record. The suite report, its pages, the
/// tuning report and <c>tuning-data.json</c> all read the list this builds, once per run.
/// </summary>
public static class MeasuredCases
{
    /// <summary>
    /// The cases of <paramref name="summaries"/>, failed ones included, each with its plan from <paramref name="plan"/>,
    /// its protocol from <paramref name="book"/>, its record from <paramref name="ledger"/> and, where <c>--pairs N</c>
    /// measured it against its Default, its ratio from <paramref name="paired"/>'s interleaved rounds.
    /// </summary>
    public static IReadOnlyList<MeasuredCase> From(IEnumerable<Summary> summaries, Func<BenchmarkCase, PlannedCase> plan, ProtocolBook book, LedgerLookup ledger, PairedMeasurements? paired = null)
    {
        ArgumentNullException.ThrowIfNull(summaries);
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(book);
        ArgumentNullException.ThrowIfNull(ledger);
        // The JIT groups compare one case under two compilers, not a variant with its Default.
        var ratios = (paired?.Ratios() ?? []).Where(r => !r.Group.ComparesJit).ToArray();
        return [.. summaries.SelectMany(summary => summary.BenchmarksCases.Select(benchmarkCase => Of(
            benchmarkCase, summary[benchmarkCase] is { Success: true } report ? report.ResultStatistics : null, plan, book, ledger)))
            .Select(c => ratios.FirstOrDefault(r => c.IsCase(r.Compared)) is { Ratio: { } ratio } ? c with { PairedOverDefault = ratio } : c)];
    }

    /// <summary>The cases of <paramref name="finished"/>, the reports a run interrupted before its summaries holds.</summary>
    public static IReadOnlyList<MeasuredCase> Finished(IEnumerable<BenchmarkReport> finished, Func<BenchmarkCase, PlannedCase> plan, ProtocolBook book, LedgerLookup ledger)
    {
        ArgumentNullException.ThrowIfNull(finished);
        return [.. finished.Select(report => Of(report.BenchmarkCase, report.ResultStatistics, plan, book, ledger))];
    }

    private static MeasuredCase Of(BenchmarkCase benchmarkCase, BenchmarkDotNet.Mathematics.Statistics? statistics, Func<BenchmarkCase, PlannedCase> plan, ProtocolBook book, LedgerLookup ledger)
    {
        var time = statistics is null ? (Interval?)null : Interval.Of(statistics);
        var record = ledger.RecordOf(benchmarkCase);
        return new MeasuredCase(plan(benchmarkCase), record)
        {
            MeanNanoseconds = statistics?.Mean,
            MedianNanoseconds = statistics?.Median,
            FastestNanoseconds = statistics?.Min,
            SlowestNanoseconds = statistics?.Max,
            MeasuredRuns = statistics?.N ?? 0,
            RunsNanoseconds = statistics?.OriginalValues ?? [],
            LowerNanoseconds = time?.Lower ?? double.NaN,
            UpperNanoseconds = time?.Upper ?? double.NaN,
            AllocatedBytesPerRun = Allocations.PerRun(record),
            Protocol = book.Of(benchmarkCase),
        };
    }
}
