using System.Text;

namespace EmbeddedDbBench.Console.Documents;

/// <summary>A <see cref="ReportDocument"/>'s blocks as GitHub Markdown: each block followed by a blank line, images linked by file name.</summary>
internal static class MarkdownRenderer
{
    /// <summary>The Markdown of <paramref name="blocks"/>.</summary>
    public static string Render(IEnumerable<Block> blocks)
    {
        var markdown = new StringBuilder();
        foreach (var block in blocks)
        {
            Append(markdown, block);
            markdown.AppendLine();
        }

        return markdown.ToString();
    }

    private static void Append(StringBuilder markdown, Block block)
    {
        switch (block)
        {
            case HeadingBlock heading:
                markdown.AppendLine($"{new string('#', heading.Level)} {heading.Text}");
                break;
            case ParagraphBlock paragraph:
                markdown.AppendLine(paragraph.Text);
                break;
            case ListBlock list:
                foreach (var item in list.Items)
                {
                    markdown.AppendLine($"- {item}");
                }

                break;
            case TableBlock table:
                markdown.AppendLine("| " + string.Join(" | ", table.Headers.Select(Cell)) + " |")
                    .AppendLine("|" + string.Concat(table.Right.Select(right => right ? "---:|" : "---|")));
                foreach (var row in table.Rows)
                {
                    markdown.AppendLine("| " + string.Join(" | ", row.Select(Cell)) + " |");
                }

                break;
            case ImageBlock image:
                markdown.AppendLine($"![{image.Description}]({image.FileName})");
                break;
            default:
                throw new NotSupportedException($"no Markdown for {block.GetType().Name}");
        }
    }

    // A cell is one line, and a pipe would end it.
    private static string Cell(string text) => text.Replace("|", "/", StringComparison.Ordinal).Replace("\n", " ", StringComparison.Ordinal);
}
