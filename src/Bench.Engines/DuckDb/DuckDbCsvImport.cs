using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>
/// DuckDB's own CSV reader: <c>COPY t (…) FROM 'file'</c>, which parses each field straight into
/// the column's type (DECIMAL, TIMESTAMP) in native code, on every thread DuckDB has.
/// </summary>
public sealed class DuckDbCsvImport : ICsvFileImport
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static DuckDbCsvImport Instance { get; } = new();

    /// <inheritdoc />
    public string Method => "COPY FROM (DuckDB's CSV reader)";

    /// <inheritdoc />
    public long Import(StepContext context, BulkTable table, CsvFile file)
    {
        // Every option stated, none sniffed: no quoting, and dates in the files' own format.
        var sql = $"COPY {table.Name} ({string.Join(", ", table.Columns)}) FROM '{file.Path.Replace("'", "''", StringComparison.Ordinal)}' " +
            $"(FORMAT csv, HEADER true, DELIMITER ',', QUOTE '', ESCAPE '', DATEFORMAT '{file.DateFormat}', TIMESTAMPFORMAT '{file.DateFormat}')";
        // Not through the dialect's @-parameter rewrite: the path is data, not a parameter.
        using var command = context.Connection.CreateCommand();
        command.CommandText = sql;
        command.Transaction = context.Transaction;
        return command.ExecuteNonQuery();
    }
}
