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
