using System.Text.Json;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// What a real browser found wrong with a page after loading it: images that did not load, links
/// to a local file or an anchor that is not there, script exceptions and console or network
/// errors; whether Markdown's ** shows as text; with the page's headings in order and a PNG of it as shown.
/// </summary>
internal sealed record PageCheck(
    IReadOnlyList<string> BrokenImages,
    int Images,
    IReadOnlyList<string> BrokenLinks,
    IReadOnlyList<string> Errors,
    IReadOnlyList<string> Headings,
    bool ShowsMarkdownMarks)
{
    // Read after the load event: an <img> that failed (missing file, undecodable data URI) is
    // complete with naturalWidth 0, one still loading is not complete. Links: fragments must name
    // an element, file links are returned for the test to check on disk. Nothing is injected
    // before the load, so the page runs exactly as it does when a user opens it.
    private const string Probe = """
        JSON.stringify({
          images: document.images.length,
          brokenImages: [...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.alt || i.src.slice(0, 80)),
          missingAnchors: [...document.querySelectorAll('a[href^="#"]')].map(a => a.getAttribute('href'))
            .filter(h => !document.getElementById(decodeURIComponent(h.slice(1)))),
          fileLinks: [...document.querySelectorAll('a[href]')].map(a => a.href).filter(h => h.startsWith('file:')),
          headings: [...document.querySelectorAll('h1,h2,h3')].map(h => h.tagName + ' ' + h.textContent),
          markdownMarks: document.body.innerText.includes('**')
        })
        """;

    /// <summary>Loads <paramref name="file"/> in <paramref name="page"/>, checks it, and saves a full-page PNG to <paramref name="screenshot"/>.</summary>
    public static async Task<PageCheck> Of(DevToolsSession page, string file, string screenshot, CancellationToken cancellation)
    {
        foreach (var domain in new[] { "Page", "Runtime", "Log" })
        {
            await page.Send($"{domain}.enable", null, cancellation);
        }

        var loaded = page.Next("Page.loadEventFired");
        await page.Send("Page.navigate", new { url = new Uri(file).AbsoluteUri }, cancellation);
        await loaded.WaitAsync(cancellation);
        var probe = await page.Send("Runtime.evaluate", new { expression = Probe, returnByValue = true }, cancellation);
        var found = JsonDocument.Parse(probe.GetProperty("result").GetProperty("value").GetString()!).RootElement;
        await SaveScreenshot(page, screenshot, cancellation);
        return new PageCheck(
            Strings(found, "brokenImages"),
            found.GetProperty("images").GetInt32(),
            [.. Strings(found, "missingAnchors"), .. Strings(found, "fileLinks").Where(link => !File.Exists(new Uri(link).LocalPath))],
            ErrorsOf(page),
            Strings(found, "headings"),
            found.GetProperty("markdownMarks").GetBoolean());
    }

    // Uncaught exceptions, console.error calls, and the browser's own error log (a resource that
    // failed to load is logged there as "Failed to load resource: net::ERR_FILE_NOT_FOUND").
    private static IReadOnlyList<string> ErrorsOf(DevToolsSession page) =>
    [
        .. page.Events("Runtime.exceptionThrown").Select(e => e.GetProperty("exceptionDetails").GetRawText()),
        .. page.Events("Runtime.consoleAPICalled").Where(e => e.GetProperty("type").GetString() == "error").Select(e => e.GetProperty("args").GetRawText()),
        .. page.Events("Log.entryAdded").Select(e => e.GetProperty("entry")).Where(e => e.GetProperty("level").GetString() == "error")
            .Select(e => $"{e.GetProperty("text").GetString()} {(e.TryGetProperty("url", out var url) ? url.GetString() : "")}"),
    ];

    private static async Task SaveScreenshot(DevToolsSession page, string path, CancellationToken cancellation)
    {
        var metrics = await page.Send("Page.getLayoutMetrics", null, cancellation);
        var size = metrics.GetProperty("cssContentSize");
        var clip = new { x = 0, y = 0, width = size.GetProperty("width").GetDouble(), height = size.GetProperty("height").GetDouble(), scale = 1 };
        var shot = await page.Send("Page.captureScreenshot", new { format = "png", captureBeyondViewport = true, clip }, cancellation);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        await File.WriteAllBytesAsync(path, Convert.FromBase64String(shot.GetProperty("data").GetString()!), cancellation);
    }

    private static string[] Strings(JsonElement found, string name) => [.. found.GetProperty(name).EnumerateArray().Select(e => e.GetString()!)];
}
