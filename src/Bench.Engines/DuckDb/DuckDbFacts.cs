using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Platforms;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>DuckDB in the reports: every commit durable, an in-memory database, the sensor study's DuckDB rows; in process, its native engine from a package.</summary>
internal static class DuckDbFacts
{
    // WriteAheadLog::Flush syncs the WAL (writer->Sync()); strace shows an fsync of the WAL per commit (docs/reliability.md).
    // No page of DuckDB's documentation says a commit is synced.
    private const string Durability = "https://github.com/duckdb/duckdb/blob/main/src/storage/write_ahead_log.cpp";

    private const string InMemory = "https://duckdb.org/docs/stable/connect/overview#in-memory-database";

    /// <summary>DuckDB's engine, bundled in the provider's bindings package (before <see cref="Facts"/>, which names it).</summary>
    public static NativeLibrary NativeEngine { get; } = new("duckdb", "DuckDB.NET.Bindings.Full", "libduckdb.so", "duckdb.dll", "libduckdb.dylib");

    /// <summary>The facts of <see cref="DuckDbEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "DuckDB through DuckDB.NET",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            [Variant.Default] = DurabilityNote.Durable with { Source = Durability },
            [Variant.Memory] = DurabilityNote.InMemory(InMemory),
        }, DurabilityChecks.CrashCheck | DurabilityChecks.PowerCheck),
        new PublishedRows([], [SensorsProduct.DuckDb], []),
        new EnginePlatforms("DuckDB.NET.Data.Full", NativeEngine),
        EngineHost.InProcess);
}
