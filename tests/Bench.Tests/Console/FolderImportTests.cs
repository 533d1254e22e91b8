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
            ["Reporting <-> Tuning: Reporting/Pages/Page.cs uses EmbeddedDbBench.Console.Tuning; Tuning/Report.cs uses EmbeddedDbBench.Console.Reporting.Pages"],
            cycles);
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

    /// <summary>Each pair of folders that import each other, with the first file on each side that does.</summary>
    private static IReadOnlyList<string> Cycles(IEnumerable<(string Path, string Text)> sources)
    {
        var imports = sources
            .Where(s => s.Path.Contains('/', StringComparison.Ordinal))
            .SelectMany(s => Imports(s.Text).Select(imported => (From: FolderOf(s.Path), To: FolderOf(imported), s.Path, Imported: imported)))
            .Where(i => i.From != i.To)
            .GroupBy(i => (i.From, i.To))
            .ToDictionary(g => g.Key, g => g.OrderBy(i => i.Path, StringComparer.Ordinal).First());
        return [.. imports.Keys
            .Where(pair => string.CompareOrdinal(pair.From, pair.To) < 0 && imports.ContainsKey((pair.To, pair.From)))
            .Order()
            .Select(pair => (One: imports[pair], Other: imports[(pair.To, pair.From)]))
            .Select(p => $"{p.One.From} <-> {p.One.To}: {p.One.Path} uses {p.One.Imported}; {p.Other.Path} uses {p.Other.Imported}")];
    }

    // The console namespaces a file names: in its using directives, and written out in full in its code.
    private static IEnumerable<string> Imports(string text)
    {
        var root = CSharpSyntaxTree.ParseText(text).GetRoot();
        var usings = root.DescendantNodes().OfType<UsingDirectiveSyntax>().Select(u => u.NamespaceOrType.ToString());
        var written = root.DescendantNodes()
            .Where(n => n is QualifiedNameSyntax or MemberAccessExpressionSyntax or AliasQualifiedNameSyntax)
            .Select(n => n.ToString().Replace("global::", "", StringComparison.Ordinal));
        return usings.Concat(written).Where(name => name.StartsWith(Root + ".", StringComparison.Ordinal)).Distinct();
    }

    // "Reporting/Pages/Cells.cs" and "EmbeddedDbBench.Console.Reporting.Pages" are both Reporting.
    private static string FolderOf(string pathOrNamespace) => pathOrNamespace.StartsWith(Root + ".", StringComparison.Ordinal)
        ? pathOrNamespace.Split('.')[2]
        : pathOrNamespace.Split('/')[0];

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
