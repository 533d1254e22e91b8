namespace EmbeddedDbBench.Console.Documents;

/// <summary>One block of a <see cref="ReportDocument"/>, in the order it was appended; each renderer writes every kind.</summary>
internal abstract record Block;

/// <summary>A heading of <paramref name="Level"/> (1 is the title).</summary>
internal sealed record HeadingBlock(int Level, string Text) : Block;

/// <summary>A paragraph; its text may hold **bold** and `code`.</summary>
internal sealed record ParagraphBlock(string Text) : Block;

/// <summary>A bulleted list.</summary>
internal sealed record ListBlock(IReadOnlyList<string> Items) : Block;

/// <summary>A table with its cells already taken from its columns: a header row, then one row per row of the table.</summary>
internal sealed record TableBlock(IReadOnlyList<string> Headers, IReadOnlyList<bool> Right, IReadOnlyList<IReadOnlyList<string>> Rows) : Block
{
    /// <summary>Each cell's shade (<see cref="Column{TRow}.Shade"/>), row by row; empty when no column shades.</summary>
    public IReadOnlyList<IReadOnlyList<double?>> Shades { get; init; } = [];

    /// <summary>Whether each column's figures may break after a comma (<see cref="Column{TRow}.BreaksAfterCommas"/>).</summary>
    public IReadOnlyList<bool> BreaksAfterCommas { get; init; } = [];
}

/// <summary>A PNG image written beside the Markdown as <paramref name="FileName"/> and embedded in HTML.</summary>
internal sealed record ImageBlock(string FileName, byte[] Png, string Description) : Block;
