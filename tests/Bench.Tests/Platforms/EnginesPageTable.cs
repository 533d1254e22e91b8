namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>The engine table of docs/engines.md: per row, the provider cell's first word and the platform cell.</summary>
public static class EnginesPageTable
{
    /// <summary>The column header of the platform column.</summary>
    public const string PlatformHeader = "platforms";

    /// <summary>docs/engines.md of the repository this test project was built from.</summary>
    public static string PageText() => RepositoryFile.Read("docs", "engines.md");

    /// <summary>The rows of the table under "# Engines": provider (first word) and platform cell.</summary>
    public static IReadOnlyList<(string Provider, string Platforms)> Rows(string page)
    {
        var lines = page.Split('\n').Select(l => l.TrimEnd('\r'))
            .SkipWhile(l => l != "# Engines")
            .SkipWhile(l => !l.StartsWith('|'))
            .TakeWhile(l => l.StartsWith('|'))
            .ToList();
        if (lines.Count < 2)
        {
            return [];
        }

        var header = Cells(lines[0]);
        var provider = header.IndexOf("provider (version used)");
        var platforms = header.IndexOf(PlatformHeader);
        if (provider < 0 || platforms < 0)
        {
            return [];
        }

        return [.. lines.Skip(2).Select(Cells).Select(c => (c[provider].Split(' ')[0], c[platforms]))];
    }

    private static List<string> Cells(string line) => [.. line.Trim().Trim('|').Split('|').Select(c => c.Trim())];
}
