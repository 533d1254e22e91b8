using System.Data.Common;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>The errors a concurrent operation may meet and retry; anything else fails the run.</summary>
public enum LockErrorKind
{
    /// <summary>SQLite's SQLITE_BUSY or SQLITE_LOCKED ("database is locked"), DuckDB's lock conflicts.</summary>
    Busy,

    /// <summary>A deadlock the engine broke by failing this statement (PostgreSQL 40P01, MariaDB 1213, Firebird's lock conflict).</summary>
    Deadlock,

    /// <summary>A serialization failure: the statement saw a row another transaction changed (40001, an MVCC write conflict).</summary>
    Serialization,

    /// <summary>A lock wait or command timeout ran out (MariaDB 1205, Firebird's lock time-out, a provider's timeout).</summary>
    Timeout,
}

/// <summary>Sorts a provider's exception into a <see cref="LockErrorKind"/> by SQLSTATE and the engine's own message.</summary>
public static class LockErrors
{
    /// <summary>The kind of <paramref name="error"/>, or null when it is not a lock or concurrency error (the run then fails).</summary>
    public static LockErrorKind? Classify(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        if (error is TimeoutException || error.InnerException is TimeoutException)
        {
            return LockErrorKind.Timeout;
        }

        if (error is not DbException db)
        {
            return null;
        }

        var message = db.Message;
        return db.SqlState switch
        {
            "40P01" => LockErrorKind.Deadlock,
            "40001" => LockErrorKind.Serialization,
            "55P03" or "57014" => LockErrorKind.Timeout,
            _ when Contains(message, "database is locked") || Contains(message, "database table is locked") || Contains(message, "SQLITE_BUSY") => LockErrorKind.Busy,
            _ when Contains(message, "Deadlock found") || Contains(message, "deadlock") => LockErrorKind.Deadlock,
            _ when Contains(message, "Lock wait timeout") || Contains(message, "lock time-out") || Contains(message, "timeout") => LockErrorKind.Timeout,
            _ when Contains(message, "update conflicts with concurrent update") || Contains(message, "could not serialize") || Contains(message, "Conflict on") => LockErrorKind.Serialization,
            _ when Contains(message, "Could not set lock") || Contains(message, "lock on file") => LockErrorKind.Busy,
            _ => null,
        };
    }

    private static bool Contains(string text, string part) => text.Contains(part, StringComparison.OrdinalIgnoreCase);
}
