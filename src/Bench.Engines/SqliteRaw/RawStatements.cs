using SQLitePCL;

namespace EmbeddedDbBench.Engines.SqliteRaw;

/// <summary>
/// How a step gets its statements: on the bulk path (Batch, untimed setup) each statement is prepared
/// once and reused; otherwise one is prepared per operation and finalized after it, as a provider's new
/// command per operation does.
/// </summary>
internal readonly struct RawStatements(sqlite3 db, bool reuse)
{
    /// <summary>The statement prepared once for the whole step, or null when each operation prepares its own.</summary>
    public RawStatement? Reused(string sql) => reuse ? new RawStatement(db, sql) : null;

    /// <summary>A statement prepared for one operation.</summary>
    public RawStatement Prepare(string sql) => new(db, sql);

    /// <summary>Prepares, steps and finalizes one statement; the rows it changed.</summary>
    public int ExecuteOnce(string sql)
    {
        using var statement = new RawStatement(db, sql);
        return statement.Execute();
    }

    /// <summary>Finalizes a per-operation statement; a reused one stays for the next row.</summary>
    public static void DisposeUnlessReused(RawStatement statement, RawStatement? reused)
    {
        if (!ReferenceEquals(statement, reused))
        {
            statement.Dispose();
        }
    }
}
