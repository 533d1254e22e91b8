using EmbeddedDbBench.Core;
using Npgsql;
using NpgsqlTypes;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>PostgreSQL's bulk path: binary COPY through Npgsql's <see cref="NpgsqlBinaryImporter"/>.</summary>
public sealed class PostgresCopyInsert : IBulkInsert
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static PostgresCopyInsert Instance { get; } = new();

    /// <inheritdoc />
    public string Method => "binary COPY (NpgsqlBinaryImporter)";

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        if (rows.Count == 0)
        {
            return 0;
        }

        var connection = (NpgsqlConnection)context.Connection;
        var types = Enumerable.Range(0, table.Columns.Count)
            .Select(i => TypeOf(rows.Select(r => r[i]).FirstOrDefault(v => v is not null)))
            .ToArray();
        using var importer = connection.BeginBinaryImport(
            $"COPY {table.Name} ({string.Join(", ", table.Columns)}) FROM STDIN (FORMAT BINARY)");
        foreach (var row in rows)
        {
            importer.StartRow();
            for (var i = 0; i < row.Length; i++)
            {
                if (row[i] is null)
                {
                    importer.WriteNull();
                }
                else
                {
                    importer.Write(row[i]!, types[i]);
                }
            }
        }

        return (long)importer.Complete();
    }

    // Binary COPY sends no type names, so each column's type comes from the values' CLR type.
    private static NpgsqlDbType TypeOf(object? value) => value switch
    {
        int => NpgsqlDbType.Integer,
        long => NpgsqlDbType.Bigint,
        short => NpgsqlDbType.Smallint,
        double => NpgsqlDbType.Double,
        float => NpgsqlDbType.Real,
        decimal => NpgsqlDbType.Numeric,
        DateTime => NpgsqlDbType.Timestamp,
        bool => NpgsqlDbType.Boolean,
        string or null => NpgsqlDbType.Text,
        _ => throw new NotSupportedException($"binary COPY of {value.GetType()} is not mapped"),
    };
}
