using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W8's page (<c>writers-report.md</c> and <c>.html</c>): per engine, variant and setting (how transactions
/// began, the busy timeout, the retry policy) and writer count, the committed transactions per second, what
/// failed and why, the retries and the time failed attempts took, the transactions' p50 and p99, each writer's
/// slowdown against the lone writer with the same start, and the invariant's verdict; then tx/s and p99 against the
/// writer count (<see cref="WritersChart"/>). Writes nothing when W8 did not run.
/// </summary>
public sealed class WritersPage : IReportPage
{
    /// <summary>The page's file name, without extension.</summary>
    public const string FileName = "writers-report";

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var measured = cases.Of(typeof(Writers<>)).OrderBy(c => c.EngineName, StringComparer.Ordinal).ThenBy(c => c.Variant)
            .ThenBy(c => c.TransactionStart).ThenBy(c => c.BusyTimeout).ThenBy(c => c.WriterRetry).ThenBy(c => c.WriterHost).ThenBy(c => c.WriterThreads).ToArray();
        if (measured.Length == 0)
        {
            return null;
        }

        var document = new ReportDocument("W8: writers beside writers")
            .Paragraph(
                "W writer threads, each on its own connection, run read-modify-write transfers between two accounts (read both " +
                "balances, write both back changed, commit) until their scripts end or the run's deadline. How each transaction " +
                "begins, the busy timeout and whether a failed transaction is run again are the case's settings, read back on every " +
                "connection. After each run every balance is checked against the transfers the writers saw commit; a setting that " +
                "rules a lost update out (every SQLite one; a server's SERIALIZABLE or FOR UPDATE) fails the run on a difference, any other counts the accounts off as lost updates (docs/workloads/writers.md).")
            .Paragraph(
                "tx/s: committed transactions over the measured runs' timed regions. Latency: every transaction, committed or given " +
                "up, from its first BEGIN, waits and retries included (HdrHistogram, 3 significant digits). Slowdown: the mean " +
                "transaction against the same engine, variant and start with one writer as shipped.");
        document.Table(measured,
            new Column<MeasuredCase>("engine", c => c.EngineName),
            new Column<MeasuredCase>("variant", c => c.Variant.ToString()),
            new Column<MeasuredCase>("start", c => c.TransactionStart?.ToString() ?? ""),
            new Column<MeasuredCase>("busy timeout", c => ConcurrencyCells.BusyTimeout(c.BusyTimeout)),
            new Column<MeasuredCase>("retry", c => c.WriterRetry?.ToString() ?? ""),
            new Column<MeasuredCase>("W", c => (c.WriterThreads?.ToString(CultureInfo.InvariantCulture) ?? "") + (c.WriterHost == WriterHost.Processes ? " processes" : ""), Right: true),
            new Column<MeasuredCase>("tx/s", c => Summary(c) is { } w ? ConcurrencyPage.Rate(w.CommittedPerSecond) : "failed", Right: true),
            new Column<MeasuredCase>("committed", c => Summary(c) is { } w ? $"{w.Committed:N0} of {w.Planned:N0}" : "", Right: true),
            new Column<MeasuredCase>("failed, errors", c => Summary(c) is { } w ? Failures(w) : ""),
            new Column<MeasuredCase>("p50 / p99", c => Transactions(c) is { Recorded: true } t ? $"{ConcurrencyPage.Microseconds(t.P50)} / {ConcurrencyPage.Microseconds(t.P99)}" : "", Right: true),
            new Column<MeasuredCase>("slowdown", c => Cells.Factor(Slowdown(c, measured)), Right: true),
            new Column<MeasuredCase>("invariant", c => Summary(c) is { } w ? Invariant(w) : ""),
            new Column<MeasuredCase>("runs", c => Summary(c)?.Runs.ToString(CultureInfo.InvariantCulture) ?? "", Right: true));
        if (WritersChart.Draw(WritersChart.Lines(measured)) is var (perSecond, p99))
        {
            document.Image(Path.Combine(resultsPath, "writers-tps.png"), perSecond, "W8: committed transactions per second against writers, per engine, variant and start")
                .Image(Path.Combine(resultsPath, "writers-p99.png"), p99, "W8: p99 transaction latency against writers, per engine, variant and start");
        }

        var settings = measured.Select(c => c.Record?.Writers?.Settings).OfType<string>().Distinct(StringComparer.Ordinal).ToList();
        if (settings.Count > 0)
        {
            document.Heading(2, "Settings read back on the writers' connections").List(settings);
        }

        return document.Save(resultsPath, FileName)[^1];
    }

    /// <summary>A validated W8 case's figures, or null (also read by <see cref="WritersChart"/> and the answer table's W8 column).</summary>
    internal static WritersSummary? Summary(MeasuredCase c) => c.IsValid ? c.Record?.Writers : null;

    /// <summary>A validated W8 case's transactions' latencies, or null.</summary>
    internal static RoleLatency? Transactions(MeasuredCase c) => c.IsValid ? c.Role(Roles.Transactions) : null;

    // "none", or the transfers given up and the errors by kind, the retries and the time the failed attempts took.
    private static string Failures(WritersSummary w)
    {
        var errors = w.Errors?.Where(e => e.Value > 0).Select(e => $"{e.Key} {e.Value:N0}").ToList() ?? [];
        return errors.Count == 0 && w.Failed == 0 ? "none"
            : $"{w.Failed:N0} failed; {string.Join(", ", errors)}; {w.Retries:N0} retried, {w.FailedAttemptSeconds.ToString("0.##", CultureInfo.InvariantCulture)} s in failed attempts";
    }

    private static string Invariant(WritersSummary w) =>
        w.LostUpdates == 0 && w.SumDrift == 0 ? "holds" : $"{w.LostUpdates:N0} lost updates, sum moved by {w.SumDrift:N0}";

    // The lone writer as shipped with the same engine, variant and start: the case the others are slowed from.
    private static double? Slowdown(MeasuredCase c, IReadOnlyList<MeasuredCase> all)
    {
        var alone = all.FirstOrDefault(a => a.EngineName == c.EngineName && a.Variant == c.Variant && a.TransactionStart == c.TransactionStart
            && a.WriterThreads == 1 && a.BusyTimeout == BusyTimeoutSetting.AsShipped);
        return Summary(c) is { } mine && alone is not null && Summary(alone) is { } single ? mine.SlowdownAgainst(single) : null;
    }
}
