using EmbeddedDbBench.Console.Documents;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>How a report's HTML lets a wide table narrow to a screen: headers break between the words of a name, text inside long names and URLs, and a figure with a bound beside it after its comma, never inside a part.</summary>
public sealed class HtmlTableTests
{
    [Fact]
    public void A_header_breaks_between_words_and_a_breaking_figure_only_after_its_commas()
    {
        var document = new ReportDocument("t").Table(
            ["4.00x, ≥ 250x on 1"],
            new Column<string>("variant", _ => "Wal"),
            new Column<string>("ShipmentsImport", cell => cell, Right: true) { BreaksAfterCommas = true },
            new Column<string>("Crud", cell => cell, Right: true));

        var html = Render(document, ".html");

        Assert.Contains("<th>Shipments<wbr>Import</th>", html, StringComparison.Ordinal);
        Assert.Contains("<td style=\"text-align:right\"><span style=\"white-space:nowrap\">4.00x</span>, <span style=\"white-space:nowrap\">≥ 250x on 1</span></td>", html, StringComparison.Ordinal);
        Assert.Contains("<td style=\"text-align:right;white-space:nowrap\">4.00x, ≥ 250x on 1</td>", html, StringComparison.Ordinal);
        Assert.Contains("| Wal | 4.00x, ≥ 250x on 1 | 4.00x, ≥ 250x on 1 |", Render(document, ".md"), StringComparison.Ordinal);
    }

    [Fact]
    public void A_long_word_in_a_text_cell_may_break_inside_names_and_urls_and_a_figure_never()
    {
        var document = new ReportDocument("t").Table(
            ["x"],
            new Column<string>("engine", _ => "Sqlite.MicrosoftData"),
            new Column<string>("errors", _ => "BusySnapshot 5; `journal_mode=wal`"),
            new Column<string>("source", _ => "https://www.sqlite.org/pragma.html#pragma_synchronous"),
            new Column<string>("p50", _ => "23 µs/row", Right: true));

        var html = Render(document, ".html");

        Assert.Contains("<td>Sqlite.<wbr>Microsoft<wbr>Data</td>", html, StringComparison.Ordinal);
        Assert.Contains("<td>Busy<wbr>Snapshot 5; <code>journal_mode=wal</code></td>", html, StringComparison.Ordinal);
        Assert.Contains("<td>https://<wbr>www.<wbr>sqlite.<wbr>org/<wbr>pragma.<wbr>html#<wbr>pragma_synchronous</td>", html, StringComparison.Ordinal);
        Assert.Contains("<td style=\"text-align:right;white-space:nowrap\">23 &#181;s/row</td>", html, StringComparison.Ordinal);
    }

    private static string Render(ReportDocument document, string extension)
    {
        var folder = Directory.CreateTempSubdirectory();
        try
        {
            return File.ReadAllText(document.Save(folder.FullName, "t").Single(p => p.EndsWith(extension, StringComparison.Ordinal)));
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }
}
