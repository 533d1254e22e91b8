using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// What each variant risks, in words, from each engine's own documentation: what survives a
/// crash of the process and what survives an OS crash or power loss. Cited by address.
/// </summary>
public static class DurabilityNotes
{
    private const string SqliteSync = "https://www.sqlite.org/pragma.html#pragma_synchronous";
    private const string SqliteWal = "https://www.sqlite.org/wal.html";
    private const string SqliteLocking = "https://www.sqlite.org/pragma.html#pragma_locking_mode";
    private const string SqliteMemory = "https://www.sqlite.org/inmemorydb.html";
    private const string PostgresAsync = "https://www.postgresql.org/docs/15/wal-async-commit.html";
    private const string MariaDbFlush = "https://mariadb.com/kb/en/innodb-system-variables/#innodb_flush_log_at_trx_commit";
    private const string FirebirdForcedWrites = "https://firebirdsql.org/file/documentation/html/en/firebirddocs/gfix/firebird-gfix.html";
    private const string DuckDbDurability = "https://duckdb.org/docs/stable/connect/concurrency";
    private const string LiteDbWriter = "https://github.com/mbdavid/LiteDB/blob/v5.0.20/LiteDB/Engine/Disk/DiskWriterQueue.cs";

    private static readonly Note _durable = new(
        "durable: every commit reached the disk before it returned",
        "durable: committed data survives an OS crash or power loss", null);

    private static readonly Note _oneTransaction = new(
        "as Default, but one commit for the whole step: a crash mid-step loses the whole uncommitted step, never part of it",
        "as Default for what was committed", null);

    /// <summary>The note for <paramref name="variant"/> on the engine named <paramref name="engineName"/>.</summary>
    public static Note For(string engineName, Variant variant) => Family(engineName) switch
    {
        _ when variant is Variant.Transaction or Variant.Batch => _oneTransaction,
        _ when variant is Variant.Memory => new("nothing is written to disk: the data lives only as long as the process", "nothing survives", Family(engineName) == "Sqlite" ? SqliteMemory : null),
        "Sqlite" => Sqlite(variant),
        "Postgres" when variant == Variant.SyncOff => new(
            "a server crash can lose the last transactions reported committed (up to three times wal_writer_delay), never corrupts",
            "the same: recent commits may be lost, the database stays consistent", PostgresAsync),
        "MariaDb" when variant == Variant.SyncOff => new(
            "the log is written at every commit, so a server process crash loses nothing",
            "flushed about once a second: an OS crash or power loss can lose about the last second of transactions", MariaDbFlush),
        "Firebird" when variant == Variant.SyncOff => new(
            "pages go to the OS cache; a crash of the engine's process loses nothing the OS already holds",
            "an OS crash or power loss can lose recent commits and can leave the database corrupt", FirebirdForcedWrites),
        "DuckDb" => _durable with { Source = DuckDbDurability },
        // 5.0.20: TransactionService.Commit → DiskService.WriteAsync → DiskWriterQueue, whose thread writes and flushes later.
        "LiteDb" => new(
            "Commit queues its pages for a background writer thread and returns before they are written: a crash of the process right after a commit can lose it",
            "the writer writes the log file and flushes it after Commit has returned: an OS crash or power loss can lose recent acknowledged commits", LiteDbWriter),
        _ => _durable,
    };

    private static Note Sqlite(Variant variant) => variant switch
    {
        Variant.SyncOff => new(
            "committed data survives a crash of the process (it is in the OS cache)",
            "an OS crash or power loss can lose recent commits or corrupt the database", SqliteSync),
        Variant.Wal => new(
            "committed data survives a crash of the process",
            "consistent after an OS crash or power loss, but the last commits may roll back (durability, not integrity, is relaxed)", SqliteWal),
        Variant.Exclusive => new(
            "as SyncOff; another process can still open the file, but cannot read or write it while this connection holds its lock",
            "an OS crash or power loss can lose recent commits or corrupt the database", SqliteLocking),
        // DELETE journal + FULL: the journal's unlink, which commits, is not synced in its directory (EXTRA does that).
        _ => new(
            "every commit reached the disk before it returned",
            "consistent, and every commit but possibly the last survives: DELETE journal mode needs synchronous=EXTRA for a commit closely followed by a power loss to be durable",
            SqliteSync),
    };

    private static string Family(string engineName) => engineName.Split('.')[0] switch
    {
        var name when name.StartsWith("Firebird", StringComparison.Ordinal) => "Firebird",
        var name => name,
    };

    /// <summary>A variant's risk in words.</summary>
    /// <param name="ProcessCrash">What survives a crash of the process (or the server process).</param>
    /// <param name="PowerLoss">What survives an OS crash or power loss.</param>
    /// <param name="Source">The documentation page it comes from.</param>
    public sealed record Note(string ProcessCrash, string PowerLoss, string? Source);
}
