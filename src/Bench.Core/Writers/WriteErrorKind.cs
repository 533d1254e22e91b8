namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// The errors a W8 transaction may meet and survive; any other error fails the run. SQLite's are sorted by its
/// result codes, the servers' by their SQLSTATE or error number, Firebird's by its ISC codes, DuckDB's and LiteDB's by
/// their exceptions (each engine's <see cref="WritersSupport.ErrorKind"/>). New kinds go at the end: a writer process
/// reports its counts in this order (<see cref="WriterProcessReport"/>).
/// </summary>
public enum WriteErrorKind
{
    /// <summary>SQLITE_BUSY (5) and its extended codes other than the snapshot's: another connection holds the lock.</summary>
    Busy,

    /// <summary>SQLITE_BUSY_SNAPSHOT (517): in WAL, a read transaction whose snapshot another commit made stale tried to write.</summary>
    BusySnapshot,

    /// <summary>SQLITE_LOCKED (6) and its extended codes: a conflict within the same process's shared cache or connection.</summary>
    Locked,

    /// <summary>A server broke a deadlock by failing this transaction (PostgreSQL's 40P01, MariaDB's 1213).</summary>
    Deadlock,

    /// <summary>A serializable transaction could not be serialized and must be run again (PostgreSQL's 40001).</summary>
    SerializationFailure,

    /// <summary>
    /// A statement waited for a lock until its timeout or the run's deadline ended the wait (PostgreSQL's 55P03 or 57014,
    /// MariaDB's 1205 or 1317, Firebird's isc_lock_timeout 335544510 under WAIT with a LOCK TIMEOUT, the provider's command timeout).
    /// </summary>
    LockTimeout,

    /// <summary>
    /// A write refused because another transaction changed the row and is still active or committed after this one's
    /// snapshot or read: Firebird's isc_update_conflict (335544451, "update conflicts with concurrent update", after
    /// isc_deadlock 335544336 in its status vector), DuckDB's "Conflict on update" TransactionException of its optimistic
    /// concurrency control. Run again, the transaction reads the other's commit.
    /// </summary>
    UpdateConflict,

    /// <summary>
    /// A lock another transaction holds refused at once, without a wait: Firebird's isc_lock_conflict (335544345, "lock
    /// conflict on no wait transaction"), which a NO WAIT transaction gets where a WAIT one would queue.
    /// </summary>
    LockConflict,
}

/// <summary>Sorts an engine's error into a <see cref="WriteErrorKind"/> by SQLite's result codes (https://www.sqlite.org/rescode.html).</summary>
public static class WriteErrors
{
    /// <summary>SQLITE_BUSY.</summary>
    public const int SqliteBusy = 5;

    /// <summary>SQLITE_LOCKED.</summary>
    public const int SqliteLocked = 6;

    /// <summary>SQLITE_BUSY_SNAPSHOT: SQLITE_BUSY | (2 &lt;&lt; 8).</summary>
    public const int SqliteBusySnapshot = SqliteBusy | (2 << 8);

    /// <summary>
    /// The kind of an error whose SQLite extended result code is <paramref name="extendedCode"/>
    /// (its low byte is the primary code), or null for any other code or none.
    /// </summary>
    public static WriteErrorKind? OfSqliteCode(int? extendedCode) => extendedCode switch
    {
        SqliteBusySnapshot => WriteErrorKind.BusySnapshot,
        { } code when (code & 0xff) == SqliteBusy => WriteErrorKind.Busy,
        { } code when (code & 0xff) == SqliteLocked => WriteErrorKind.Locked,
        _ => null,
    };
}
