namespace EmbeddedDbBench.Core;

/// <summary>
/// An engine's own reader for comma-separated files (DuckDB's <c>read_csv</c>), used by W3's
/// bulk import in place of parsing the files in .NET and handing rows to <see cref="IBulkInsert"/>,
/// when the engine measured it faster. Runs inside the caller's transaction.
/// </summary>
public interface ICsvFileImport
{
    /// <summary>What the path is, for the report, e.g. "read_csv".</summary>
    string Method { get; }

    /// <summary>Inserts every row of <paramref name="file"/> into <paramref name="table"/>; returns rows inserted.</summary>
    long Import(StepContext context, BulkTable table, CsvFile file);
}

/// <summary>
/// A comma-separated file as W3 writes them: one header line, then one unquoted line per row in
/// the table's column order, "\n" line ends, UTF-8.
/// </summary>
/// <param name="Path">The file's full path.</param>
/// <param name="DateFormat">How dates are written, in strftime form (W3: <c>%Y%m%d</c>).</param>
public sealed record CsvFile(string Path, string DateFormat);
