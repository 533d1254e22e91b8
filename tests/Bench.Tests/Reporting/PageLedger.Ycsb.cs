using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// W7's cases in the fixed ledger: every operation kind's column (A–F's mixes, a read-modify-write's
/// read and update counted under READ and UPDATE too), a SQL engine under two variants, a server on four
/// threads meeting lock errors, LiteDB through its own API, DuckDB's read-only workload with the C API's lookup
/// beside it, a failed case and one with no result.
/// </summary>
internal sealed partial class PageLedger
{
    // Computed, not static fields: the static initializer that builds the ledger may run before this file's.
    private static (string Type, string Name, string Version, string Provider) LiteDbEngine =>
        ("LiteDbEngine", "LiteDb", "LiteDB 5.0.20", "LiteDB 5.0.20 (own API, not ADO.NET)");

    private static (string Type, string Name, string Version, string Provider) DuckDbEngine =>
        ("DuckDbEngine", "DuckDb", "DuckDB 1.3.2", "DuckDB.NET 1.3.2");

    // Each workload's share of its operations per kind, in YCSB's names, as the ledger records them.
    private static (string Kind, double Share)[] YcsbMix(string workload) => workload switch
    {
        "workloada" => [("READ", 0.5), ("UPDATE", 0.5)],
        "workloadb" => [("READ", 0.95), ("UPDATE", 0.05)],
        "workloadc" => [("READ", 1)],
        "workloadd" => [("READ", 0.95), ("INSERT", 0.05)],
        "workloade" => [("INSERT", 0.05), ("SCAN", 0.95)],
        _ => [("READ", 1), ("UPDATE", 0.5), ("READ-MODIFY-WRITE", 0.5)],
    };

    private void Ycsb()
    {
        const string SqliteSessions = "command_timeout=30s busy_timeout=0";
        const string PostgresSessions = "command_timeout=30s default_transaction_isolation=read committed";
        const string PostgresSettings = "synchronous_commit=on fsync=on";
        const string LiteDbSessions = "TIMEOUT=60s connection=direct instances=1 (shared by every thread)";
        const string LiteDbSettings = "storage=file connection=direct UTC_DATE=False CHECKPOINT=1000 TIMEOUT=60 COLLATION=/IgnoreCase";
        foreach (var workload in new[] { "workloada", "workloadb", "workloadc" })
        {
            AddYcsb(_sqlite[0], workload, Variant.Wal, threads: 1, SqliteSessions);
        }

        AddYcsb(_sqlite[0], "workloadb", Variant.Default, threads: 1, SqliteSessions, busy: 12);
        AddYcsb(_postgres, "workloada", Variant.Default, threads: 4, PostgresSessions, PostgresSettings, deadlocks: 3);
        AddYcsb(_postgres, "workloade", Variant.Default, threads: 4, PostgresSessions, PostgresSettings);
        Add("Ycsb", _postgres, "Run", Variant.Default, new() { ["Workload"] = "workloadf" }, rows: 1_000, settings: PostgresSettings);
        foreach (var workload in new[] { "workloada", "workloadb", "workloadc", "workloadf" })
        {
            AddYcsb(LiteDbEngine, workload, Variant.Default, threads: 1, LiteDbSessions, LiteDbSettings);
        }

        // DuckDB's read-only workload with the C API's lookup beside it: 10 µs prepared once, 25 µs prepared per lookup.
        AddYcsb(DuckDbEngine, "workloadc", Variant.Default, threads: 1, "command_timeout=30s", "access_mode=automatic checkpoint_threshold=16.0 MiB", selfTimed: [0.010, 0.025]);
        Add("Ycsb", LiteDbEngine, "Run", Variant.Default, new() { ["Workload"] = "workloadd" }, rows: 1_000,
            error: "usertable: key user1234 (number 5) was not found, though it was loaded or its insert had returned.", concurrency: LiteDbSessions, settings: LiteDbSettings);
    }

    // One W7 case of 1,000 operations per run over the ledger's 5 measured runs; its figures follow from its
    // position and each kind's column, so that a figure shown under the wrong kind would show.
    private void AddYcsb(
        (string Type, string Name, string Version, string Provider) engine, string workload, Variant variant, int threads, string sessions,
        string? settings = null, long busy = 0, long deadlocks = 0, double[]? selfTimed = null)
    {
        var index = _cases.Count;
        const int Runs = 5;
        const long Operations = 1_000L * Runs;
        var seconds = 0.2 + (index % 9 * 0.15);
        RoleLatency Kind(string kind, double share) => new()
        {
            Role = kind, Threads = threads, Runs = Runs, Operations = (long)(Operations * share), Seconds = seconds, Recorded = true,
            P50 = 20 + (index % 7) + (Column(kind) * 15), P99 = 100 + (index % 11 * 30) + (Column(kind) * 700), P999 = 9_000, Max = 25_000 + index, Mean = 40 + (Column(kind) * 20),
            Distribution = [.. RoleLatency.DistributionPercentiles.Select(p => 5 + (p * (index % 4 + 1)))],
            Errors = new Dictionary<string, long> { ["Busy"] = kind == "UPDATE" ? busy : 0, ["Deadlock"] = kind == "UPDATE" ? deadlocks : 0 },
            Retried = kind == "UPDATE" ? (busy + deadlocks) / 2 : 0,
        };

        List<RoleLatency> roles =
        [
            new() { Role = "OVERALL", Threads = threads, Runs = Runs, Operations = Operations, Planned = Operations, Seconds = seconds },
            .. YcsbMix(workload).Select(m => Kind(m.Kind, m.Share)),
        ];
        Add("Ycsb", engine, "Run", variant, new() { ["Workload"] = workload }, rows: 1_000, latencies: roles, concurrency: sessions, selfTimed: selfTimed, settings: settings);
    }

    private static int Column(string kind) => Array.IndexOf(["READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE"], kind);
}
