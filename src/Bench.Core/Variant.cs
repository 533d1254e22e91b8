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

    /// <summary>SQLite only: <c>synchronous=OFF</c> plus <c>locking_mode=EXCLUSIVE</c>, autocommit.</summary>
    Exclusive,

    /// <summary>An in-memory database, autocommit.</summary>
    Memory,

    /// <summary>The engine's best bulk path inside a transaction, with reused prepared commands.</summary>
    Batch,
}

/// <summary>What each <see cref="Variant"/> asks of the workload code, independent of the engine.</summary>
public static class VariantExtensions
{
    /// <summary>True when every timed step runs inside one explicit transaction.</summary>
    public static bool WrapsStepsInTransaction(this Variant variant) =>
        variant is Variant.Transaction or Variant.Batch;

    /// <summary>True when a step prepares each statement once and reuses it for every row.</summary>
    public static bool ReusesCommands(this Variant variant) => variant is Variant.Batch;

    /// <summary>
    /// True when the variant can change how one read-only statement runs: Default (the
    /// baseline), Wal (reads consult the WAL index), Exclusive (no shared lock per statement),
    /// Memory (no file beneath). Transaction, SyncOff and Batch change only how writes are
    /// committed and statements reused, which a single query has none of, so a lone query under
    /// them would repeat Default's figure at the cost of a benchmark process.
    /// </summary>
    public static bool ChangesSingleQueries(this Variant variant) =>
        variant is Variant.Default or Variant.Wal or Variant.Exclusive or Variant.Memory;
}
