using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;

namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>The readable layout of BenchmarkDotNet's <see cref="SummaryTable"/>: its columns read as <see cref="TableColumn"/>s.</summary>
public static class SummaryTableLayout
{
    // The suite columns that describe the case rather than measure it.
    private static readonly HashSet<string> _descriptions = new(StringComparer.Ordinal)
    {
        SuiteColumnNames.Engine,
        SuiteColumnNames.Settings,
        SuiteColumnNames.Protocol,
    };

    /// <summary>
    /// The readable layout of <paramref name="table"/>: the columns BenchmarkDotNet would show or print
    /// as common (one value, not its default), less those a hiding rule (<c>-h</c>) hides.
    /// </summary>
    public static ReadableTable Of(SummaryTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        var hidingRules = table.Summary.ColumnHidingRules;
        var columns = table.Columns
            .Where(c => !hidingRules.Any(rule => rule.NeedToHide(c.OriginalColumn)))
            .Where(c => c.NeedToShow || (!c.IsDefault && c.Content.Distinct().Count() == 1))
            .Select(c => new TableColumn(
                c.OriginalColumn.ColumnName,
                c.Header,
                KindOf(c.OriginalColumn),
                c.Justify == SummaryTable.SummaryTableColumn.TextJustification.Right,
                c.Content))
            .ToList();
        return ReadableTableBuilder.Build(columns, table.FullContentStartOfHighlightGroup, table.FullContentStartOfLogicalGroup ?? [], table.SeparateLogicalGroups);
    }

    // The method column is in BenchmarkDotNet's Job category too, but names the row like a parameter.
    private static ColumnKind KindOf(IColumn column) => column switch
    {
        JobCharacteristicColumn => ColumnKind.JobCharacteristic,
        TargetMethodColumn or { Category: ColumnCategory.Params } => ColumnKind.Parameter,
        _ when _descriptions.Contains(column.ColumnName) => ColumnKind.Description,
        _ => ColumnKind.Figure,
    };
}
