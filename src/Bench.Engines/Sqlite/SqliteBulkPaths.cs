using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>The bulk paths every SQLite provider shares.</summary>
public static class SqliteBulkPaths
{
    /// <summary>
    /// Outside a transaction: 100 rows per multi-row INSERT, so autocommit syncs once per 100 rows
    /// (mORMot's external layer batched the same way). 32,766 is SQLite's parameter limit since 3.32.
    /// </summary>
    public static IBulkInsert Autocommit { get; } = new MultiRowValuesInsert(rowsPerStatement: 100, maxParameters: 32_766);
}
