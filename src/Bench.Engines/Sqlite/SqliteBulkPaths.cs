using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>The bulk paths every SQLite provider shares.</summary>
public static class SqliteBulkPaths
{
    /// <summary>SQLite's limit on parameters per statement since 3.32 (the e_sqlite3 build's SQLITE_MAX_VARIABLE_NUMBER).</summary>
    public const int MaxParameters = 32_766;

    /// <summary>
    /// Outside a transaction: 100 rows per multi-row INSERT, so autocommit syncs once per 100 rows
    /// (mORMot's external layer batched the same way).
    /// </summary>
    public static IBulkInsert Autocommit { get; } = new MultiRowValuesInsert(rowsPerStatement: 100, maxParameters: MaxParameters);
}
