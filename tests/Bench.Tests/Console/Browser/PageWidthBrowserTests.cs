using System.Text.Json;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// Every table of every committed expected page (the pages and reports the golden tests hold the renderers to), as
/// a reader opens it on a 1280-pixel screen in Chromium: none reaches past the page's right edge, so no column is cut
/// off behind a sideways scroll. One browser serves every page, each opened in a tab of its own
/// (<see cref="SharedBrowser"/>): starting Chromium took most of a page's check.
/// </summary>
public sealed class PageWidthBrowserTests(PageWidthBrowserTests.SharedBrowser shared) : IClassFixture<PageWidthBrowserTests.SharedBrowser>
{
    private const int Width = 1280;

    // Each table that ends past the body's content box, with its first header cells to name it.
    private const string Probe = """
        (() => {
          const body = document.body.getBoundingClientRect();
          const padding = parseFloat(getComputedStyle(document.body).paddingRight);
          const edge = body.right - padding;
          return JSON.stringify([...document.querySelectorAll('table')]
            .filter(t => t.getBoundingClientRect().right > edge + 0.5)
            .map(t => `${[...t.rows[0].cells].slice(0, 3).map(c => c.textContent).join(' | ')}: ends at ${Math.round(t.getBoundingClientRect().right)} px, the page at ${Math.round(edge)}`));
        })()
        """;

    public static TheoryData<string> Pages() =>
        [.. Directory.EnumerateFiles(ExpectedFolder(), "*.html", SearchOption.AllDirectories).Select(p => Path.GetRelativePath(ExpectedFolder(), p)).Order(StringComparer.Ordinal)];

    [ChromiumTheory]
    [MemberData(nameof(Pages))]
    public async Task Every_table_of_the_page_fits_a_1280_pixel_screen(string page)
    {
        using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(2));
        var browser = await shared.Browser(timeout.Token);
        await using var tab = await ChromiumTab.Open(browser.DevTools, timeout.Token);
        var session = tab.Session;
        var screenshot = Path.Combine(AppContext.BaseDirectory, "test-artifacts", Path.ChangeExtension(page.Replace(Path.DirectorySeparatorChar, '-'), ".png"));
        await PageCheck.Of(session, Path.Combine(ExpectedFolder(), page), screenshot, timeout.Token);

        var probe = await session.Send("Runtime.evaluate", new { expression = Probe, returnByValue = true }, timeout.Token);
        var tooWide = JsonSerializer.Deserialize<string[]>(probe.GetProperty("result").GetProperty("value").GetString()!)!;
        var viewport = await session.Send("Runtime.evaluate", new { expression = "window.innerWidth", returnByValue = true }, timeout.Token);

        // The tab lays the page out on the screen the browser was started with, as the first tab does.
        Assert.Equal(Width, viewport.GetProperty("result").GetProperty("value").GetInt32());
        Assert.Empty(tooWide);
    }

    /// <summary>
    /// The one Chromium of the class, 1280 × 1000, started by the first page that needs it (not at all where the
    /// theory is skipped for want of Chromium) and killed after the last.
    /// </summary>
    public sealed class SharedBrowser : IAsyncLifetime
    {
        private readonly Lazy<Task<HeadlessChromium>> _browser = new(async () =>
        {
            using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(2));
            return await HeadlessChromium.Start(Width, 1000, timeout.Token);
        });

        /// <summary>The browser, started on the first call.</summary>
        internal Task<HeadlessChromium> Browser(CancellationToken cancellation) => _browser.Value.WaitAsync(cancellation);

        public Task InitializeAsync() => Task.CompletedTask;

        public async Task DisposeAsync()
        {
            // A start that failed left no browser: Start kills its process.
            if (_browser.IsValueCreated && await _browser.Value.ContinueWith(started => started.IsCompletedSuccessfully, TaskScheduler.Default))
            {
                await (await _browser.Value).DisposeAsync();
            }
        }
    }

    private static string ExpectedFolder() => Path.Combine(RepositoryFile.Root, "tests", "Bench.Tests", "Reporting", "Expected");
}
