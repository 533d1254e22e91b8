using System.Globalization;
using System.Text;
using EmbeddedDbBench.Core;
using MySqlConnector;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// MariaDB's bulk load: the rows written to a temporary tab-separated file, then
/// <c>LOAD DATA LOCAL INFILE</c> through MySqlConnector's <see cref="MySqlBulkLoader"/>. Writing the
/// file is part of the measured cost: the rows arrive in memory, as for every other bulk path.
/// </summary>
public sealed class MariaDbLoadDataInsert : IBulkInsert
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static MariaDbLoadDataInsert Instance { get; } = new();

    /// <inheritdoc />
    public string Method => "LOAD DATA LOCAL INFILE (MySqlBulkLoader) from a temp file";

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        var path = Path.Combine(Path.GetTempPath(), $"embeddeddbbench-load-{Guid.NewGuid():N}.tsv");
        try
        {
            WriteFile(path, rows);
            var loader = new MySqlBulkLoader((MySqlConnection)context.Connection)
            {
                FileName = path,
                Local = true,
                TableName = table.Name,
                CharacterSet = "utf8mb4",
                FieldTerminator = "\t",
                LineTerminator = "\n",
                EscapeCharacter = '\\',
            };
            loader.Columns.AddRange(table.Columns);
            return loader.Load();
        }
        finally
        {
            File.Delete(path);
        }
    }

    private static void WriteFile(string path, IReadOnlyList<object?[]> rows)
    {
        using var writer = new StreamWriter(path, append: false, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false), bufferSize: 1 << 16);
        foreach (var row in rows)
        {
            for (var i = 0; i < row.Length; i++)
            {
                if (i > 0)
                {
                    writer.Write('\t');
                }

                writer.Write(Field(row[i]));
            }

            writer.Write('\n');
        }
    }

    // LOAD DATA's defaults: \N is NULL, and backslash escapes the separators.
    private static string Field(object? value) => value switch
    {
        null => "\\N",
        string text => text.Replace("\\", "\\\\", StringComparison.Ordinal)
            .Replace("\t", "\\t", StringComparison.Ordinal)
            .Replace("\n", "\\n", StringComparison.Ordinal),
        DateTime time => time.ToString("yyyy-MM-dd HH:mm:ss.ffffff", CultureInfo.InvariantCulture),
        bool flag => flag ? "1" : "0",
        IFormattable number => number.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString() ?? "",
    };
}
