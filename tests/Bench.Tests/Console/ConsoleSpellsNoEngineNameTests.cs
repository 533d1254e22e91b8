using System.Reflection;
using EmbeddedDbBench.Engines;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// The console asks an engine for its facts (<c>Engine.Facts</c>, <c>EngineCatalog.Find</c>) and never
/// picks one by its name: no string literal under <c>src/Bench.Console</c> is an engine's name, a family
/// prefix, a <c>StartsWith("…")</c>-style argument holding one, or a filter pattern naming one. Prose
/// ("SQLite's sync", "Firebird 1.5 embedded") is not an identifier and passes.
/// </summary>
public sealed class ConsoleSpellsNoEngineNameTests
{
    private static readonly string[] _families = ["Sqlite", "Postgres", "Maria", "MariaDb", "MySql", "Firebird", "DuckDb", "LiteDb"];

    private static readonly string[] _comparisons = ["StartsWith", "EndsWith", "Contains", "Equals", "IndexOf", "Replace"];

    [Fact]
    public void No_string_literal_in_the_console_names_an_engine()
    {
        var root = typeof(ConsoleSpellsNoEngineNameTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(a => a.Key == "RepositoryRoot").Value!;
        var console = Path.Combine(root, "src", "Bench.Console");
        var sources = Directory.EnumerateFiles(console, "*.cs", SearchOption.AllDirectories)
            .Where(path => !Path.GetRelativePath(console, path).Split(Path.DirectorySeparatorChar)[0].Equals("obj", StringComparison.Ordinal)
                && !Path.GetRelativePath(console, path).Split(Path.DirectorySeparatorChar)[0].Equals("bin", StringComparison.Ordinal))
            .ToArray();

        var offences = sources.SelectMany(path => Offences(File.ReadAllText(path)).Select(o => $"{Path.GetRelativePath(root, path)}: {o}")).ToArray();

        Assert.NotEmpty(sources);
        Assert.Empty(offences);
    }

    [Theory]
    [InlineData("var sqlite = engines.FirstOrDefault(e => e.StartsWith(\"Sqlite\", StringComparison.Ordinal));")]
    [InlineData("var f = name.Contains(\"maria\", StringComparison.OrdinalIgnoreCase);")]
    [InlineData("string s = \"Firebird.Embedded\";")]
    [InlineData("string s = \"Postgres\";")]
    [InlineData("string s = \"Sqlite.Anything\";")]
    [InlineData("string s = \"Firebird.Server: a throwaway server\";")]
    [InlineData("const string Filter = \"*Crud*Sqlite*\";")]
    [InlineData("var x = name switch { \"LiteDb\" => 1, _ => 0 };")]
    [InlineData("var x = $\"{a}\" + \"DuckDb\";")]
    public void An_engine_name_in_a_literal_is_caught(string code) => Assert.NotEmpty(Offences(code));

    [Theory]
    [InlineData("string s = \"SQLite's sync, Firebird 1.5 embedded\";")]
    [InlineData("string s = \"PostgreSQL (local server)\";")]
    [InlineData("string s = \"a throwaway MariaDB 10.11\";")]
    [InlineData("string s = \"Firebird against SQLite, 2006 and now\";")]
    [InlineData("string s = $\"*Crud*{SqliteEngine.FilterWord}*\";")]
    [InlineData("// \"Sqlite\" in a comment\nint x;")]
    public void Prose_and_comments_pass(string code) => Assert.Empty(Offences(code));

    private static IEnumerable<string> Offences(string code)
    {
        var names = EngineCatalog.All.Select(e => e.Name).Concat(_families).ToHashSet(StringComparer.Ordinal);
        foreach (var literal in Literals(CSharpSyntaxTree.ParseText(code).GetRoot()))
        {
            var text = literal.Text;
            if (IsComparisonArgument(literal.Node) && _families.Any(f => text.Contains(f, StringComparison.OrdinalIgnoreCase)))
            {
                yield return $"compares with \"{text}\"";
            }
            else if (names.Contains(text) || _families.Any(f => text.StartsWith(f + ".", StringComparison.Ordinal)))
            {
                yield return $"\"{text}\" is an engine's name";
            }
            else if (text.Contains('*', StringComparison.Ordinal) && text.Split('*').Any(names.Contains))
            {
                yield return $"the filter \"{text}\" names an engine";
            }
        }
    }

    // String literals and the text parts of interpolated strings; comments and XML docs are trivia, not literals.
    private static IEnumerable<(SyntaxNode Node, string Text)> Literals(SyntaxNode root) =>
        root.DescendantNodes().OfType<LiteralExpressionSyntax>().Where(l => l.IsKind(SyntaxKind.StringLiteralExpression))
            .Select(l => ((SyntaxNode)l, l.Token.ValueText))
            .Concat(root.DescendantNodes().OfType<InterpolatedStringTextSyntax>().Select(t => ((SyntaxNode)t, t.TextToken.ValueText)));

    private static bool IsComparisonArgument(SyntaxNode literal) =>
        literal.Parent is ArgumentSyntax { Parent.Parent: InvocationExpressionSyntax invocation }
        && invocation.Expression is MemberAccessExpressionSyntax member
        && _comparisons.Contains(member.Name.Identifier.ValueText, StringComparer.Ordinal);
}
