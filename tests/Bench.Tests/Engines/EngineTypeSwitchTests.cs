using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Tests.Support;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// What one engine does differently is a member of that engine, declared in its folder
/// (<c>src/Bench.Engines/&lt;Engine&gt;/</c>): no file of <c>src</c> outside that folder tests an engine's type
/// to choose what to do. An engine's type is one declared in an engine's folder that is an <see cref="Engine"/> or a
/// <see cref="BenchDatabase"/>; testing it is naming it in a pattern (<c>is</c>, <c>switch</c>, <c>case</c>), after
/// <c>as</c>, or in a <c>typeof</c> compared with a type (<c>==</c>, <c>IsAssignableTo</c>, …). Naming it to make one,
/// in an attribute or in a list of the engines a workload runs over is not a test.
/// </summary>
public sealed class EngineTypeSwitchTests
{
    private static readonly string[] _typeComparisons = ["IsAssignableTo", "IsAssignableFrom", "IsSubclassOf", "IsInstanceOfType", "Equals"];

    [Fact]
    public void No_file_outside_an_engines_folder_tests_an_engines_type()
    {
        var src = Path.Combine(RepositoryFile.Root, "src");
        var sources = Directory.EnumerateFiles(src, "*.cs", SearchOption.AllDirectories)
            .Select(path => Path.GetRelativePath(src, path).Replace(Path.DirectorySeparatorChar, '/'))
            .Where(path => !path.Split('/').Any(part => part is "bin" or "obj"))
            .ToArray();

        var offences = sources.SelectMany(path => Offences(path, File.ReadAllText(Path.Combine(src, path))).Select(o => $"src/{path}: {o}")).ToArray();

        Assert.NotEmpty(sources);
        Assert.True(offences.Length == 0, "engine types tested outside their folders:\n" + string.Join("\n", offences));
    }

    [Theory]
    [InlineData("bool F(Engine e) => e is SqliteEngine or DuckDbEngine;")]
    [InlineData("string F(Engine e) => e is PostgresEngine ? \"CHECKPOINT\" : \"FLUSH ENGINE LOGS\";")]
    [InlineData("int F(BenchDatabase d) { if (d is LiteDbDatabase lite) { return 1; } return 0; }")]
    [InlineData("string F(Engine e) => e switch { SqliteEngine => \"a\", FirebirdEmbeddedEngine f => \"b\", _ => \"c\" };")]
    [InlineData("int F(Engine e) { switch (e) { case DuckDbEngine: return 1; default: return 0; } }")]
    [InlineData("bool F(object o) => o is { } x && x is EmbeddedDbBench.Engines.MariaDb.MariaDbEngine;")]
    [InlineData("bool F(Case c) => c.Engine is MicrosoftSqliteEngine { Name: \"x\" };")]
    [InlineData("LiteDbDatabase? F(BenchDatabase d) => d as LiteDbDatabase;")]
    [InlineData("bool F(Case c) => c.Engine.GetType() == typeof(MicrosoftSqliteEngine);")]
    [InlineData("bool F(Type t) => t.GetGenericArguments()[0].IsAssignableTo(typeof(SqliteLayerEngine));")]
    [InlineData("bool F(Type t) => typeof(SqliteEngine).IsAssignableFrom(t);")]
    public void An_engine_type_tested_outside_its_folder_is_caught(string member) =>
        Assert.NotEmpty(Offences("Console/Durability/Planted.cs", $"namespace EmbeddedDbBench.Console.Durability;\nclass Planted {{ {member} }}"));

    [Theory]
    [InlineData("Engine F() => new MicrosoftSqliteEngine();")]
    [InlineData("[ClosedOver(typeof(MariaDbEngine), typeof(PostgresEngine))] class Sync<T> { }")]
    [InlineData("string F(string pattern) => $\"*{SqliteEngine.FilterWord}*\";")]
    [InlineData("bool F(Engine e) => e.CrashRecovery is { RunsInWriterProcess: true };")]
    [InlineData("/// <see cref=\"SqliteEngine\"/> in a comment\nint F() => 0;")]
    [InlineData("bool F(Engine e) => e is ServerEngine;")]
    public void Making_naming_or_asking_an_engine_passes(string member) =>
        Assert.Empty(Offences("Console/Durability/Planted.cs", $"namespace EmbeddedDbBench.Console.Durability;\nclass Planted {{ {member} }}"));

    [Fact]
    public void An_engines_own_folder_may_test_its_own_types_but_not_another_engines()
    {
        const string Code = "namespace EmbeddedDbBench.Engines.LiteDb;\nclass C { int F(BenchDatabase d) => d is LiteDbDatabase ? 1 : d is SqliteDatabase ? 2 : 0; }";

        var offences = Offences("Bench.Engines/LiteDb/C.cs", Code);

        Assert.Equal(["tests SqliteDatabase (declared in Bench.Engines/Sqlite/): d is SqliteDatabase"], offences);
    }

    // Each engine type by its name, with the folder under src its engine's namespace names.
    private static Dictionary<string, string> EngineTypes() =>
        typeof(EngineCatalog).Assembly.GetTypes()
            .Where(t => t.IsAssignableTo(typeof(Engine)) || t.IsAssignableTo(typeof(BenchDatabase)))
            .Where(t => t.Namespace is { } ns && ns.Split('.') is ["EmbeddedDbBench", "Engines", _])
            .ToDictionary(t => t.Name, t => $"Bench.Engines/{t.Namespace!.Split('.')[2]}/", StringComparer.Ordinal);

    // Each test of an engine's type in the file at path (relative to src, '/' between folders) outside the type's own folder.
    private static IReadOnlyList<string> Offences(string path, string code)
    {
        var engineTypes = EngineTypes();
        var root = CSharpSyntaxTree.ParseText(code).GetRoot();
        return [.. root.DescendantNodes().OfType<SimpleNameSyntax>()
            .Where(name => engineTypes.TryGetValue(name.Identifier.ValueText, out var folder) && !path.StartsWith(folder, StringComparison.Ordinal))
            .Where(name => !IsQualifier(name) && TestsType(name))
            .Select(name => $"tests {name.Identifier.ValueText} (declared in {engineTypes[name.Identifier.ValueText]}): {TestOf(name)}")
            .Distinct()];
    }

    // SqliteEngine in SqliteEngine.FilterWord names the type to reach a member, not to test one.
    private static bool IsQualifier(SimpleNameSyntax name) =>
        name.Parent is MemberAccessExpressionSyntax access && access.Expression == name
        || name.Parent is QualifiedNameSyntax qualified && qualified.Left == name;

    private static bool TestsType(SimpleNameSyntax name)
    {
        for (SyntaxNode? node = name, parent = name.Parent; parent is not null; node = parent, parent = parent.Parent)
        {
            switch (parent)
            {
                case PatternSyntax or CaseSwitchLabelSyntax:
                case BinaryExpressionSyntax binary when binary.IsKind(SyntaxKind.IsExpression) || binary.IsKind(SyntaxKind.AsExpression):
                    return true;
                case TypeOfExpressionSyntax typeOf:
                    return IsCompared(typeOf);
                case StatementSyntax or MemberDeclarationSyntax or AttributeSyntax or AnonymousFunctionExpressionSyntax:
                    return false;
            }
        }

        return false;
    }

    // typeof(T) == …, x.IsAssignableTo(typeof(T)), typeof(T).IsAssignableFrom(x).
    private static bool IsCompared(TypeOfExpressionSyntax typeOf) => typeOf.Parent switch
    {
        BinaryExpressionSyntax binary => binary.IsKind(SyntaxKind.EqualsExpression) || binary.IsKind(SyntaxKind.NotEqualsExpression),
        ArgumentSyntax { Parent.Parent: InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax member } } =>
            _typeComparisons.Contains(member.Name.Identifier.ValueText, StringComparer.Ordinal),
        MemberAccessExpressionSyntax member => _typeComparisons.Contains(member.Name.Identifier.ValueText, StringComparer.Ordinal),
        _ => false,
    };

    private static string TestOf(SyntaxNode name) =>
        (name.AncestorsAndSelf().FirstOrDefault(n => n is BinaryExpressionSyntax or IsPatternExpressionSyntax or SwitchExpressionArmSyntax or SwitchLabelSyntax or InvocationExpressionSyntax)
            ?? name).ToString();
}
