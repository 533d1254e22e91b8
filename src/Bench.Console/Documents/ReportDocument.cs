namespace EmbeddedDbBench.Console.Documents;

/// <summary>
/// A report written once and rendered twice: as GitHub Markdown (images linked beside it) and as
/// one self-contained HTML file (images embedded), so both say exactly the same. Every page, the
/// tuning report, the suite report and <c>compare</c> are written as one; a table is declared by
/// its columns (<see cref="Column{TRow}"/>), never as header and cell arrays.
/// </summary>
public sealed class ReportDocument
{
    private readonly List<Block> _blocks = [];
    private readonly string _title;

    /// <summary>Starts a document with its title.</summary>
    public ReportDocument(string title)
    {
        _title = title;
        Heading(1, title);
    }

    /// <summary>A heading of the given level.</summary>
    public ReportDocument Heading(int level, string text) => Add(new HeadingBlock(level, text));

    /// <summary>A paragraph of plain text; **bold** and `code` show as such in HTML.</summary>
    public ReportDocument Paragraph(string text) => Add(new ParagraphBlock(text));

    /// <summary>A bulleted list.</summary>
    public ReportDocument List(IEnumerable<string> items) => Add(new ListBlock([.. items]));

    /// <summary>A table of <paramref name="rows"/>: a header row of the columns' headers, then one cell per column for each row.</summary>
    public ReportDocument Table<TRow>(IEnumerable<TRow> rows, params IReadOnlyList<Column<TRow>> columns)
    {
        ArgumentNullException.ThrowIfNull(rows);
        ArgumentNullException.ThrowIfNull(columns);
        var all = rows.ToArray();
        return Add(new TableBlock(
            [.. columns.Select(c => c.Header)],
            [.. columns.Select(c => c.Right)],
            [.. all.Select(row => (IReadOnlyList<string>)[.. columns.Select(c => c.Cell(row))])])
        {
            Shades = columns.Any(c => c.Shade is not null)
                ? [.. all.Select(row => (IReadOnlyList<double?>)[.. columns.Select(c => c.Shade?.Invoke(row))])]
                : [],
            BreaksAfterCommas = [.. columns.Select(c => c.BreaksAfterCommas)],
        });
    }

    /// <summary>A PNG image: written to <paramref name="path"/> and linked from Markdown, embedded in HTML.</summary>
    public ReportDocument Image(string path, byte[] png, string description)
    {
        File.WriteAllBytes(path, png);
        return Add(new ImageBlock(Path.GetFileName(path), png, description));
    }

    /// <summary>Writes <c>name.md</c> and <c>name.html</c> under <paramref name="folder"/>; returns both paths.</summary>
    public IReadOnlyList<string> Save(string folder, string name)
    {
        var html = Path.Combine(folder, name + ".html");
        var markdown = SaveMarkdown(folder, name);
        File.WriteAllText(html, HtmlRenderer.Render(_title, _blocks));
        return [markdown, html];
    }

    /// <summary>Writes <c>name.md</c> alone under <paramref name="folder"/>; returns its path.</summary>
    public string SaveMarkdown(string folder, string name)
    {
        var markdown = Path.Combine(folder, name + ".md");
        File.WriteAllText(markdown, MarkdownRenderer.Render(_blocks));
        return markdown;
    }

    /// <summary>The document's Markdown without its title: a section to write into another file's marked block.</summary>
    public string BodyMarkdown() => MarkdownRenderer.Render([.. _blocks.Skip(1)]);

    private ReportDocument Add(Block block)
    {
        _blocks.Add(block);
        return this;
    }
}
