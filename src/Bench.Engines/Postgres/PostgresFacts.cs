using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>
/// PostgreSQL in the reports: durable by default, asynchronous commit as SyncOff, mORMot's and the sensor study's rows;
/// a managed provider whose throwaway server is Linux's; <c>EMBEDDEDDBBENCH_POSTGRES</c> names a server of the user's.
/// </summary>
internal static class PostgresFacts
{
    private const string AsynchronousCommit = "https://www.postgresql.org/docs/15/wal-async-commit.html";

    /// <summary>The facts of <see cref="PostgresEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "PostgreSQL through Npgsql",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            [Variant.Default] = DurabilityNote.Durable with { Source = AsynchronousCommit },
            // The page bounds the risk window at three times wal_writer_delay (the WAL writer favours whole pages when busy);
            // power-check records how far back each cut's loss reached, set against it in docs/reliability.md.
            [Variant.SyncOff] = new(
                "a server crash can lose the last transactions reported committed (up to three times wal_writer_delay, 600 ms at the default 200 ms), never corrupts",
                "an OS crash or power loss can lose the same recent commits, and the database stays consistent", AsynchronousCommit),
        }, DurabilityChecks.PowerCheck),
        new PublishedRows([MormotRow.PostgresZeos], [SensorsProduct.PostgreSql], []),
        new EnginePlatforms("Npgsql", null,
            $"the throwaway server starts Debian's binaries, Linux only: elsewhere set `{PostgresServer.ConnectionStringVariable}`"),
        EngineHost.Server(new(
            PostgresServer.ConnectionStringVariable, "a PostgreSQL server to use instead of a throwaway one", "a throwaway PostgreSQL 15",
            "`Host=db;Username=me;Password=…;Database=postgres`")));
}
