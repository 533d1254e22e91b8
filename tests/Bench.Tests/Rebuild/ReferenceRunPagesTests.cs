using System.Reflection;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Console.Rebuild;
using EmbeddedDbBench.Console.ReferenceRun;

namespace EmbeddedDbBench.Tests.Rebuild;

/// <summary>
/// The published pages under <c>docs/results/</c> are today's rendering of the reference run's measurement: rendered again
/// from the run it kept (<c>measured-run.json</c>) by the <c>report</c> verb, each Markdown and HTML page equals the
/// committed one but for the stamp that names the run (<c>stamp.sh</c>). Refresh them with
/// <c>bash docs/results/refresh.sh pages</c> after a change to a page's code.
/// </summary>
public sealed partial class ReferenceRunPagesTests : IDisposable
{
    // The reference run measured before runs kept what their pages were made from; every later one keeps it.
    private const string LastRunWithoutStoredCases = "42464e8";

    private readonly string _rendered = Directory.CreateTempSubdirectory("reference-pages-").FullName;

    [Fact]
    public void The_committed_pages_are_what_the_report_verb_renders_from_the_committed_run()
    {
        var results = Path.Combine(RepositoryRoot(), "docs", "results");
        if (!File.Exists(Path.Combine(results, StoredRun.FileName)))
        {
            Assert.Equal(LastRunWithoutStoredCases, ReferenceResults.Load(results).Stage("suite")?.Commit);
            return;
        }

        Assert.Equal(0, ReportCommand.Run([results, "--out", _rendered], new StringWriter(), new StringWriter()));
        var pages = Directory.GetFiles(_rendered).Where(f => Path.GetExtension(f) is ".md" or ".html").ToArray();
        Assert.NotEmpty(pages);
        var stale = pages.Select(Path.GetFileName)
            .Where(name => Unstamped(Path.Combine(results, name!)) != File.ReadAllText(Path.Combine(_rendered, name!)).ReplaceLineEndings("\n"))
            .ToArray();
        Assert.True(stale.Length == 0, $"docs/results pages differ from the report verb's rendering of its run: {string.Join(", ", stale)}; run bash docs/results/refresh.sh pages");
    }

    public void Dispose() => Directory.Delete(_rendered, recursive: true);

    // A committed page without the stamp refresh.sh puts on it: a Markdown page's first line and the blank after it, an HTML page's first paragraph.
    private static string Unstamped(string path)
    {
        if (!File.Exists(path))
        {
            return "";
        }

        var text = File.ReadAllText(path).ReplaceLineEndings("\n");
        return path.EndsWith(".md", StringComparison.Ordinal)
            ? MarkdownStamp().Replace(text, "", 1)
            : HtmlStamp().Replace(text, "<body>", 1);
    }

    private static string RepositoryRoot() =>
        typeof(ReferenceRunPagesTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "RepositoryRoot").Value!;

    [GeneratedRegex("^Reference run: [^\n]*\n\n")]
    private static partial Regex MarkdownStamp();

    [GeneratedRegex("<body><p class=\"run\">.*?</p>", RegexOptions.Singleline)]
    private static partial Regex HtmlStamp();
}
