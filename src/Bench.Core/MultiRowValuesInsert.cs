using System.Data.Common;
using System.Text;

namespace EmbeddedDbBench.Core;

/// <summary>
/// A bulk path of standard SQL: <c>INSERT INTO t (…) VALUES (…), (…), …</c> with a fixed number of
/// rows per statement. The full-size statement is prepared once and rebound for every chunk;
/// the remainder, if any, gets one statement of its own.
/// </summary>
public sealed class MultiRowValuesInsert : IBulkInsert
{
    /// <summary>Creates the path with at most <paramref name="rowsPerStatement"/> rows per statement.</summary>
    /// <param name="rowsPerStatement">Rows per INSERT.</param>
    /// <param name="maxParameters">The engine's limit on parameters per statement (SQLite: 32,766; PostgreSQL: 65,535).</param>
    public MultiRowValuesInsert(int rowsPerStatement, int maxParameters)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rowsPerStatement, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxParameters, 1);
        RowsPerStatement = rowsPerStatement;
        MaxParameters = maxParameters;
    }

    /// <summary>Rows per INSERT, before the parameter limit is applied.</summary>
    public int RowsPerStatement { get; }

    /// <summary>The engine's limit on parameters per statement.</summary>
    public int MaxParameters { get; }

    /// <inheritdoc />
    public string Method => $"multi-row VALUES, {RowsPerStatement} rows per INSERT";

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        var perStatement = Math.Max(1, Math.Min(RowsPerStatement, MaxParameters / table.Columns.Count));
        long inserted = 0;
        var offset = 0;
        if (rows.Count >= perStatement)
        {
            using var full = Command(context, table, rows, 0, perStatement);
            full.Prepare();
            inserted += full.ExecuteNonQuery();
            for (offset = perStatement; offset + perStatement <= rows.Count; offset += perStatement)
            {
                Bind(full, rows, offset, perStatement);
                inserted += full.ExecuteNonQuery();
            }
        }

        if (offset < rows.Count)
        {
            using var rest = Command(context, table, rows, offset, rows.Count - offset);
            inserted += rest.ExecuteNonQuery();
        }

        return inserted;
    }

    /// <summary>The SQL for <paramref name="rowCount"/> rows, with parameters <c>@r{row}c{column}</c>.</summary>
    public static string Sql(BulkTable table, int rowCount)
    {
        var sql = new StringBuilder($"INSERT INTO {table.Name} ({string.Join(", ", table.Columns)}) VALUES ");
        for (var row = 0; row < rowCount; row++)
        {
            sql.Append(row == 0 ? "(" : ", (");
            for (var column = 0; column < table.Columns.Count; column++)
            {
                sql.Append(column == 0 ? "" : ", ").Append("@r").Append(row).Append('c').Append(column);
            }

            sql.Append(')');
        }

        return sql.ToString();
    }

    // Values are bound before Prepare: some providers infer parameter types from them.
    private static DbCommand Command(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows, int offset, int count)
    {
        var command = context.CreateCommand(Sql(table, count));
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
