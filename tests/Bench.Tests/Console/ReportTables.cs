namespace EmbeddedDbBench.Tests.Console;

/// <summary>The tables of a BenchmarkDotNet Markdown report as a reader's screen meets them.</summary>
public static class ReportTables
{
    /// <summary>The most columns the main table may have.</summary>
    public const int MaxColumns = 12;

    /// <summary>The longest a table row may be, in characters.</summary>
    public const int MaxRowLength = 250;

    /// <summary>The lines of every table in <paramref name="markdown"/>.</summary>
    public static string[] TableLines(string markdown) =>
        [.. markdown.Split('\n').Select(line => line.TrimEnd('\r')).Where(line => line.StartsWith('|'))];

    /// <summary>The main table's header line: the one that starts with the Method column.</summary>
    public static string MainHeader(string markdown) =>
        Assert.Single(TableLines(markdown), line => line.StartsWith("| Method ", StringComparison.Ordinal));

    /// <summary>The column names of a header line.</summary>
    public static string[] Columns(string header) =>
        [.. header.Trim('|').Split(" | ").Select(name => name.Trim())];

    /// <summary>The main table has at most <see cref="MaxColumns"/> columns and no table row is <see cref="MaxRowLength"/> characters or more.</summary>
    public static void AssertFitsAScreen(string markdown)
    {
        var columns = Columns(MainHeader(markdown));
        Assert.True(columns.Length <= MaxColumns, $"{columns.Length} columns: {string.Join(", ", columns)}");
        Assert.All(TableLines(markdown), line => Assert.True(line.Length < MaxRowLength, $"{line.Length} characters: {line}"));
    }
}
