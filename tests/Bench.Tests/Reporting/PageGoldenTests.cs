using System.Reflection;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Console.Reporting;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// Every report page rendered from one fixed ledger (<see cref="PageLedger"/>) must equal its
/// committed expected file under <c>Reporting/Expected/</c>, byte for byte, apart from the run's
/// time and the PNG bytes embedded in HTML (the charts' pixels are ScottPlot's, not the page's).
/// A page whose output changes on purpose gets its expected file updated in a commit that says why:
/// <c>EMBEDDEDDBBENCH_WRITE_EXPECTED_PAGES=1 dotnet test -c Release --filter FullyQualifiedName~PageGoldenTests</c>
/// rewrites them from the current code.
/// </summary>
public sealed partial class PageGoldenTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("page-golden-").FullName;

    public static TheoryData<string> ExpectedFiles() => [.. ExpectedNames().Order(StringComparer.Ordinal)];

    [Theory]
    [MemberData(nameof(ExpectedFiles))]
    public void The_page_rendered_from_the_fixed_ledger_equals_its_expected_file(string name)
    {
        WriteEveryPage();

        var actual = Path.Combine(_folder, name);
        Assert.True(File.Exists(actual), $"{name} was not written; written: {string.Join(", ", Written())}");
        Assert.Equal(File.ReadAllText(Path.Combine(ExpectedFolder(), name)).ReplaceLineEndings("\n"), Normalised(actual));
    }

    [Fact]
    public void Every_page_written_from_the_fixed_ledger_has_an_expected_file()
    {
        WriteEveryPage();
        if (Environment.GetEnvironmentVariable("EMBEDDEDDBBENCH_WRITE_EXPECTED_PAGES") == "1")
        {
            foreach (var name in Written())
            {
                File.WriteAllText(Path.Combine(ExpectedFolder(), name), Normalised(Path.Combine(_folder, name)));
            }
        }

        var expected = ExpectedNames().ToHashSet(StringComparer.Ordinal);
        var missing = Written().Where(name => !expected.Contains(name)).ToArray();
        Assert.True(missing.Length == 0, $"no expected file for {string.Join(", ", missing)}; rendered under {_folder}");
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    // Every page the suite writes after a run, found as SuiteReport finds them, beside the results files they read (the layers by turns).
    private void WriteEveryPage()
    {
        PageLedger.LayerTurnsWithFirstRuns.Save(_folder);
        var pages = typeof(IReportPage).Assembly.GetTypes()
            .Where(t => t is { IsClass: true, IsAbstract: false } && t.IsAssignableTo(typeof(IReportPage)))
            .Select(t => (IReportPage)Activator.CreateInstance(t)!);
        foreach (var page in pages)
        {
            page.Write(_folder, PageLedger.Cases);
        }
    }

    private IEnumerable<string> Written() =>
        Directory.GetFiles(_folder).Where(f => f.EndsWith(".md", StringComparison.Ordinal) || f.EndsWith(".html", StringComparison.Ordinal))
            .Select(f => Path.GetFileName(f)).Order(StringComparer.Ordinal);

    // The run's time, this machine's cores and the charts' pixels are the only parts that are not the ledger's;
    // line endings are compared as LF, since pages end their lines with the platform's.
    private static string Normalised(string path)
    {
        var text = RunAt().Replace(File.ReadAllText(path), "Run at <time> UTC");
        text = Cores().Replace(text, "This machine has <n> cores");
        return PngData().Replace(text, "data:image/png;base64,<png>").ReplaceLineEndings("\n");
    }

    private static IEnumerable<string> ExpectedNames() =>
        Directory.GetFiles(ExpectedFolder()).Select(f => Path.GetFileName(f)).Where(name => !name.StartsWith('.'));

    private static string ExpectedFolder() => Path.Combine(
        typeof(PageGoldenTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "RepositoryRoot").Value!,
        "tests", "Bench.Tests", "Reporting", "Expected");

    [GeneratedRegex(@"Run at \d{4}-\d\d-\d\d \d\d:\d\d UTC")]
    private static partial Regex RunAt();

    [GeneratedRegex(@"This machine has \d+ cores")]
    private static partial Regex Cores();

    [GeneratedRegex("data:image/png;base64,[A-Za-z0-9+/=]+")]
    private static partial Regex PngData();
}
