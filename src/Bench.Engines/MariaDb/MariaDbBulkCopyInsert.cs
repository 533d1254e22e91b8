using System.Data;
using EmbeddedDbBench.Core;
using MySqlConnector;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// MariaDB's other bulk path: MySqlConnector's <see cref="MySqlBulkCopy"/>, which streams the rows
/// to the server as a LOAD DATA LOCAL INFILE without a file. The rows go through a
/// <see cref="DataTable"/> built in the timed region, as the file is for <see cref="MariaDbLoadDataInsert"/>.
/// </summary>
public sealed class MariaDbBulkCopyInsert : IBulkInsert
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static MariaDbBulkCopyInsert Instance { get; } = new();

    /// <inheritdoc />
    public string Method => "MySqlBulkCopy (LOAD DATA LOCAL streamed, no file)";

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        using var data = new DataTable(table.Name);
        var first = rows.Count > 0 ? rows[0] : [];
        for (var i = 0; i < table.Columns.Count; i++)
        {
            data.Columns.Add(table.Columns[i], first.Length > i && first[i] is { } value ? value.GetType() : typeof(string));
        }

        foreach (var row in rows)
        {
            data.Rows.Add(row.Select(v => v ?? DBNull.Value).ToArray());
        }

        var copy = new MySqlBulkCopy((MySqlConnection)context.Connection, (MySqlTransaction?)context.Transaction)
        {
            DestinationTableName = table.Name,
        };
        for (var i = 0; i < table.Columns.Count; i++)
        {
            copy.ColumnMappings.Add(new MySqlBulkCopyColumnMapping(i, table.Columns[i]));
        }

        return copy.WriteToServer(data).RowsInserted;
    }
}
