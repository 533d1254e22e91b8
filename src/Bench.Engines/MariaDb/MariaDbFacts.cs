using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// MariaDB in the reports: durable by default, the log flushed once a second as SyncOff, mORMot's MySQL row;
/// a managed provider whose throwaway server is Linux's; <c>EMBEDDEDDBBENCH_MARIADB</c> names a server of the user's.
/// </summary>
internal static class MariaDbFacts
{
    private const string FlushLogAtCommit = "https://mariadb.com/kb/en/innodb-system-variables/#innodb_flush_log_at_trx_commit";

    /// <summary>The facts of <see cref="MariaDbEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "MariaDB through MySqlConnector",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            [Variant.Default] = DurabilityNote.Durable with { Source = FlushLogAtCommit },
            [Variant.SyncOff] = new(
                "the log is written at every commit, so a server process crash loses nothing",
                "the log is flushed about once a second, so an OS crash or power loss can lose about the last second of transactions", FlushLogAtCommit),
        }, DurabilityChecks.PowerCheck),
        new PublishedRows([MormotRow.MySqlZeos], [], []),
        new EnginePlatforms("MySqlConnector", null,
            $"the throwaway server starts Debian's binaries, Linux only: elsewhere set `{MariaDbServer.ConnectionStringVariable}`"),
        EngineHost.Server(new(
            MariaDbServer.ConnectionStringVariable, "a MariaDB or MySQL server to use instead of a throwaway one", "a throwaway MariaDB 10.11",
            "`Server=db;User ID=me;Password=…`")));
}
