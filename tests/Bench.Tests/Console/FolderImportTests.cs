using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// The folders of <c>src/Bench.Console</c> depend one way: no two of them import each other's
/// namespaces, so that what both need sits in a folder below them (Documents, Ledger). A folder is a
/// top-level folder and its subfolders (<c>Reporting/Pages</c> is Reporting); it imports another by a
/// using directive of any form (static, alias, global) or a name written out in full
/// (<c>EmbeddedDbBench.Console.Tuning.TuningReport</c>). A <c>cref</c> in a comment is not an import.
/// Each file declares its folder's namespace, so a namespace names its folder.
/// </summary>
public sealed class FolderImportTests
{
    private const string Root = "EmbeddedDbBench.Console";

    // The files directly under src/Bench.Console (Program, SuiteRunner, …): a folder like the others, which none may import.
    private const string RootNode = FolderImports.RootNode;

    [Fact]
    public void No_two_folders_of_the_console_import_each_others_namespaces()
    {
        var cycles = Cycles(ConsoleSources());

        Assert.True(cycles.Count == 0, "folders that import each other:\n" + string.Join("\n", cycles));
    }

    [Fact]
    public void Every_console_file_declares_its_folders_namespace()
    {
        var misplaced = ConsoleSources()
            .Select(s => (s.Path, Declared: Namespace(s.Text), Expected: string.Join('.', [Root, .. Path.GetDirectoryName(s.Path)!.Split('/', StringSplitOptions.RemoveEmptyEntries)])))
            .Where(s => s.Declared is not null && s.Declared != s.Expected)
            .Select(s => $"{s.Path}: {s.Declared}, not {s.Expected}")
            .ToArray();

        Assert.Empty(misplaced);
    }

    [Fact]
    public void Two_folders_importing_each_other_are_named_with_a_file_on_each_side()
    {
        var cycles = Cycles(
        [
            ("Reporting/Pages/Page.cs", "using EmbeddedDbBench.Console.Tuning;\nnamespace EmbeddedDbBench.Console.Reporting.Pages;"),
            ("Reporting/Other.cs", "using EmbeddedDbBench.Console.Documents;\nnamespace EmbeddedDbBench.Console.Reporting;"),
            ("Tuning/Report.cs", "using EmbeddedDbBench.Console.Documents;\nusing EmbeddedDbBench.Console.Reporting.Pages;\nnamespace EmbeddedDbBench.Console.Tuning;"),
            ("Documents/Document.cs", "namespace EmbeddedDbBench.Console.Documents;"),
        ]);

        Assert.Equal(
            ["Reporting -> Tuning -> Reporting: Reporting/Pages/Page.cs uses EmbeddedDbBench.Console.Tuning; Tuning/Report.cs uses EmbeddedDbBench.Console.Reporting.Pages"],
            cycles);
    }

    [Fact]
    public void Three_folders_importing_each_other_in_a_ring_are_a_cycle()
    {
        var cycles = Cycles(
        [
            ("Benchmarks/IPlannedBenchmark.cs", "using EmbeddedDbBench.Console.Protocol;\nnamespace EmbeddedDbBench.Console.Benchmarks;\ninterface IPlannedBenchmark { }"),
            ("Protocol/ProtocolBook.cs", "using EmbeddedDbBench.Console.Ledger;\nnamespace EmbeddedDbBench.Console.Protocol;\nclass ProtocolBook { }"),
            ("Ledger/LedgerLookup.cs", "using EmbeddedDbBench.Console.Benchmarks;\nnamespace EmbeddedDbBench.Console.Ledger;\nclass LedgerLookup { }"),
            ("Documents/Document.cs", "namespace EmbeddedDbBench.Console.Documents;"),
        ]);

        Assert.Equal(
            ["Benchmarks -> Protocol -> Ledger -> Benchmarks: Benchmarks/IPlannedBenchmark.cs uses EmbeddedDbBench.Console.Protocol; " +
                "Protocol/ProtocolBook.cs uses EmbeddedDbBench.Console.Ledger; Ledger/LedgerLookup.cs uses EmbeddedDbBench.Console.Benchmarks"],
            cycles);
    }

    [Theory]
    [InlineData("class R { object F() => SuiteRunner.Failures(); }")]
    [InlineData("class R { object F() => EmbeddedDbBench.Console.SuiteRunner.Failures(); }")]
    [InlineData("using static EmbeddedDbBench.Console.SuiteRunner;\nclass R { }")]
    public void A_folder_naming_a_root_file_s_type_while_the_root_imports_it_is_a_cycle(string code)
    {
        var cycles = Cycles(
        [
            ("SuiteRunner.cs", "using EmbeddedDbBench.Console.Reporting;\nnamespace EmbeddedDbBench.Console;\nstatic class SuiteRunner { public static object Failures() => new(); }"),
            ("Reporting/SuiteReport.cs", $"namespace EmbeddedDbBench.Console.Reporting;\n{code}"),
        ]);

        Assert.Single(cycles);
        Assert.StartsWith("(root) -> Reporting -> (root): SuiteRunner.cs uses EmbeddedDbBench.Console.Reporting; Reporting/SuiteReport.cs uses EmbeddedDbBench.Console.SuiteRunner", cycles[0], StringComparison.Ordinal);
    }

    [Fact]
    public void A_folder_s_type_named_by_its_folder_s_name_alone_is_an_import()
    {
        var cycles = Cycles(
        [
            ("SuiteRunner.cs", "namespace EmbeddedDbBench.Console;\nstatic class SuiteRunner { object F() => Tuning.TuningReport.Write(); }"),
            ("Tuning/TuningReport.cs", "namespace EmbeddedDbBench.Console.Tuning;\nstatic class TuningReport { public static object Write() => SuiteRunner.Of(); }"),
        ]);

        Assert.Equal(["(root) -> Tuning -> (root): SuiteRunner.cs uses EmbeddedDbBench.Console.Tuning.TuningReport; Tuning/TuningReport.cs uses EmbeddedDbBench.Console.SuiteRunner"], cycles);
    }

    [Fact]
    public void A_folder_using_a_name_a_root_type_has_for_its_own_type_does_not_import_the_root()
    {
        var cycles = Cycles(
        [
            ("SuiteRunner.cs", "using EmbeddedDbBench.Console.Reporting;\nnamespace EmbeddedDbBench.Console;\nstatic class SuiteRunner { }"),
            ("Reporting/SuiteRunner.cs", "namespace EmbeddedDbBench.Console.Reporting;\nstatic class SuiteRunner { }\nclass R { object F() => SuiteRunner.X; }"),
        ]);

        Assert.Empty(cycles);
    }

    [Theory]
    [InlineData("using static EmbeddedDbBench.Console.Tuning.TuningReport;")]
    [InlineData("using Report = EmbeddedDbBench.Console.Tuning.TuningReport;")]
    [InlineData("global using EmbeddedDbBench.Console.Tuning;")]
    [InlineData("class P { string F() => EmbeddedDbBench.Console.Tuning.TuningReport.FileName; }")]
    [InlineData("class P { global::EmbeddedDbBench.Console.Tuning.TuningData.Entry? C; }")]
    public void Every_way_of_naming_another_folders_namespace_counts_as_an_import(string code)
    {
        var cycles = Cycles(
        [
            ("Reporting/Page.cs", $"namespace EmbeddedDbBench.Console.Reporting;\n{code}"),
            ("Tuning/Report.cs", "using EmbeddedDbBench.Console.Reporting;\nnamespace EmbeddedDbBench.Console.Tuning;"),
        ]);

        Assert.Single(cycles);
    }

    [Fact]
    public void A_cref_in_a_comment_is_not_an_import()
    {
        var cycles = Cycles(
        [
            ("Tuning/Data.cs", "namespace EmbeddedDbBench.Console.Tuning;\n/// <summary>Read by <see cref=\"EmbeddedDbBench.Console.Compare.CompareCommand\"/>.</summary>\nclass D { }"),
            ("Compare/CompareCommand.cs", "using EmbeddedDbBench.Console.Tuning;\nnamespace EmbeddedDbBench.Console.Compare;"),
        ]);

        Assert.Empty(cycles);
    }

    /// <summary>
    /// Each cycle among the folders, root files included (<see cref="RootNode"/>): one per folder of each strongly
    /// connected set of folders, the shortest back to itself, with the first file of each step that imports the next.
    /// </summary>
    private static IReadOnlyList<string> Cycles(IReadOnlyList<(string Path, string Text)> sources)
    {
        var imports = FolderImports.Of(Root, sources)
            .GroupBy(i => (i.From, i.To))
            .ToDictionary(g => g.Key, g => g.OrderBy(i => i.Path, StringComparer.Ordinal).First());
        var next = imports.Keys.ToLookup(edge => edge.From, edge => edge.To);
        var cycles = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var folder in imports.Keys.Select(edge => edge.From).Distinct())
        {
            if (ShortestWayBack(folder, next) is { } cycle)
            {
                // A cycle is written from its first folder in ordinal order, so that each is listed once.
                var first = cycle.IndexOf(cycle.Min(StringComparer.Ordinal)!);
                var folders = cycle.Skip(first).Concat(cycle.Take(first)).ToList();
                var steps = folders.Select((from, i) => imports[(from, folders[(i + 1) % folders.Count])]);
                cycles.Add($"{string.Join(" -> ", [.. folders, folders[0]])}: {string.Join("; ", steps.Select(s => $"{s.Path} uses {s.Imported}"))}");
            }
        }

        return [.. cycles];
    }

    // The folders on the shortest way from a folder back to itself (breadth first), the folder first; null when there is none.
    private static List<string>? ShortestWayBack(string start, ILookup<string, string> next)
    {
        var cameFrom = new Dictionary<string, string>(StringComparer.Ordinal);
        var queue = new Queue<string>([start]);
        while (queue.TryDequeue(out var folder))
        {
            foreach (var imported in next[folder])
            {
                if (imported == start)
                {
                    var way = new List<string> { folder };
                    while (way[0] != start)
                    {
                        way.Insert(0, cameFrom[way[0]]);
                    }

                    return way;
                }

                if (cameFrom.TryAdd(imported, folder))
                {
                    queue.Enqueue(imported);
                }
            }
        }

        return null;
    }

    private static string? Namespace(string text) =>
        CSharpSyntaxTree.ParseText(text).GetRoot().DescendantNodes().OfType<BaseNamespaceDeclarationSyntax>().FirstOrDefault()?.Name.ToString();

    // Every source file of the console, by its path under src/Bench.Console with '/' between folders.
    private static IReadOnlyList<(string Path, string Text)> ConsoleSources() => FolderImports.Sources("Bench.Console");
}
