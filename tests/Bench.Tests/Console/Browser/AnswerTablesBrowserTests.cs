using System.Text.Json;
using EmbeddedDbBench.Tests.Reporting;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// Each engine's answer in the tuning report of the fixed full run (<see cref="ReportRun"/>), as a reader opens it
/// on a 1280 × 1600 screen in Chromium: its speed-up table and its price table, every column inside the page, both
/// tables together no taller than the screen.
/// </summary>
public sealed class AnswerTablesBrowserTests(ReportGoldenTests.WrittenReports written) : IClassFixture<ReportGoldenTests.WrittenReports>
{
    private const int Width = 1280;
    private const int Height = 1600;

    // The tables between "The answer" and the next H2, grouped under the H3 before them (an engine; the section's
    // closing H3 has none), each with its box as laid out.
    private const string Probe = """
        (() => {
          const answer = [...document.querySelectorAll('h2')].find(h => h.textContent === 'The answer');
          const engines = [];
          for (let e = answer.nextElementSibling; e && e.tagName !== 'H2'; e = e.nextElementSibling) {
            if (e.tagName === 'H3') engines.push({ name: e.textContent, tables: [] });
            else if (e.tagName === 'TABLE' && engines.length) {
              const box = e.getBoundingClientRect();
              engines.at(-1).tables.push({ right: box.right, top: box.top, bottom: box.bottom, columns: e.rows[0].cells.length });
            }
          }
          return JSON.stringify({ width: document.body.getBoundingClientRect().right, engines: engines.filter(e => e.tables.length) });
        })()
        """;

    [ChromiumFact]
    public async Task Each_engine_s_answer_tables_fit_a_1280_by_1600_screen()
    {
        var report = Path.Combine(written.Run.ResultsPath, "tuning-report.html");
        using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(2));
        await using var browser = await HeadlessChromium.Start(Width, Height, timeout.Token);
        await using var page = await browser.OpenPage(timeout.Token);
        await PageCheck.Of(page, report, Path.Combine(AppContext.BaseDirectory, "test-artifacts", "answer-tables.png"), timeout.Token);

        var probe = await page.Send("Runtime.evaluate", new { expression = Probe, returnByValue = true }, timeout.Token);
        var found = JsonDocument.Parse(probe.GetProperty("result").GetProperty("value").GetString()!).RootElement;
        var pageRight = found.GetProperty("width").GetDouble();
        var engines = found.GetProperty("engines").EnumerateArray().ToArray();

        Assert.NotEmpty(engines);
        Assert.All(engines, engine =>
        {
            var name = engine.GetProperty("name").GetString();
            var tables = engine.GetProperty("tables").EnumerateArray().ToArray();
            Assert.True(tables.Length == 2, $"{name}: {tables.Length} answer tables, not the speed-ups and the price");
            Assert.All(tables, table => Assert.True(table.GetProperty("right").GetDouble() <= pageRight,
                $"{name}: a table of {table.GetProperty("columns").GetInt32()} columns ends at {table.GetProperty("right").GetDouble():0} px, past the page's {pageRight:0}"));
            var tall = tables[^1].GetProperty("bottom").GetDouble() - tables[0].GetProperty("top").GetDouble();
            Assert.True(tall <= Height, $"{name}: its tables take {tall:0} px of a {Height} px screen");
        });
    }
}
