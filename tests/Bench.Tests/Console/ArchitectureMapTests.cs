using System.Text.RegularExpressions;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// docs/architecture.md is a map a newcomer reads in one sitting, and its table "Which folder may import which" is the
/// rule the code keeps: a file of one folder of <c>src/Bench.Core</c>, <c>src/Bench.Engines</c> or
/// <c>src/Bench.Console</c> imports another folder of its project (<see cref="FolderImports"/>: a using, a name written
/// out, a root type named, <c>Folder.Type</c>) only where that folder's row allows it, and every folder has a row.
/// </summary>
public sealed partial class ArchitectureMapTests
{
    private const int MostLines = 300;

    public static TheoryData<string, string> Projects => new()
    {
        { "Bench.Core", "EmbeddedDbBench.Core" },
        { "Bench.Engines", "EmbeddedDbBench.Engines" },
        { "Bench.Console", "EmbeddedDbBench.Console" },
    };

    [Fact]
    public void The_architecture_map_is_at_most_300_lines()
    {
        var lines = File.ReadAllLines(Path.Combine(RepositoryFile.Root, "docs", "architecture.md")).Length;

        Assert.True(lines <= MostLines, $"docs/architecture.md has {lines} lines, more than the {MostLines} a newcomer's map may have");
    }

    [Theory]
    [MemberData(nameof(Projects))]
    public void Every_import_between_folders_is_one_the_architecture_map_allows(string project, string rootNamespace)
    {
        var allowed = AllowedImports(RepositoryFile.Read("docs", "architecture.md"), project);

        var forbidden = Forbidden(allowed, FolderImports.Of(rootNamespace, FolderImports.Sources(project)));

        Assert.True(forbidden.Count == 0, $"imports docs/architecture.md's table does not allow in src/{project}:\n" + string.Join("\n", forbidden));
    }

    [Theory]
    [MemberData(nameof(Projects))]
    public void Every_folder_has_one_row_in_the_architecture_map_and_every_row_a_folder(string project, string rootNamespace)
    {
        var rows = AllowedImports(RepositoryFile.Read("docs", "architecture.md"), project).Keys;

        var folders = FolderImports.Folders(rootNamespace, FolderImports.Sources(project));

        var withoutRow = folders.Except(rows).Order(StringComparer.Ordinal).ToArray();
        var withoutFolder = rows.Except(folders).Order(StringComparer.Ordinal).ToArray();
        Assert.True(withoutRow.Length == 0 && withoutFolder.Length == 0,
            $"src/{project} in docs/architecture.md: folders without a row: {string.Join(", ", withoutRow)}; rows without a folder: {string.Join(", ", withoutFolder)}");
    }

    [Fact]
    public void A_file_importing_a_folder_its_row_does_not_allow_is_named()
    {
        const string map = """
            ## Which folder may import which
            ### `src/Bench.Console`
            | folder | does | may import |
            |---|---|---|
            | `Documents/`, `Ledger/` | the floor | — |
            | `Tuning/` | the tuning report | `Documents/` |
            | (root) | the verbs | `Documents/`, `Tuning/` |
            """;
        var sources = new[]
        {
            ("Documents/Document.cs", "namespace EmbeddedDbBench.Console.Documents;\nclass D { }"),
            ("Ledger/LedgerLookup.cs", "namespace EmbeddedDbBench.Console.Ledger;\nclass LedgerLookup { }"),
            ("Tuning/Report.cs", "using EmbeddedDbBench.Console.Documents;\nnamespace EmbeddedDbBench.Console.Tuning;\nclass R { object F() => Ledger.LedgerLookup.X; }"),
            ("SuiteRunner.cs", "using EmbeddedDbBench.Console.Tuning;\nnamespace EmbeddedDbBench.Console;\nclass SuiteRunner { }"),
        };

        var forbidden = Forbidden(AllowedImports(map, "Bench.Console"), FolderImports.Of("EmbeddedDbBench.Console", sources));

        Assert.Equal(["Tuning -> Ledger: Tuning/Report.cs uses EmbeddedDbBench.Console.Ledger.LedgerLookup"], forbidden);
    }

    [Fact]
    public void A_project_missing_from_the_map_is_an_error()
    {
        var error = Assert.Throws<InvalidOperationException>(() => AllowedImports("## Which folder may import which\n", "Bench.Core"));

        Assert.Contains("src/Bench.Core", error.Message, StringComparison.Ordinal);
    }

    // Each import the rows do not allow, once per pair of folders, named with its first file.
    private static IReadOnlyList<string> Forbidden(Dictionary<string, IReadOnlySet<string>> allowed, IEnumerable<FolderImport> imports) =>
        [.. imports
            .Where(i => !(allowed.TryGetValue(i.From, out var may) && may.Contains(i.To)))
            .GroupBy(i => (i.From, i.To))
            .Select(g => g.OrderBy(i => i.Path, StringComparer.Ordinal).First())
            .Select(i => $"{i.From} -> {i.To}: {i.Path} uses {i.Imported}")
            .Order(StringComparer.Ordinal)];

    /// <summary>
    /// The rows of the project's table under "Which folder may import which": its heading <c>### `src/&lt;project&gt;`</c>,
    /// then rows whose first cell names folders (<c>`Crud/`</c>, or <c>(root)</c> for the files directly under the project)
    /// and whose last cell the folders they may import (<c>—</c> for none). Other cells are prose.
    /// </summary>
    private static Dictionary<string, IReadOnlySet<string>> AllowedImports(string markdown, string project)
    {
        var lines = markdown.Split('\n').Select(l => l.TrimEnd('\r')).ToArray();
        var section = Array.FindIndex(lines, l => l.StartsWith("## Which folder may import which", StringComparison.Ordinal));
        var heading = Array.FindIndex(lines, Math.Max(section, 0), l => l.Trim() == $"### `src/{project}`");
        if (section < 0 || heading < 0)
        {
            throw new InvalidOperationException($"docs/architecture.md has no table for src/{project} under \"## Which folder may import which\"");
        }

        var rows = new Dictionary<string, IReadOnlySet<string>>(StringComparer.Ordinal);
        foreach (var line in lines.Skip(heading + 1).TakeWhile(l => !l.StartsWith('#')).Select(l => l.Trim()).Where(l => l.StartsWith('|')))
        {
            var cells = line.Trim('|').Split('|');
            var folders = FolderNames(cells[0]);
            var imports = FolderNames(cells[^1]).ToHashSet(StringComparer.Ordinal);
            foreach (var folder in folders)
            {
                if (!rows.TryAdd(folder, imports))
                {
                    throw new InvalidOperationException($"docs/architecture.md gives src/{project}'s {folder} two rows");
                }
            }
        }

        return rows;
    }

    // "`Crud/`, `Contacts/`" → Crud, Contacts; "(root)" → (root); a header or a rule names none.
    private static IEnumerable<string> FolderNames(string cell) =>
        FolderName().Matches(cell).Select(m => m.Groups["folder"].Success ? m.Groups["folder"].Value : FolderImports.RootNode);

    [GeneratedRegex(@"`(?<folder>[A-Za-z][A-Za-z0-9]*)/`|\(root\)")]
    private static partial Regex FolderName();
}
