using System.Net.Http.Json;
using System.Text.Json;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// A new tab of a running <see cref="HeadlessChromium"/>, as a reader opens one for each page: its own DevTools
/// session (so no event of another tab's page reaches it) and its own document; closed on dispose.
/// </summary>
internal sealed class ChromiumTab : IAsyncDisposable
{
    private readonly Uri _devTools;
    private readonly string _id;

    private ChromiumTab(Uri devTools, string id, DevToolsSession session)
    {
        _devTools = devTools;
        _id = id;
        Session = session;
    }

    /// <summary>The tab's DevTools session.</summary>
    public DevToolsSession Session { get; }

    /// <summary>Opens a blank tab in the browser at <paramref name="devTools"/> and connects to it.</summary>
    public static async Task<ChromiumTab> Open(Uri devTools, CancellationToken cancellation)
    {
        using var http = new HttpClient { BaseAddress = devTools };
        // DevTools' HTTP endpoint opens a tab on PUT /json/new (Chromium refuses a GET there since version 111).
        using var response = await http.PutAsync("json/new?about:blank", null, cancellation);
        response.EnsureSuccessStatusCode();
        var target = await response.Content.ReadFromJsonAsync<JsonElement>(cancellation);
        var id = target.GetProperty("id").GetString()!;
        var session = await DevToolsSession.Connect(new Uri(target.GetProperty("webSocketDebuggerUrl").GetString()!), cancellation);
        return new ChromiumTab(devTools, id, session);
    }

    public async ValueTask DisposeAsync()
    {
        await Session.DisposeAsync();
        using var http = new HttpClient { BaseAddress = _devTools };
        using var closed = await http.GetAsync($"json/close/{_id}");
    }
}
