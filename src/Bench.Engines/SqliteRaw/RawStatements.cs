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

    /// <summary>
    /// Runs <paramref name="sql"/> once per row 0 to <paramref name="count"/> − 1, each bound by
    /// <paramref name="bind"/>; the rows changed in all. One statement reused on the bulk path, else
    /// one prepared and finalized per row.
    /// </summary>
    public long ExecuteEach(string sql, int count, Func<RawStatement, int, RawStatement> bind)
    {
        using var reused = Reused(sql);
        long rows = 0;
        for (var i = 0; i < count; i++)
        {
            var statement = reused ?? Prepare(sql);
            rows += bind(statement, i).Execute();
            DisposeUnlessReused(statement, reused);
        }

        return rows;
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
