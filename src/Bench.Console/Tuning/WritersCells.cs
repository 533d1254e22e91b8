using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// W8's figures in an engine's answer table: per variant, each transaction start measured at
/// <see cref="WritersCases.CoreWriters"/> writers with the transaction retried (the core set's settings; the
/// busy timeout the run set where it set one), its committed transactions per second, its errors and the updates it lost.
/// </summary>
public static class WritersCells
{
    /// <summary>The cell of <paramref name="variant"/> among the engine's W8 <paramref name="cases"/>: <c>Immediate 812 tx/s · Deferred 350 tx/s, 37 errors</c>; "-" when none was measured.</summary>
    public static string Cell(IReadOnlyList<MeasuredCase> cases, Core.Variant variant)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var atCore = cases.Where(c => c.Variant == variant && c.WriterThreads == WritersCases.CoreWriters && c.WriterRetry == WriterRetry.Transaction && c.WriterHost != WriterHost.Processes && WritersPage.Summary(c) is not null).ToArray();
        // One case per start: the busy timeout the run set over the shipped one, where a start has both.
        var perStart = atCore.GroupBy(c => c.TransactionStart)
            .Select(g => g.OrderBy(c => c.BusyTimeout == BusyTimeoutSetting.AsShipped).First())
            .OrderBy(c => c.TransactionStart)
            .Select(c => Figure(c.TransactionStart!.Value, WritersPage.Summary(c)!))
            .ToArray();
        return perStart.Length == 0 ? "-" : string.Join(" · ", perStart);
    }

    /// <summary>True when <paramref name="cases"/> hold a W8 case at the core set's writer count: the answer table then has the column.</summary>
    public static bool HasColumn(IEnumerable<MeasuredCase> cases) =>
        cases.Any(c => c.WriterThreads == WritersCases.CoreWriters);

    /// <summary>How to read the column, said once above the tables.</summary>
    public const string Legend =
        "W8: writers beside writers, 4 writers with the transaction retried (W8's core set; on SQLite with a 5 s busy timeout where the run set one): " +
        "committed transactions per second per transaction start, the errors met on the way, and the updates lost (the accounts off their committed " +
        "transfers), which only a server's shipped isolation allows; writers-report has every case.";

    private static string Figure(TransactionStart start, WritersSummary summary)
    {
        var errors = summary.Errors?.Values.Sum() ?? 0;
        var tail = (errors > 0 ? $", {errors:N0} errors" : "") + (summary.LostUpdates > 0 ? $", {summary.LostUpdates:N0} lost updates" : "");
        // The rate as writers-report prints it, so that the two pages give the same figure (0.2 tx/s, not 0).
        return string.Create(CultureInfo.InvariantCulture, $"{start} {ConcurrencyPage.Rate(summary.CommittedPerSecond)} tx/s{tail}");
    }
}
