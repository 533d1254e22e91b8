using SQLitePCL;

namespace EmbeddedDbBench.Engines.SqliteRaw;

/// <summary>
/// One prepared statement through SQLitePCLRaw's <see cref="raw"/> API: bind by position, step, reset.
/// Any result code other than the expected one throws with SQLite's own message.
/// </summary>
internal sealed class RawStatement : IDisposable
{
    private readonly sqlite3 _db;
    private readonly sqlite3_stmt _statement;

    public RawStatement(sqlite3 db, string sql)
    {
        _db = db;
        Check(raw.sqlite3_prepare_v2(db, sql, out _statement), raw.SQLITE_OK);
    }

    public RawStatement Bind(int position, string value)
    {
        Check(raw.sqlite3_bind_text(_statement, position, value), raw.SQLITE_OK);
        return this;
    }

    public RawStatement Bind(int position, long value)
    {
        Check(raw.sqlite3_bind_int64(_statement, position, value), raw.SQLITE_OK);
        return this;
    }

    /// <summary>Steps a statement that returns no row to its end; the rows it changed. Resets it for the next binding.</summary>
    public int Execute()
    {
        Check(raw.sqlite3_step(_statement), raw.SQLITE_DONE);
        var changed = raw.sqlite3_changes(_db);
        Check(raw.sqlite3_reset(_statement), raw.SQLITE_OK);
        return changed;
    }

    /// <summary>Steps to the next row: true on a row, false (and reset) at the end.</summary>
    public bool Read()
    {
        var result = raw.sqlite3_step(_statement);
        if (result == raw.SQLITE_ROW)
        {
            return true;
        }

        Check(result, raw.SQLITE_DONE);
        Check(raw.sqlite3_reset(_statement), raw.SQLITE_OK);
        return false;
    }

    public long Int64(int column) => raw.sqlite3_column_int64(_statement, column);

    public string Text(int column) => raw.sqlite3_column_text(_statement, column).utf8_to_string();

    public bool IsNull(int column) => raw.sqlite3_column_type(_statement, column) == raw.SQLITE_NULL;

    public void Dispose() => _statement.Dispose();

    private void Check(int result, int expected)
    {
        if (result != expected)
        {
            throw new InvalidOperationException($"SQLite error {result}: {raw.sqlite3_errmsg(_db).utf8_to_string()}");
        }
    }
}
