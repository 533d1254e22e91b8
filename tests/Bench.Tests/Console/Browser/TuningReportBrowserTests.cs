using EmbeddedDbBench.Engines.Sqlite;
using Xunit.Abstractions;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// The tuning report as a reader sees it: opened in headless Chromium straight from its file,
/// every image loaded, no broken link, no script error, the answer first; a PNG of the page is
/// kept beside the test's binaries (<c>test-artifacts/tuning-report.png</c>) for a person to look at.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class TuningReportBrowserTests(SqliteWriteDryRun run, ITestOutputHelper output)
{
    /// <summary>Where the screenshot is kept after the run's artifacts are deleted.</summary>
    public static readonly string Screenshot = Path.Combine(AppContext.BaseDirectory, "test-artifacts", "tuning-report.png");

    [ChromiumFact]
    public async Task Tuning_report_loads_in_chromium_with_every_image_no_broken_link_or_script_error_and_the_answer_first()
    {
        Assert.Equal(0, run.ExitCode);
        var report = Assert.Single(run.Artifacts.Find("tuning-report.html"));
        using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(2));

        await using var browser = await HeadlessChromium.Start(1280, 900, timeout.Token);
        await using var page = await browser.OpenPage(timeout.Token);
        var check = await PageCheck.Of(page, report, Screenshot, timeout.Token);
        output.WriteLine($"screenshot: {Screenshot}");

        Assert.True(check.Images >= 2, $"expected the answer's chart and the workload's charts, found {check.Images} images");
        Assert.Empty(check.BrokenImages);
        Assert.Empty(check.BrokenLinks);
        Assert.Empty(check.Errors);
        Assert.False(check.ShowsMarkdownMarks, "the HTML shows Markdown's ** as text");
        Assert.Equal(["H1 How tuning changes the result", "H2 The answer", $"H3 {new MicrosoftSqliteEngine().Name}"], check.Headings.Take(3));
        Assert.True(new FileInfo(Screenshot).Length > 10_000, "the screenshot is empty");
    }

    [ChromiumFact]
    public async Task The_check_finds_a_broken_image_a_broken_link_and_a_script_error()
    {
        var folder = Directory.CreateTempSubdirectory("embeddeddbbench-broken-page-").FullName;
        try
        {
            var page = Path.Combine(folder, "broken.html");
            await File.WriteAllTextAsync(page,
                "<!DOCTYPE html><html><body><h1>Broken</h1><img alt=\"missing chart\" src=\"missing.png\">" +
                "<a href=\"missing.html\">a page</a><a href=\"#nowhere\">an anchor</a><script>undefinedFunction();</script></body></html>");
            using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(2));

            await using var browser = await HeadlessChromium.Start(800, 600, timeout.Token);
            await using var session = await browser.OpenPage(timeout.Token);
            var check = await PageCheck.Of(session, page, Path.Combine(folder, "broken.png"), timeout.Token);

            Assert.Equal(["missing chart"], check.BrokenImages);
            Assert.Equal(2, check.BrokenLinks.Count);
            Assert.Contains(check.Errors, e => e.Contains("undefinedFunction", StringComparison.Ordinal));
            Assert.Contains(check.Errors, e => e.Contains("missing.png", StringComparison.Ordinal));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
