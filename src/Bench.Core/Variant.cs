namespace EmbeddedDbBench.Core;

/// <summary>
/// A named way of running the same workload on the same engine. <see cref="Default"/> is the
/// baseline; every other variant is reported as a ratio to it.
/// </summary>
public enum Variant
{
    /// <summary>Provider and engine defaults, autocommit, a new command per operation.</summary>
    Default,

    /// <summary>Default plus one explicit transaction around each timed step.</summary>
    Transaction,

    /// <summary>Durability relaxed (e.g. SQLite <c>synchronous=OFF</c>), still autocommit.</summary>
    SyncOff,

    /// <summary>SQLite only: <c>journal_mode=WAL</c> with <c>synchronous=NORMAL</c>, autocommit.</summary>
    Wal,

    /// <summary>
    /// SQLite only: Wal made durable, <c>journal_mode=WAL</c> with <c>synchronous=FULL</c>, autocommit:
    /// the WAL is synced at every commit, so a commit survives a power loss. Beside <see cref="Wal"/>,
    /// which it differs from in that sync alone.
    /// </summary>
    WalFull,

    /// <summary>
    /// SQLite only: Default made durable, the DELETE journal (SQLite's default) with
    /// <c>synchronous=EXTRA</c>, autocommit: the journal's directory is synced after the journal is
    /// unlinked, so the last commit survives a power loss too.
    /// </summary>
    Extra,

    /// <summary>SQLite only: <c>synchronous=OFF</c> plus <c>locking_mode=EXCLUSIVE</c>, autocommit.</summary>
    Exclusive,

    /// <summary>An in-memory database, autocommit.</summary>
    Memory,

    /// <summary>The engine's best bulk path inside a transaction, with reused prepared commands.</summary>
    Batch,
}
