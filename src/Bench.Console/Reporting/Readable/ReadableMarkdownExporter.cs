using System.Text;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;

namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>
/// BenchmarkDotNet's GitHub Markdown report (<c>*-report-github.md</c>) in the readable layout
/// (<see cref="ReadableTableBuilder"/>): the environment and what every row shares in the code
/// block above, the small variant → settings table, then the main table and the notes under it.
/// Where BenchmarkDotNet prints the first row of each highlight group bold, the names of the case
/// (method and parameters) are bold: bold marks on every figure made those rows about 50 characters longer.
/// </summary>
public sealed class ReadableMarkdownExporter : ExporterBase
{
    private const string CodeBlock = "```";

    /// <summary>The one instance.</summary>
    public static readonly ReadableMarkdownExporter GitHub = new();

    private ReadableMarkdownExporter()
    {
    }

    /// <inheritdoc />
    protected override string FileExtension => "md";

    /// <inheritdoc />
    protected override string FileNameSuffix => "-github";

    /// <inheritdoc />
    public override void ExportToLog(Summary summary, ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(summary);
        ArgumentNullException.ThrowIfNull(logger);
        logger.WriteLine(CodeBlock);
        logger.WriteLine();
        foreach (var line in summary.HostEnvironmentInfo.ToFormattedString().Append(summary.AllRuntimes))
        {
            logger.WriteLineInfo(line);
        }

        logger.WriteLine();
        if (summary.Table.FullContent.Length == 0)
        {
            logger.WriteLine(CodeBlock);
            logger.WriteLineError("There are no benchmarks found");
            return;
        }

        var table = SummaryTableLayout.Of(summary.Table);
        foreach (var line in SharedLines.Of(table))
        {
            logger.WriteLineInfo(line);
        }

        logger.WriteLine(CodeBlock);
        WriteTables(table, logger);
        WriteBenchmarksWithIssues(summary, logger);
    }

    /// <summary>The variant table (when there is one), the main table and its notes, as Markdown.</summary>
    public static void WriteTables(ReadableTable table, ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(table);
        ArgumentNullException.ThrowIfNull(logger);
        if (table.PerVariant is { } perVariant)
        {
            logger.WriteLine();
            var keys = new TableColumn(perVariant.KeyHeader, perVariant.KeyHeader, ColumnKind.Parameter, false, [.. perVariant.Rows.Select(r => r.Key)]);
            var values = new TableColumn(perVariant.ValueHeader, perVariant.ValueHeader, ColumnKind.Description, false, [.. perVariant.Rows.Select(r => r.Value)]);
            WriteTable([keys, values], new bool[perVariant.Rows.Count], new bool[perVariant.Rows.Count], false, logger);
        }

        logger.WriteLine();
        WriteTable(table.Columns, table.StartsHighlightGroup, table.StartsLogicalGroup, table.SeparateLogicalGroups, logger);
        if (table.Notes.Count > 0)
        {
            logger.WriteLine();
            for (var i = 0; i < table.Notes.Count; i++)
            {
                logger.WriteLine($"- [{i + 1}] {Escape(table.Notes[i])}");
            }
        }
    }

    private static void WriteTable(IReadOnlyList<TableColumn> columns, IReadOnlyList<bool> startsHighlightGroup, IReadOnlyList<bool> logicalStart, bool separateGroups, ILogger logger)
    {
        var cells = columns.Select(c => c.Values.Select(Escape).ToArray()).ToArray();
        var headers = columns.Select(c => Escape(c.Header)).ToArray();
        var widths = columns.Select((_, i) => cells[i].Append(headers[i]).Max(text => text.Length)).ToArray();

        logger.WriteLineStatistic(Row(headers, widths, _ => false, _ => false));
        logger.WriteLineStatistic("|" + string.Concat(columns.Select((c, i) => new string('-', widths[i] + 1) + (c.RightAligned ? ":" : "-") + "|")));
        var rowCount = columns.Count == 0 ? 0 : columns[0].Values.Count;
        for (var row = 0; row < rowCount; row++)
        {
            if (separateGroups && row > 0 && row < logicalStart.Count && logicalStart[row])
            {
                logger.WriteLineStatistic(Row(new string[columns.Count], widths, _ => false, _ => false));
            }

            var line = cells.Select(column => column[row]).ToArray();
            var startsGroup = row < startsHighlightGroup.Count && startsHighlightGroup[row];
            logger.WriteLineStatistic(Row(line, widths, i => columns[i].RightAligned, i => startsGroup && columns[i].Kind == ColumnKind.Parameter));
        }
    }

    // One table row, each cell padded to its column's width (bold marks outside the padding, as BenchmarkDotNet has them).
    private static string Row(string?[] cells, int[] widths, Func<int, bool> rightAligned, Func<int, bool> bold)
    {
        var line = new StringBuilder("|");
        for (var i = 0; i < cells.Length; i++)
        {
            var text = cells[i] ?? "";
            var padding = new string(' ', widths[i] - text.Length);
            var shown = bold(i) && text.Length > 0 ? $"**{text}**" : text;
            line.Append(' ').Append(rightAligned(i) ? padding + shown : shown + padding).Append(" |");
        }

        return line.ToString();
    }

    // GitHub renders HTML in a table cell and ends the cell at a bare pipe.
    private static string Escape(string text) => text
        .Replace("&", "&amp;", StringComparison.Ordinal)
        .Replace("<", "&lt;", StringComparison.Ordinal)
        .Replace(">", "&gt;", StringComparison.Ordinal)
        .Replace("|", "\\|", StringComparison.Ordinal);

    // As BenchmarkDotNet's Markdown report lists them: the cases with no measured run.
    private static void WriteBenchmarksWithIssues(Summary summary, ILogger logger)
    {
        var withIssues = summary.Reports.Where(r => !r.GetResultRuns().Any()).Select(r => r.BenchmarkCase).ToList();
        if (withIssues.Count == 0)
        {
            return;
        }

        logger.WriteLine();
        logger.WriteLineError("Benchmarks with issues:");
        foreach (var benchmarkCase in withIssues)
        {
            logger.WriteLineError("  " + benchmarkCase.DisplayInfo);
        }
    }
}
