using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>MariaDB in the reports: durable by default, the log flushed once a second as SyncOff, mORMot's MySQL row.</summary>
internal static class MariaDbFacts
{
    private const string FlushLogAtCommit = "https://mariadb.com/kb/en/innodb-system-variables/#innodb_flush_log_at_trx_commit";

    /// <summary>The facts of <see cref="MariaDbEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "MariaDB through MySqlConnector",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            [Variant.Default] = DurabilityNote.Durable,
            [Variant.SyncOff] = new(
                "the log is written at every commit, so a server process crash loses nothing",
                "the log is flushed about once a second, so an OS crash or power loss can lose about the last second of transactions", FlushLogAtCommit),
        }, DurabilityChecks.PowerCheck),
        new PublishedRows([MormotRow.MySqlZeos], [], []));
}
