using System.Diagnostics;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.ReferenceRun;

/// <summary>docs/results/stamp.sh, run on a copy beside a runs.tsv of its own: the run stamp it writes into an HTML page.</summary>
public sealed partial class StampScriptTests : IDisposable
{
    private const string Commit = "abc1234";
    private const string Command = "cd src/Bench.Console && dotnet run -c Release -- --filter '*Sqlite*'";

    private readonly string _folder = Directory.CreateTempSubdirectory("stamp-").FullName;

    public StampScriptTests()
    {
        File.Copy(Path.Combine(RepositoryFile.Root, "docs", "results", "stamp.sh"), Path.Combine(_folder, "stamp.sh"));
        File.WriteAllText(Path.Combine(_folder, "runs.tsv"), $"suite\t2026-12-02 21:19 UTC\t{Commit}\tabout 37 min\t{Command}\n");
    }

    [Fact]
    public void The_html_stamp_holds_no_backtick_and_puts_the_commit_and_command_in_code()
    {
        var page = Page("<h1>Title</h1>");

        Stamp(page);

        var stamp = RunParagraph().Match(File.ReadAllText(page));
        Assert.True(stamp.Success, "no run stamp in the page");
        Assert.DoesNotContain('`', stamp.Value);
        Assert.Contains($"<code>{Commit}</code>", stamp.Value, StringComparison.Ordinal);
        Assert.Contains($"<code>{Command.Replace("&", "&amp;", StringComparison.Ordinal)}</code>", stamp.Value, StringComparison.Ordinal);
    }

    [Fact]
    public void Stamping_again_replaces_the_html_stamp_an_earlier_stamp_wrote_with_backticks()
    {
        var page = Page($"<p class=\"run\">Reference run: commit `{Commit}`, 2026-12-01, `old`.</p><h1>Title</h1>");

        Stamp(page);

        var text = File.ReadAllText(page);
        Assert.Single(RunParagraph().Matches(text));
        Assert.DoesNotContain('`', text);
        Assert.Contains("</p><h1>Title</h1>", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Pages_rendered_again_name_the_measurement_and_the_commit_that_rendered_them()
    {
        File.AppendAllText(Path.Combine(_folder, "runs.tsv"), "pages\t2026-12-07 12:00 UTC\tdef5678\tabout 1 min\tcd src/Bench.Console && dotnet run -c Release -- report docs/results\n");
        var page = Page("<h1>Title</h1>");
        var markdown = Path.Combine(_folder, "page.md");
        File.WriteAllText(markdown, "# Title\n");

        Stamp(page, "pages");
        Stamp(markdown, "pages");

        Assert.Contains($"<code>{Commit}</code>, 2026-12-02 21:19 UTC, <code>", File.ReadAllText(page), StringComparison.Ordinal);
        Assert.Contains(", rendered again by commit <code>def5678</code>, 2026-12-07 12:00 UTC.</p>", File.ReadAllText(page), StringComparison.Ordinal);
        Assert.StartsWith($"Reference run: commit `{Commit}`, 2026-12-02 21:19 UTC, `{Command}`; rendered again by commit `def5678`, 2026-12-07 12:00 UTC.\n\n# Title", File.ReadAllText(markdown), StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private string Page(string body)
    {
        var page = Path.Combine(_folder, "page.html");
        File.WriteAllText(page, $"<!DOCTYPE html><html><head><title>t</title></head><body>{body}</body></html>");
        return page;
    }

    private void Stamp(string page, string stage = "suite")
    {
        var start = new ProcessStartInfo("bash") { RedirectStandardError = true, RedirectStandardOutput = true };
        foreach (var argument in new[] { Path.Combine(_folder, "stamp.sh"), stage, page })
        {
            start.ArgumentList.Add(argument);
        }

        using var process = Process.Start(start)!;
        var errors = process.StandardError.ReadToEnd();
        process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        Assert.True(process.ExitCode == 0, $"stamp.sh exited {process.ExitCode}: {errors}");
    }

    [GeneratedRegex("<p class=\"run\">.*?</p>", RegexOptions.Singleline)]
    private static partial Regex RunParagraph();
}
