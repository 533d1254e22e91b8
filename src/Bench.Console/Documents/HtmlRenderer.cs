using System.Net;
using System.Text;
using System.Text.RegularExpressions;

namespace EmbeddedDbBench.Console.Documents;

/// <summary>A <see cref="ReportDocument"/>'s blocks as one self-contained HTML file: images embedded, **bold** and `code` rendered rather than shown as marks.</summary>
internal static partial class HtmlRenderer
{
    /// <summary>The HTML page of <paramref name="blocks"/> under <paramref name="title"/>.</summary>
    public static string Render(string title, IEnumerable<Block> blocks)
    {
        var html = new StringBuilder()
            .Append("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>").Append(Encode(title))
            .Append("</title><style>body{font-family:sans-serif;max-width:1500px;margin:2em auto;padding:0 1em}")
            .Append("table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #bbb;padding:3px 8px;text-align:left;vertical-align:top}")
            .Append("th{background:#eee}img{max-width:100%}code{background:#f4f4f4}</style></head><body>");
        foreach (var block in blocks)
        {
            Append(html, block);
        }

        return html.Append("</body></html>").ToString();
    }

    private static void Append(StringBuilder html, Block block)
    {
        switch (block)
        {
            case HeadingBlock heading:
                html.Append($"<h{heading.Level}>{Encode(heading.Text)}</h{heading.Level}>");
                break;
            case ParagraphBlock paragraph:
                html.Append("<p>").Append(Inline(paragraph.Text)).Append("</p>");
                break;
            case ListBlock list:
                html.Append("<ul>").Append(string.Concat(list.Items.Select(item => $"<li>{Inline(item)}</li>"))).Append("</ul>");
                break;
            case TableBlock table:
                html.Append("<table><tr>").Append(string.Concat(table.Headers.Select(h => $"<th>{Header(h)}</th>"))).Append("</tr>");
                foreach (var (row, r) in table.Rows.Select((row, r) => (row, r)))
                {
                    html.Append("<tr>")
                        .Append(string.Concat(row.Select((cell, i) => Cell(table, r, i, cell))))
                        .Append("</tr>");
                }

                html.Append("</table>");
                break;
            case ImageBlock image:
                html.Append($"<p><img alt=\"{Encode(image.Description)}\" src=\"data:image/png;base64,{Convert.ToBase64String(image.Png)}\"></p>");
                break;
            default:
                throw new NotSupportedException($"no HTML for {block.GetType().Name}");
        }
    }

    private static string Encode(string text) => WebUtility.HtmlEncode(text);

    // A header may break between the words of a name written as one (ShipmentsImport), so that a table of many such
    // columns narrows to the screen; a browser breaks there only when the table would not fit otherwise.
    private static string Header(string text) => WordJoint().Replace(Encode(text), "$1<wbr>$2");

    // A figure stays on one line; one whose column breaks after commas keeps each of its parts on one. Text may also
    // break inside a long word: between the words of a name (BusySnapshot), after a dot before a name
    // (Sqlite.MicrosoftData) and after a URL's slashes and its #, where a browser breaks only if the table would not fit.
    private static string Cell(TableBlock table, int row, int column, string cell)
    {
        var breaks = table.Right[column] && table.BreaksAfterCommas.Count > column && table.BreaksAfterCommas[column];
        var text = breaks
            ? string.Join(", ", cell.Split(", ").Select(part => $"<span style=\"white-space:nowrap\">{Inline(part)}</span>"))
            : table.Right[column] ? Inline(cell) : Inline(cell, LongWordBreaks);
        return $"<td{Style(table.Right[column], !breaks, table.Shades.Count > 0 ? table.Shades[row][column] : null)}>{text}</td>";
    }

    // A cell's alignment and shade: green for better, red for worse, the lightness by how much.
    private static string Style(bool right, bool oneLine, double? shade)
    {
        var styles = new List<string>();
        if (right)
        {
            styles.Add(oneLine ? "text-align:right;white-space:nowrap" : "text-align:right");
        }

        if (shade is { } value && value != 0)
        {
            var strength = Math.Clamp(Math.Abs(value), 0, 1);
            styles.Add(FormattableString.Invariant($"background:hsl({(value > 0 ? 120 : 0)},55%,{96 - (30 * strength):0}%)"));
        }

        return styles.Count == 0 ? "" : $" style=\"{string.Join(';', styles)}\"";
    }

    // The Markdown a line may hold, **bold** and `code`, rendered in HTML rather than shown as marks; breaks, if given,
    // are placed in the encoded text before any tag is added, so that none lands inside a tag.
    private static string Inline(string text, Func<string, string>? breaks = null)
    {
        var encoded = Encode(text);
        return Code().Replace(Bold().Replace(breaks is null ? encoded : breaks(encoded), "<strong>$1</strong>"), "<code>$1</code>");
    }

    private static string LongWordBreaks(string encoded) => AfterSeparator().Replace(WordJoint().Replace(encoded, "$1<wbr>$2"), "$1<wbr>$2");

    // After a dot, slash or # that a letter follows; an encoded character (&#181;) has digits after its #.
    [GeneratedRegex("([./#])([A-Za-z])")]
    private static partial Regex AfterSeparator();

    [GeneratedRegex("([a-z])([A-Z])")]
    private static partial Regex WordJoint();

    [GeneratedRegex(@"\*\*(.+?)\*\*")]
    private static partial Regex Bold();

    [GeneratedRegex("`([^`]+)`")]
    private static partial Regex Code();
}
