using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Platforms;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// What every SQLite engine shares in the reports: each variant's risk in sqlite.org's words,
/// and the published rows of SQLite (mORMot's "ext" rows, the 2006 study's SQLite).
/// </summary>
internal static class SqliteFacts
{
    private const string Synchronous = "https://www.sqlite.org/pragma.html#pragma_synchronous";
    private const string Wal = "https://www.sqlite.org/wal.html";
    private const string Locking = "https://www.sqlite.org/pragma.html#pragma_locking_mode";
    private const string InMemory = "https://www.sqlite.org/inmemorydb.html";

    /// <summary>SQLite's risks per variant, whichever provider or layer reaches it.</summary>
    public static EngineDurability Durability { get; } = EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
    {
        // DELETE journal + FULL: the journal's unlink, which commits, is not synced in its directory (EXTRA does that).
        [Variant.Default] = new(
            "every commit reached the disk before it returned",
            "consistent, and every commit but possibly the last survives: DELETE journal mode needs synchronous=EXTRA for a commit closely followed by a power loss to be durable",
            Synchronous),
        [Variant.SyncOff] = new(
            "committed data survives a crash of the process (it is in the OS cache)",
            "an OS crash or power loss can lose recent commits or corrupt the database", Synchronous),
        [Variant.Wal] = new(
            "committed data survives a crash of the process",
            "the last commits may roll back after an OS crash or power loss, and the database stays consistent (durability, not integrity, is relaxed)", Wal),
        [Variant.WalFull] = new(
            "committed data survives a crash of the process",
            "durable: the WAL is synced at every commit, so a commit survives an OS crash or power loss, and the database stays consistent", Synchronous),
        // EXTRA syncs the directory once the journal is unlinked: the unlink, which commits, is then on disk too.
        [Variant.Extra] = new(
            "every commit reached the disk before it returned",
            "durable: the journal's directory is synced after its unlink, so the last commit survives an OS crash or power loss too, and the database stays consistent", Synchronous),
        [Variant.Exclusive] = new(
            "as SyncOff; another process can still open the file, but cannot read or write it while this connection holds its lock",
            "an OS crash or power loss can lose recent commits or corrupt the database", Locking),
        [Variant.Memory] = DurabilityNote.InMemory(InMemory),
    }, DurabilityChecks.CrashCheck | DurabilityChecks.PowerCheck);

    /// <summary>
    /// A database EF Core's database creator made (<c>EnsureCreated</c>, migrations): SQLite's WAL with synchronous
    /// left at FULL, both read back, so its Default is SQLite's WalFull, not the DELETE journal of SQLite's Default.
    /// </summary>
    // EF Core's SqliteDatabaseCreator.Create runs "PRAGMA journal_mode = 'wal';" (dotnet/efcore,
    // src/EFCore.Sqlite.Core/Storage/Internal/SqliteDatabaseCreator.cs; the string is in the 10.0.0 assembly);
    // WAL mode is persistent; synchronous is per connection and Microsoft.Data.Sqlite sends none, so SQLite's default FULL stays.
    public static EngineDurability EfCoreCreatedDurability { get; } = EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
    {
        [Variant.Default] = new(
            "committed data survives a crash of the process",
            "durable: EF Core's database creator leaves the file in WAL mode and synchronous stays FULL, so the WAL is synced at every commit: " +
            "a commit survives an OS crash or power loss, and the database stays consistent", Synchronous),
    }, DurabilityChecks.CrashCheck | DurabilityChecks.PowerCheck);

    /// <summary>The rows a SQLite provider's engine stands beside.</summary>
    public static PublishedRows ProviderRows { get; } = new(
        [MormotRow.SqliteExtFull, MormotRow.SqliteExtOff, MormotRow.SqliteExtOffExclusive, MormotRow.SqliteExtMemory],
        [],
        [ShipmentsProduct.Sqlite]);

    /// <summary>SQLite's engine, the one file of the <c>SQLite</c> package every SQLite provider and layer loads.</summary>
    public static NativeLibrary ESqlite3 { get; } = new("e_sqlite3", "SQLite", "libe_sqlite3.so", "e_sqlite3.dll", "libe_sqlite3.dylib");

    /// <summary>A SQLite provider's facts: SQLite's durability and published rows, its package over <see cref="ESqlite3"/>.</summary>
    public static EngineFacts Provider(string displayName, string package, SqliteLayer layer) =>
        new(displayName, Durability, ProviderRows, new(package, ESqlite3), EngineHost.InProcess, layer with { IsProvider = true });

    /// <summary>
    /// A layer's facts: the durability of the settings it runs with (SQLite's, unless the layer makes its databases
    /// otherwise: <see cref="EfCoreCreatedDurability"/>); no published row (the layers run W1 and W2 alone, which have none);
    /// its package (SQLitePCLRaw directly, Dapper, EF Core's .Core package) over Microsoft.Data.Sqlite's <see cref="ESqlite3"/>.
    /// </summary>
    public static EngineFacts Layer(string displayName, string package, SqliteLayer layer, EngineDurability? durability = null) =>
        new(displayName, durability ?? Durability, PublishedRows.None, new(package, ESqlite3), EngineHost.InProcess, layer);
}
