namespace EmbeddedDbBench.Tests.Support;

/// <summary>docs/servers.md's table of suite variables, one row per variable.</summary>
public static class ServersPage
{
    /// <summary>The page's text.</summary>
    public static string Text() => RepositoryFile.Read("docs", "servers.md");

    /// <summary>The row the page gives a variable: its name in backticks, its meaning, its default and an example.</summary>
    public static string Row(string name, string meaning, string defaultValue, string example) =>
        $"| `{name}` | {meaning} | {defaultValue} | {example} |";
}
