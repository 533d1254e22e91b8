using System.Globalization;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>SQLite's SQL: the rowid alias as auto-increment key, declared types as written.</summary>
public sealed class SqliteDialect : SqlDialect
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static SqliteDialect Instance { get; } = new();

    /// <inheritdoc />
    public override string AutoIncrementPrimaryKey => "integer not null primary key";

    /// <inheritdoc />
    public override string Text(int length) => $"nvarchar({length})";

    /// <inheritdoc />
    public override string Timestamp => "datetime";

    /// <inheritdoc />
    public override string Real => "real";

    /// <summary>
    /// SQLite has no typed literals: a plain string in the text form Microsoft.Data.Sqlite writes
    /// DateTime parameters in, so every value of the column sorts and compares alike.
    /// </summary>
    public override string TimestampLiteral(DateTime value) =>
        string.Create(CultureInfo.InvariantCulture, $"'{value:yyyy-MM-dd HH:mm:ss}'");

    /// <inheritdoc />
    /// <remarks>SQLite has no STDDEV_POP; SQRT comes from the math functions e_sqlite3 is built with.</remarks>
    public override string StdDevPop(string expression) =>
        $"SQRT(AVG({expression} * {expression}) - AVG({expression}) * AVG({expression}))";

    /// <inheritdoc />
    public override string FetchFirst(int rows) => $"LIMIT {rows}";

    /// <inheritdoc />
    public override string TableExistsSql => "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = @name";

    /// <inheritdoc />
    public override IReadOnlyList<KeyValuePair<string, string>> ConcurrencySettingsSql { get; } =
    [
        new("busy_timeout", "PRAGMA busy_timeout"),
        new("read_uncommitted", "PRAGMA read_uncommitted"),
        new("journal_mode", "PRAGMA journal_mode"),
    ];
}
