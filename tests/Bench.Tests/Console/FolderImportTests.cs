using System.Reflection;
using Microsoft.CodeAnalysis;
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
    private const string RootNode = "(root)";

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
        var imports = Edges(sources)
            .Where(i => i.From != i.To)
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

    // Every import of one folder by a file of another, root files included: a folder's namespace named in a using
    // directive or written out, a root type named by a folder's file (a namespace sees its parent's types without a
    // using), and a folder's type named by its folder's name alone (Tuning.TuningReport, from a namespace that sees Tuning).
    private static IEnumerable<(string From, string To, string Path, string Imported)> Edges(IReadOnlyList<(string Path, string Text)> sources)
    {
        var trees = sources.Select(s => (s.Path, Root: CSharpSyntaxTree.ParseText(s.Text).GetRoot())).ToArray();
        var typesOf = trees.GroupBy(t => FolderOf(t.Path))
            .ToDictionary(g => g.Key, g => g.SelectMany(t => DeclaredTypes(t.Root)).ToHashSet(StringComparer.Ordinal), StringComparer.Ordinal);
        var rootTypes = typesOf.GetValueOrDefault(RootNode) ?? [];
        foreach (var (path, root) in trees)
        {
            var from = FolderOf(path);
            foreach (var imported in Imports(root))
            {
                // EmbeddedDbBench.Console.SuiteRunner.Failures names a root type, EmbeddedDbBench.Console.Tuning a folder.
                yield return (from, rootTypes.Contains(imported.Split('.')[2]) ? RootNode : FolderOf(imported), path, imported);
            }

            var own = typesOf[from];
            foreach (var named in root.DescendantNodes().OfType<IdentifierNameSyntax>().Select(n => n.Identifier.Text).Distinct())
            {
                if (from != RootNode && rootTypes.Contains(named) && !own.Contains(named))
                {
                    yield return (from, RootNode, path, $"{Root}.{named}");
                }
            }

            foreach (var (folder, type) in FolderQualifiedNames(root, typesOf))
            {
                yield return (from, folder, path, $"{Root}.{folder}.{type}");
            }
        }
    }

    // "Tuning.TuningReport": a name whose first part is a console folder and whose second a type declared in it.
    private static IEnumerable<(string Folder, string Type)> FolderQualifiedNames(SyntaxNode root, Dictionary<string, HashSet<string>> typesOf) =>
        root.DescendantNodes()
            .Select(n => n switch
            {
                QualifiedNameSyntax { Left: IdentifierNameSyntax left, Right: var right } => (Folder: left.Identifier.Text, Type: right.Identifier.Text),
                MemberAccessExpressionSyntax { Expression: IdentifierNameSyntax left, Name: var right } => (Folder: left.Identifier.Text, Type: right.Identifier.Text),
                _ => (Folder: "", Type: ""),
            })
            .Where(n => n.Folder != RootNode && typesOf.TryGetValue(n.Folder, out var types) && types.Contains(n.Type))
            .Distinct();

    private static IEnumerable<string> DeclaredTypes(SyntaxNode root) =>
        root.DescendantNodes().OfType<BaseTypeDeclarationSyntax>().Select(t => t.Identifier.Text)
            .Concat(root.DescendantNodes().OfType<DelegateDeclarationSyntax>().Select(d => d.Identifier.Text));

    // The console namespaces a file names: in its using directives, and written out in full in its code.
    private static IEnumerable<string> Imports(SyntaxNode root)
    {
        var usings = root.DescendantNodes().OfType<UsingDirectiveSyntax>().Select(u => u.NamespaceOrType.ToString());
        var written = root.DescendantNodes()
            .Where(n => n is QualifiedNameSyntax or MemberAccessExpressionSyntax or AliasQualifiedNameSyntax)
            .Select(n => n.ToString().Replace("global::", "", StringComparison.Ordinal));
        return usings.Concat(written).Where(name => name.StartsWith(Root + ".", StringComparison.Ordinal)).Distinct();
    }

    // "Reporting/Pages/Cells.cs" and "EmbeddedDbBench.Console.Reporting.Pages" are both Reporting; "SuiteRunner.cs" is the root.
    private static string FolderOf(string pathOrNamespace) => pathOrNamespace.StartsWith(Root + ".", StringComparison.Ordinal)
        ? pathOrNamespace.Split('.')[2]
        : pathOrNamespace.Contains('/', StringComparison.Ordinal) ? pathOrNamespace.Split('/')[0] : RootNode;

    private static string? Namespace(string text) =>
        CSharpSyntaxTree.ParseText(text).GetRoot().DescendantNodes().OfType<BaseNamespaceDeclarationSyntax>().FirstOrDefault()?.Name.ToString();

    // Every source file of the console, by its path under src/Bench.Console with '/' between folders.
    private static IReadOnlyList<(string Path, string Text)> ConsoleSources()
    {
        var repository = typeof(FolderImportTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "RepositoryRoot").Value!;
        var console = Path.Combine(repository, "src", "Bench.Console");
        return [.. Directory.EnumerateFiles(console, "*.cs", SearchOption.AllDirectories)
            .Select(path => Path.GetRelativePath(console, path).Replace(Path.DirectorySeparatorChar, '/'))
            .Where(path => !path.StartsWith("bin/", StringComparison.Ordinal) && !path.StartsWith("obj/", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal)
            .Select(path => (path, File.ReadAllText(Path.Combine(console, path))))];
    }
}
