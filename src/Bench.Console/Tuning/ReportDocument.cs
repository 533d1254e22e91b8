using System.Net;
using System.Text;
using System.Text.RegularExpressions;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// A report written once and rendered twice: as GitHub Markdown (images linked beside it) and as
/// one self-contained HTML file (images embedded), so both say exactly the same.
/// </summary>
public sealed partial class ReportDocument
{
    private readonly StringBuilder _markdown = new();
    private readonly StringBuilder _html = new();

    /// <summary>Starts a document with its title.</summary>
    public ReportDocument(string title)
    {
        _html.Append("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>").Append(Encode(title))
            .Append("</title><style>body{font-family:sans-serif;max-width:1500px;margin:2em auto;padding:0 1em}")
            .Append("table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #bbb;padding:3px 8px;text-align:left;vertical-align:top}")
            .Append("th{background:#eee}img{max-width:100%}code{background:#f4f4f4}</style></head><body>");
        Heading(1, title);
    }

    /// <summary>A heading of the given level.</summary>
    public ReportDocument Heading(int level, string text)
    {
        _markdown.AppendLine($"{new string('#', level)} {text}").AppendLine();
        _html.Append($"<h{level}>{Encode(text)}</h{level}>");
        return this;
    }

    /// <summary>A paragraph of plain text.</summary>
    public ReportDocument Paragraph(string text)
    {
        _markdown.AppendLine(text).AppendLine();
        _html.Append("<p>").Append(Inline(text)).Append("</p>");
        return this;
    }

    /// <summary>A bulleted list.</summary>
    public ReportDocument List(IEnumerable<string> items)
    {
        _html.Append("<ul>");
        foreach (var item in items)
        {
            _markdown.AppendLine($"- {item}");
            _html.Append("<li>").Append(Inline(item)).Append("</li>");
        }

        _markdown.AppendLine();
        _html.Append("</ul>");
        return this;
    }

    /// <summary>A table with a header row; columns flagged in <paramref name="alignRight"/> (figures) align right.</summary>
    public ReportDocument Table(IReadOnlyList<string> header, IEnumerable<IReadOnlyList<string>> rows, IReadOnlyList<bool>? alignRight = null)
    {
        bool Right(int column) => alignRight is not null && alignRight[column];
        _markdown.AppendLine("| " + string.Join(" | ", header.Select(Cell)) + " |")
            .AppendLine("|" + string.Concat(header.Select((_, i) => Right(i) ? "---:|" : "---|")));
        _html.Append("<table><tr>").Append(string.Concat(header.Select(h => $"<th>{Encode(h)}</th>"))).Append("</tr>");
        foreach (var row in rows)
        {
            _markdown.AppendLine("| " + string.Join(" | ", row.Select(Cell)) + " |");
            _html.Append("<tr>").Append(string.Concat(row.Select((c, i) => $"<td{(Right(i) ? " style=\"text-align:right\"" : "")}>{Inline(c)}</td>"))).Append("</tr>");
        }

        _markdown.AppendLine();
        _html.Append("</table>");
        return this;
    }

    /// <summary>A PNG image: written to <paramref name="path"/> and linked from Markdown, embedded in HTML.</summary>
    public ReportDocument Image(string path, byte[] png, string description)
    {
        File.WriteAllBytes(path, png);
        _markdown.AppendLine($"![{description}]({Path.GetFileName(path)})").AppendLine();
        _html.Append($"<p><img alt=\"{Encode(description)}\" src=\"data:image/png;base64,{Convert.ToBase64String(png)}\"></p>");
        return this;
    }

    /// <summary>Writes <c>name.md</c> and <c>name.html</c> under <paramref name="folder"/>; returns both paths.</summary>
    public IReadOnlyList<string> Save(string folder, string name)
    {
        var markdown = Path.Combine(folder, name + ".md");
        var html = Path.Combine(folder, name + ".html");
        File.WriteAllText(markdown, _markdown.ToString());
        File.WriteAllText(html, _html + "</body></html>");
        return [markdown, html];
    }

    private static string Cell(string text) => text.Replace("|", "/", StringComparison.Ordinal).Replace("\n", " ", StringComparison.Ordinal);

    private static string Encode(string text) => WebUtility.HtmlEncode(text);

    // The Markdown a line may hold, **bold** and `code`, rendered in HTML rather than shown as marks.
    private static string Inline(string text) =>
        Code().Replace(Bold().Replace(Encode(text), "<strong>$1</strong>"), "<code>$1</code>");

    [GeneratedRegex(@"\*\*(.+?)\*\*")]
    private static partial Regex Bold();

    [GeneratedRegex("`([^`]+)`")]
    private static partial Regex Code();
}
