using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>PostgreSQL in the reports: durable by default, asynchronous commit as SyncOff, mORMot's and the sensor study's rows.</summary>
internal static class PostgresFacts
{
    private const string AsynchronousCommit = "https://www.postgresql.org/docs/15/wal-async-commit.html";

    /// <summary>The facts of <see cref="PostgresEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "PostgreSQL through Npgsql",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            [Variant.Default] = DurabilityNote.Durable,
            [Variant.SyncOff] = new(
                "a server crash can lose the last transactions reported committed (up to three times wal_writer_delay), never corrupts",
                "an OS crash or power loss can lose the same recent commits, and the database stays consistent", AsynchronousCommit),
        }, DurabilityChecks.PowerCheck),
        new PublishedRows([MormotRow.PostgresZeos], [SensorsProduct.PostgreSql], []));
}
