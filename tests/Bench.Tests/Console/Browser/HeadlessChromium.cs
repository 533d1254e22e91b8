using System.Diagnostics;
using System.Net.Http.Json;
using System.Text.Json;
using System.Text.RegularExpressions;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// Debian's <c>chromium</c>, headless, with its DevTools protocol on a loopback port: the page is
/// loaded as a user opens it (its own file URL, nothing injected into it or wrapped around it),
/// and what went wrong is read from the browser afterwards. Killed with its child processes on
/// dispose, its throwaway profile deleted.
/// </summary>
internal sealed partial class HeadlessChromium : IAsyncDisposable
{
    /// <summary>Where Debian's package installs it.</summary>
    public const string Executable = "/usr/bin/chromium";

    private readonly Process _process;
    private readonly string _profile;

    private HeadlessChromium(Process process, string profile, Uri devTools)
    {
        _process = process;
        _profile = profile;
        DevTools = devTools;
    }

    /// <summary>The browser's DevTools HTTP endpoint (<c>http://127.0.0.1:port/</c>).</summary>
    public Uri DevTools { get; }

    /// <summary>Starts the browser with a viewport of <paramref name="width"/> × <paramref name="height"/> CSS pixels.</summary>
    public static async Task<HeadlessChromium> Start(int width, int height, CancellationToken cancellation)
    {
        var profile = Directory.CreateTempSubdirectory("embeddeddbbench-chromium-").FullName;
        var start = new ProcessStartInfo(Executable)
        {
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        // --no-sandbox: Chromium refuses to start as root (CI's containers) with its sandbox on.
        foreach (var argument in new[]
        {
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", $"--user-data-dir={profile}",
            $"--window-size={width},{height}", "--hide-scrollbars", "about:blank",
        })
        {
            start.ArgumentList.Add(argument);
        }

        var process = Process.Start(start) ?? throw new InvalidOperationException($"{Executable} did not start");
        _ = process.StandardOutput.BaseStream.CopyToAsync(Stream.Null, CancellationToken.None);
        try
        {
            return new HeadlessChromium(process, profile, await ListeningOn(process, cancellation));
        }
        catch
        {
            process.Kill(entireProcessTree: true);
            process.Dispose();
            throw;
        }
    }

    /// <summary>Connects to the browser's first page.</summary>
    public async Task<DevToolsSession> OpenPage(CancellationToken cancellation)
    {
        using var http = new HttpClient { BaseAddress = DevTools };
        var targets = await http.GetFromJsonAsync<JsonElement>("json/list", cancellation);
        var page = targets.EnumerateArray().First(t => t.GetProperty("type").GetString() == "page");
        return await DevToolsSession.Connect(new Uri(page.GetProperty("webSocketDebuggerUrl").GetString()!), cancellation);
    }

    public async ValueTask DisposeAsync()
    {
        if (!_process.HasExited)
        {
            _process.Kill(entireProcessTree: true);
            await _process.WaitForExitAsync();
        }

        _process.Dispose();
        Directory.Delete(_profile, recursive: true);
    }

    // Chromium prints "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/…" on stderr once ready.
    private static async Task<Uri> ListeningOn(Process process, CancellationToken cancellation)
    {
        var seen = new List<string>();
        while (await process.StandardError.ReadLineAsync(cancellation) is { } line)
        {
            seen.Add(line);
            if (ListeningLine().Match(line) is { Success: true } match)
            {
                // Keep draining stderr so that the browser never blocks on a full pipe.
                _ = process.StandardError.BaseStream.CopyToAsync(Stream.Null, CancellationToken.None);
                return new Uri($"http://127.0.0.1:{match.Groups["port"].Value}/");
            }
        }

        throw new InvalidOperationException($"{Executable} exited before opening DevTools: {string.Join(Environment.NewLine, seen)}");
    }

    [GeneratedRegex(@"DevTools listening on ws://127\.0\.0\.1:(?<port>\d+)/")]
    private static partial Regex ListeningLine();
}
