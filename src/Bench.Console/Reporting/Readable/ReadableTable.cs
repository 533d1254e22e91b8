namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>
/// A benchmark table laid out for a reader: what every row shares said once above it, the settings
/// that differ per variant in a small table of their own, and the main table with the columns left.
/// The CSV and JSON exports keep every value on every row; this layout is for the Markdown and HTML.
/// </summary>
/// <param name="Shared">Values every row shares, said once above the tables.</param>
/// <param name="PerVariant">The values that differ by variant alone (the settings read back), or null.</param>
/// <param name="Columns">The main table's columns, in display order.</param>
/// <param name="StartsHighlightGroup">Per row: whether it starts one of BenchmarkDotNet's highlight groups (printed bold).</param>
/// <param name="StartsLogicalGroup">Per row: whether it starts a logical group.</param>
/// <param name="SeparateLogicalGroups">Whether logical groups are separated by an empty row.</param>
/// <param name="Notes">The full text of cells shortened in the table, numbered from 1 (<c>[1]</c> in the cell).</param>
public sealed record ReadableTable(
    IReadOnlyList<SharedValue> Shared,
    KeyedValues? PerVariant,
    IReadOnlyList<TableColumn> Columns,
    IReadOnlyList<bool> StartsHighlightGroup,
    IReadOnlyList<bool> StartsLogicalGroup,
    bool SeparateLogicalGroups,
    IReadOnlyList<string> Notes)
{
    /// <summary>The number of rows of the main table.</summary>
    public int RowCount => StartsHighlightGroup.Count;
}

/// <summary>A value every row of the table shares.</summary>
/// <param name="Name">The column it comes from, with a qualifier when only part of the column is shared.</param>
/// <param name="Value">The shared value.</param>
/// <param name="IsJobCharacteristic">Whether it is a job characteristic, printed <c>Name=value</c> as BenchmarkDotNet prints them.</param>
public sealed record SharedValue(string Name, string Value, bool IsJobCharacteristic);

/// <summary>A small two-column table: each key (a variant) and its value (the settings read back under it).</summary>
/// <param name="KeyHeader">The key column's header.</param>
/// <param name="ValueHeader">The value column's header.</param>
/// <param name="Rows">Each key once, in the order the main table first shows it.</param>
public sealed record KeyedValues(string KeyHeader, string ValueHeader, IReadOnlyList<KeyValuePair<string, string>> Rows);
