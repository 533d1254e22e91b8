namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>What a column of a benchmark table holds, as far as folding it is concerned.</summary>
public enum ColumnKind
{
    /// <summary>A measurement or a suite figure: stays in the table.</summary>
    Figure,

    /// <summary>A benchmark parameter (N, Variant): names the row, stays in the table.</summary>
    Parameter,

    /// <summary>A BenchmarkDotNet job characteristic (Job, IterationCount, …): said once when every row shares it.</summary>
    JobCharacteristic,

    /// <summary>A suite column that describes the case (engine build, settings, protocol): said once when every row shares it.</summary>
    Description,
}

/// <summary>One column of a benchmark table: its name, header, kind, alignment and one value per row.</summary>
/// <param name="Name">The column's name, as BenchmarkDotNet's <c>IColumn.ColumnName</c> gives it.</param>
/// <param name="Header">The header printed above it (the name, with a unit where the style asks for one).</param>
/// <param name="Kind">What the column holds.</param>
/// <param name="RightAligned">Whether its cells align right (figures).</param>
/// <param name="Values">One value per row, in the table's row order.</param>
public sealed record TableColumn(string Name, string Header, ColumnKind Kind, bool RightAligned, IReadOnlyList<string> Values);
