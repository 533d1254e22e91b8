using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Console.Reporting.Pages;

/// <summary>
/// The pages' one table builder: rows and declared columns into a <see cref="ReportDocument"/>, which
/// renders the same table to Markdown and HTML.
/// </summary>
public static class PageTable
{
    /// <summary>Appends a table of <paramref name="rows"/>, one cell per column.</summary>
    public static ReportDocument Table<TRow>(this ReportDocument document, IEnumerable<TRow> rows, params IReadOnlyList<Column<TRow>> columns)
    {
        ArgumentNullException.ThrowIfNull(document);
        return document.Table(
            [.. columns.Select(c => c.Header)],
            rows.Select(row => (IReadOnlyList<string>)[.. columns.Select(c => c.Cell(row))]),
            [.. columns.Select(c => c.Right)]);
    }
}
