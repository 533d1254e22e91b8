using System.Text;

namespace EmbeddedDbBench.Core;

/// <summary>
/// A bulk path of standard SQL: <c>INSERT INTO t (…) VALUES (…), (…), …</c> with a fixed number of
/// rows per statement, sent in chunks by <see cref="ChunkedStatementInsert"/>.
/// </summary>
public sealed class MultiRowValuesInsert : ChunkedStatementInsert
{
    /// <summary>Creates the path with at most <paramref name="rowsPerStatement"/> rows per statement.</summary>
    /// <param name="rowsPerStatement">Rows per INSERT.</param>
    /// <param name="maxParameters">The engine's limit on parameters per statement (SQLite: 32,766; PostgreSQL: 65,535).</param>
    public MultiRowValuesInsert(int rowsPerStatement, int maxParameters)
        : base(rowsPerStatement, maxParameters)
    {
    }

    /// <inheritdoc />
    public override string Method => $"multi-row VALUES, {RowsPerStatement} rows per INSERT";

    /// <summary>The SQL for <paramref name="rowCount"/> rows, with parameters <c>@r{row}c{column}</c>.</summary>
    public static string Sql(BulkTable table, int rowCount)
    {
        ArgumentNullException.ThrowIfNull(table);
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

    /// <inheritdoc />
    protected override string StatementSql(BulkTable table, int rowCount) => Sql(table, rowCount);
}
