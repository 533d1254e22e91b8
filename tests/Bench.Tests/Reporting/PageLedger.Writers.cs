using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// W8's cases in the fixed ledger: a lone writer and four writers under IMMEDIATE (a slowdown), four DEFERRED
/// writers under Wal with busy-snapshot errors and retries, one with lost updates counted, and a failed case.
/// </summary>
internal sealed partial class PageLedger
{
    private void Writers()
    {
        AddWriters(Variant.Default, "Immediate", "AsShipped", "None", writers: 1, committed: 100, mean: 800);
        AddWriters(Variant.Default, "Immediate", "FiveSeconds", "Transaction", writers: 4, committed: 400, mean: 2_600);
        AddWriters(Variant.Wal, "Deferred", "AsShipped", "None", writers: 1, committed: 100, mean: 40);
        AddWriters(Variant.Wal, "Deferred", "FiveSeconds", "Transaction", writers: 4, committed: 400, mean: 900, busySnapshot: 37, retries: 37);
        AddWriters(Variant.Wal, "Deferred", "AsShipped", "None", writers: 4, committed: 100, mean: 5_000_000, busySnapshot: 3, failed: 3, lost: 2);
        Add("Writers", _sqlite[0], "Transfers", Variant.Default, new() { ["W"] = "8", ["Start"] = "Deferred", ["BusyTimeout"] = "AsShipped", ["Retry"] = "None" },
            rows: 800, error: "W8Accounts: 1 accounts differ from their committed transfers");
    }

    // One W8 case of one measured run; its transactions' latencies follow from its mean.
    private void AddWriters(Variant variant, string start, string busyTimeout, string retry, int writers, long committed, double mean,
        long busySnapshot = 0, long retries = 0, long failed = 0, long lost = 0)
    {
        var planned = 100L * writers;
        var transactions = new RoleLatency
        {
            Role = "transactions", Threads = writers, Runs = 1, Operations = committed, CutOffs = failed, Seconds = 0.5, Recorded = true,
            P50 = mean * 0.8, P99 = mean * 3, P999 = mean * 4, Max = mean * 5, Mean = mean,
        };
        var summary = new WritersSummary
        {
            Writers = writers, Runs = 1, Planned = planned, Committed = committed, Failed = failed, Retries = retries,
            FailedAttemptSeconds = retries * 0.01 + failed * 5, Seconds = 0.5 + failed * 5,
            Errors = new Dictionary<string, long> { ["Busy"] = 0, ["BusySnapshot"] = busySnapshot, ["Locked"] = 0 },
            LostUpdates = lost, SumDrift = lost * 10, MeanMicroseconds = mean,
            Settings = $"journal_mode={(variant == Variant.Wal ? "wal" : "delete")}, busy_timeout={(busyTimeout == "AsShipped" ? 0 : 5000)}, command timeout=30 s; start={start}, retry={retry}",
        };
        Add("Writers", _sqlite[0], "Transfers", variant, new() { ["W"] = writers.ToString(System.Globalization.CultureInfo.InvariantCulture), ["Start"] = start, ["BusyTimeout"] = busyTimeout, ["Retry"] = retry },
            rows: planned, latencies: [transactions], concurrency: summary.Settings);
        _cases[^1] = _cases[^1] with { Record = _cases[^1].Record! with { Writers = summary } };
    }
}
