using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>One import of a folder by a file of another folder of the same project.</summary>
/// <param name="From">The importing file's folder: its top-level folder, or <see cref="FolderImports.RootNode"/>.</param>
/// <param name="To">The imported folder.</param>
/// <param name="Path">The importing file, under its project's folder, with '/' between folders.</param>
/// <param name="Imported">The name the file wrote, a namespace or a type, in full.</param>
internal sealed record FolderImport(string From, string To, string Path, string Imported);

/// <summary>
/// Which top-level folders of one project import which, read from the sources with Roslyn's syntax trees alone. A folder
/// is a top-level folder and its subfolders (<c>Reporting/Pages</c> is Reporting); the files directly under the project
/// are one more, <see cref="RootNode"/>. A file imports another folder by a using directive of any form (static, alias,
/// global) or a name written out in full (<c>EmbeddedDbBench.Console.Tuning.TuningReport</c>), by naming a root type
/// (a namespace sees its parent's types without a using) or by naming a folder's type through the folder's name alone
/// (<c>Tuning.TuningReport</c>). A <c>cref</c> in a comment is not an import. Each file declares its folder's namespace,
/// so a namespace names its folder.
/// </summary>
internal static class FolderImports
{
    /// <summary>The files directly under a project (<c>Program</c>, <c>Engine</c>, <c>EngineCatalog</c>, …), one folder.</summary>
    public const string RootNode = "(root)";

    /// <summary>Every source file of <c>src/&lt;project&gt;</c>, by its path under the project with '/' between folders.</summary>
    public static IReadOnlyList<(string Path, string Text)> Sources(string project)
    {
        var folder = Path.Combine(RepositoryFile.Root, "src", project);
        return [.. Directory.EnumerateFiles(folder, "*.cs", SearchOption.AllDirectories)
            .Select(path => Path.GetRelativePath(folder, path).Replace(Path.DirectorySeparatorChar, '/'))
            .Where(path => !path.StartsWith("bin/", StringComparison.Ordinal) && !path.StartsWith("obj/", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal)
            .Select(path => (path, File.ReadAllText(Path.Combine(folder, path))))];
    }

    /// <summary>
    /// Every import of one folder by a file of another (a folder's files importing each other are left out), for the
    /// project whose namespaces start with <paramref name="rootNamespace"/> (<c>EmbeddedDbBench.Console</c>).
    /// </summary>
    public static IEnumerable<FolderImport> Of(string rootNamespace, IReadOnlyList<(string Path, string Text)> sources)
    {
        var trees = sources.Select(s => (s.Path, Root: CSharpSyntaxTree.ParseText(s.Text).GetRoot())).ToArray();
        var typesOf = trees.GroupBy(t => FolderOf(rootNamespace, t.Path))
            .ToDictionary(g => g.Key, g => g.SelectMany(t => DeclaredTypes(t.Root)).ToHashSet(StringComparer.Ordinal), StringComparer.Ordinal);
        var rootTypes = typesOf.GetValueOrDefault(RootNode) ?? [];
        foreach (var (path, root) in trees)
        {
            var from = FolderOf(rootNamespace, path);
            foreach (var imported in Imports(rootNamespace, root))
            {
                // EmbeddedDbBench.Console.SuiteRunner.Failures names a root type, EmbeddedDbBench.Console.Tuning a folder.
                var to = rootTypes.Contains(imported.Split('.')[2]) ? RootNode : FolderOf(rootNamespace, imported);
                if (to != from)
                {
                    yield return new(from, to, path, imported);
                }
            }

            var own = typesOf[from];
            foreach (var named in root.DescendantNodes().OfType<IdentifierNameSyntax>().Select(n => n.Identifier.Text).Distinct())
            {
                if (from != RootNode && rootTypes.Contains(named) && !own.Contains(named))
                {
                    yield return new(from, RootNode, path, $"{rootNamespace}.{named}");
                }
            }

            foreach (var (folder, type) in FolderQualifiedNames(root, typesOf))
            {
                if (folder != from)
                {
                    yield return new(from, folder, path, $"{rootNamespace}.{folder}.{type}");
                }
            }
        }
    }

    /// <summary>The top-level folders of a project's sources, the root among them where it has files.</summary>
    public static IReadOnlySet<string> Folders(string rootNamespace, IReadOnlyList<(string Path, string Text)> sources) =>
        sources.Select(s => FolderOf(rootNamespace, s.Path)).ToHashSet(StringComparer.Ordinal);

    // "Tuning.TuningReport": a name whose first part is a folder and whose second a type declared in it.
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

    // The project's namespaces a file names: in its using directives, and written out in full in its code.
    private static IEnumerable<string> Imports(string rootNamespace, SyntaxNode root)
    {
        var usings = root.DescendantNodes().OfType<UsingDirectiveSyntax>().Select(u => u.NamespaceOrType.ToString());
        var written = root.DescendantNodes()
            .Where(n => n is QualifiedNameSyntax or MemberAccessExpressionSyntax or AliasQualifiedNameSyntax)
            .Select(n => n.ToString().Replace("global::", "", StringComparison.Ordinal));
        return usings.Concat(written).Where(name => name.StartsWith(rootNamespace + ".", StringComparison.Ordinal)).Distinct();
    }

    // "Reporting/Pages/Cells.cs" and "EmbeddedDbBench.Console.Reporting.Pages" are both Reporting; "SuiteRunner.cs" is the root.
    private static string FolderOf(string rootNamespace, string pathOrNamespace) => pathOrNamespace.StartsWith(rootNamespace + ".", StringComparison.Ordinal)
        ? pathOrNamespace.Split('.')[2]
        : pathOrNamespace.Contains('/', StringComparison.Ordinal) ? pathOrNamespace.Split('/')[0] : RootNode;
}
