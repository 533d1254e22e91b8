namespace EmbeddedDbBench.Core;

/// <summary>
/// A comma-separated file as W3 writes them: one header line, then one unquoted line per row in
/// the table's column order, "\n" line ends, UTF-8.
/// </summary>
/// <param name="Path">The file's full path.</param>
/// <param name="DateFormat">How dates are written, in strftime form (W3: <c>%Y%m%d</c>).</param>
public sealed record CsvFile(string Path, string DateFormat);
