using System.Net;
using System.Text;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;

namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>
/// BenchmarkDotNet's HTML report (<c>*-report.html</c>) in the readable layout
/// (<see cref="ReadableTableBuilder"/>): the environment and what every row shares above, the small
/// variant → settings table, the main table and its notes.
/// </summary>
public sealed class ReadableHtmlExporter : ExporterBase
{
    // BenchmarkDotNet's own report style.
    private const string Style = """
        <style type="text/css">
        	table { border-collapse: collapse; display: block; width: 100%; overflow: auto; margin-bottom: 1em; }
        	td, th { padding: 6px 13px; border: 1px solid #ddd; text-align: right; }
        	td.text, th.text { text-align: left; }
        	tr { background-color: #fff; border-top: 1px solid #ccc; }
        	tr:nth-child(even) { background: #f8f8f8; }
        </style>
        """;

    /// <summary>The one instance.</summary>
    public static readonly ReadableHtmlExporter Default = new();

    private ReadableHtmlExporter()
    {
    }

    /// <inheritdoc />
    protected override string FileExtension => "html";

    /// <inheritdoc />
    public override void ExportToLog(Summary summary, ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(summary);
        ArgumentNullException.ThrowIfNull(logger);
        logger.WriteLine("<!DOCTYPE html>");
        logger.WriteLine("<html lang='en'>");
        logger.WriteLine($"<head>\n<meta charset='utf-8' />\n<title>{Encode(summary.Title)}</title>\n{Style}\n</head>");
        logger.WriteLine("<body>");
        Preformatted(summary.HostEnvironmentInfo.ToFormattedString().Append(summary.AllRuntimes), logger);
        if (summary.Table.FullContent.Length == 0)
        {
            logger.WriteLineError("<pre>There are no benchmarks found</pre>");
        }
        else
        {
            WriteTables(SummaryTableLayout.Of(summary.Table), logger);
        }

        logger.WriteLine("</body>");
        logger.WriteLine("</html>");
    }

    /// <summary>What every row shares, the variant table (when there is one), the main table and its notes, as HTML.</summary>
    public static void WriteTables(ReadableTable table, ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(table);
        ArgumentNullException.ThrowIfNull(logger);
        Preformatted(SharedLines.Of(table), logger);
        if (table.PerVariant is { } perVariant)
        {
            var keys = new TableColumn(perVariant.KeyHeader, perVariant.KeyHeader, ColumnKind.Parameter, false, [.. perVariant.Rows.Select(r => r.Key)]);
            var values = new TableColumn(perVariant.ValueHeader, perVariant.ValueHeader, ColumnKind.Description, false, [.. perVariant.Rows.Select(r => r.Value)]);
            WriteTable([keys, values], logger);
        }

        WriteTable(table.Columns, logger);
        foreach (var (note, index) in table.Notes.Select((note, index) => (note, index)))
        {
            logger.WriteLine($"<p>[{index + 1}] {Encode(note)}</p>");
        }
    }

    private static void Preformatted(IEnumerable<string> lines, ILogger logger)
    {
        logger.WriteLine("<pre><code>" + string.Join("\n", lines.Select(Encode)) + "</code></pre>");
    }

    private static void WriteTable(IReadOnlyList<TableColumn> columns, ILogger logger)
    {
        string Class(TableColumn column) => column.RightAligned ? "" : " class='text'";
        var html = new StringBuilder("<table>\n<thead><tr>");
        html.AppendJoin("", columns.Select(c => $"<th{Class(c)}>{Encode(c.Header)}</th>")).Append("</tr></thead>\n<tbody>\n");
        var rowCount = columns.Count == 0 ? 0 : columns[0].Values.Count;
        for (var row = 0; row < rowCount; row++)
        {
            html.Append("<tr>").AppendJoin("", columns.Select(c => $"<td{Class(c)}>{Encode(c.Values[row])}</td>")).Append("</tr>\n");
        }

        logger.WriteLine(html.Append("</tbody>\n</table>").ToString());
    }

    private static string Encode(string text) => WebUtility.HtmlEncode(text);
}
