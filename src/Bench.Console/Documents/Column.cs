namespace EmbeddedDbBench.Console.Documents;

/// <summary>
/// A column of a document's table: its header, the cell it shows for a row, and whether it holds
/// figures (aligned right). Every table of every report is declared as its columns over its rows
/// (<see cref="ReportDocument.Table{TRow}"/>).
/// </summary>
/// <typeparam name="TRow">What one row of the table is about.</typeparam>
/// <param name="Header">The column's header.</param>
/// <param name="Cell">The cell's text for a row.</param>
/// <param name="Right">True for figures, aligned right.</param>
public sealed record Column<TRow>(string Header, Func<TRow, string> Cell, bool Right = false)
{
    /// <summary>
    /// How strongly HTML shades a row's cell, from -1 (worse, red) through 0 (none) to 1 (better, green), or null for
    /// none: a relative figure read at a glance, as ClickBench shades relative times. Markdown shows the text alone.
    /// </summary>
    public Func<TRow, double?>? Shade { get; init; }

    /// <summary>
    /// True for figures that may break onto a second line after a comma between their parts (a speed-up and the bound
    /// beside it), never inside one, so that a wide table still fits a screen; false keeps a figure on one line.
    /// </summary>
    public bool BreaksAfterCommas { get; init; }
}
