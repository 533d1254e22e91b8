namespace EmbeddedDbBench.Console.ReferenceRun;

/// <summary>
/// The blocks of a Markdown file that <c>docs/results/refresh.sh</c> writes from the reference run's data:
/// each between <c>&lt;!-- figures:NAME --&gt;</c> and <c>&lt;!-- /figures:NAME --&gt;</c>, so the prose around
/// them may say what the figures mean and quotes none of them.
/// </summary>
public static class MarkedBlocks
{
    /// <summary>The line that opens block <paramref name="name"/>.</summary>
    public static string Opening(string name) => $"<!-- figures:{name} (written by docs/results/refresh.sh from docs/results; edits are overwritten) -->";

    /// <summary>The line that closes block <paramref name="name"/>.</summary>
    public static string Closing(string name) => $"<!-- /figures:{name} -->";

    /// <summary>The text between the markers of block <paramref name="name"/>; a clear error when the file has no such block.</summary>
    public static string Read(string text, string name, string fileName)
    {
        var (start, end) = Span(text, name, fileName);
        return text[start..end];
    }

    /// <summary><paramref name="text"/> with block <paramref name="name"/>'s content replaced by <paramref name="content"/>.</summary>
    public static string Write(string text, string name, string content, string fileName)
    {
        var (start, end) = Span(text, name, fileName);
        return text[..start] + "\n" + content.Trim('\n') + "\n" + text[end..];
    }

    // From the end of the opening line to the start of the closing one.
    private static (int Start, int End) Span(string text, string name, string fileName)
    {
        var opening = text.IndexOf(Opening(name), StringComparison.Ordinal);
        var closing = text.IndexOf(Closing(name), StringComparison.Ordinal);
        if (opening < 0 || closing < opening)
        {
            throw new InvalidDataException($"{fileName}: no block '{name}': it needs the line '{Opening(name)}' and, below it, '{Closing(name)}'.");
        }

        return (opening + Opening(name).Length, closing);
    }
}
