using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>
/// A bulk path that sends rows in chunks, each chunk one statement carrying many rows' values as
/// parameters <c>@r{row}c{column}</c> (multi-row VALUES, Firebird's <c>EXECUTE BLOCK</c>). The full-size
/// statement is prepared once and rebound for every chunk; the remainder, if any, gets one
/// statement of its own. A subclass gives the statement's text and how its row count is read.
/// </summary>
public abstract class ChunkedStatementInsert : IBulkInsert
{
    /// <summary>Creates the path with at most <paramref name="rowsPerStatement"/> rows per statement.</summary>
    /// <param name="rowsPerStatement">Rows per statement.</param>
    /// <param name="maxParameters">The engine's limit on parameters per statement (SQLite: 32,766; PostgreSQL: 65,535).</param>
    protected ChunkedStatementInsert(int rowsPerStatement, int maxParameters)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rowsPerStatement, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxParameters, 1);
        RowsPerStatement = rowsPerStatement;
        MaxParameters = maxParameters;
    }

    /// <summary>Rows per statement, before the parameter limit is applied.</summary>
    public int RowsPerStatement { get; }

    /// <summary>The engine's limit on parameters per statement.</summary>
    public int MaxParameters { get; }

    /// <inheritdoc />
    public abstract string Method { get; }

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        ArgumentNullException.ThrowIfNull(table);
        ArgumentNullException.ThrowIfNull(rows);
        var perStatement = Math.Max(1, Math.Min(RowsPerStatement, MaxParameters / table.Columns.Count));
        long inserted = 0;
        var offset = 0;
        if (rows.Count >= perStatement)
        {
            using var full = Command(context, table, rows, 0, perStatement);
            full.Prepare();
            inserted += Execute(full);
            for (offset = perStatement; offset + perStatement <= rows.Count; offset += perStatement)
            {
                Bind(full, rows, offset, perStatement);
                inserted += Execute(full);
            }
        }

        if (offset < rows.Count)
        {
            using var rest = Command(context, table, rows, offset, rows.Count - offset);
            inserted += Execute(rest);
        }

        return inserted;
    }

    /// <summary>The statement for <paramref name="rowCount"/> rows, with parameters <c>@r{row}c{column}</c>.</summary>
    protected abstract string StatementSql(BulkTable table, int rowCount);

    /// <summary>Runs one chunk's statement and returns the rows it inserted (by default what <c>ExecuteNonQuery</c> reports).</summary>
    protected virtual long Execute(DbCommand command)
    {
        ArgumentNullException.ThrowIfNull(command);
        return command.ExecuteNonQuery();
    }

    // Values are bound before Prepare: some providers infer parameter types from them.
    private DbCommand Command(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows, int offset, int count)
    {
        var command = context.CreateCommand(StatementSql(table, count));
        for (var row = 0; row < count; row++)
        {
            var values = rows[offset + row];
            for (var column = 0; column < values.Length; column++)
            {
                command.AddParameter(context.Dialect.ParameterName($"@r{row}c{column}"), values[column]);
            }
        }

        return command;
    }

    private static void Bind(DbCommand command, IReadOnlyList<object?[]> rows, int offset, int count)
    {
        var parameters = command.Parameters;
        var index = 0;
        for (var row = 0; row < count; row++)
        {
            foreach (var value in rows[offset + row])
            {
                parameters[index++].Value = value ?? DBNull.Value;
            }
        }
    }
}
