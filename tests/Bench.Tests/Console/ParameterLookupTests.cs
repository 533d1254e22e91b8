using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Tests.Support;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// A case's parameters are read as their types (<see cref="MeasuredCase"/>'s accessors over the plan's
/// <c>CaseParameters</c>), never looked up by a name written as a string: no indexer with a capitalised
/// string literal (<c>c["Readers"]</c>, a dictionary initializer's <c>["Job"] = …</c> alike) and no
/// <c>Parameter("…")</c>, <c>Value&lt;T&gt;("…")</c>, <c>Optional&lt;T&gt;("…")</c> or <c>Holds("…", …)</c> call in
/// <c>src/Bench.Console</c>. A process's environment (<c>start.Environment["TMPDIR"]</c>) is no parameter.
/// </summary>
public sealed class ParameterLookupTests
{
    private static readonly string[] _lookupMethods = ["Parameter", "Value", "Optional", "Holds"];

    [Fact]
    public void No_console_file_looks_a_parameter_up_by_a_string_literal()
    {
        var console = Path.Combine(RepositoryFile.Root, "src", "Bench.Console");
        var found = Directory.EnumerateFiles(console, "*.cs", SearchOption.AllDirectories)
            .Where(path => !path.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
                && !path.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .SelectMany(path => Lookups(File.ReadAllText(path)).Select(lookup => $"{Path.GetRelativePath(console, path)}: {lookup}"))
            .ToArray();

        Assert.True(found.Length == 0, "parameters looked up by a string literal:\n" + string.Join("\n", found));
    }

    [Theory]
    [InlineData("""var r = c["Readers"];""")]
    [InlineData("""var d = new Dictionary<string, string> { ["Job"] = "x" };""")]
    [InlineData("""var s = c.Parameter("Shape");""")]
    [InlineData("""var n = c.Plan.Parameters.Value<int>("N");""")]
    [InlineData("""var w = p.Optional<WriterLoop>("Writer");""")]
    [InlineData("""var h = p.Holds("Readers", 4);""")]
    public void Every_form_of_a_lookup_by_a_string_literal_is_found(string statement) =>
        Assert.Single(Lookups($"class C {{ void M() {{ {statement} }} }}"));

    [Theory]
    [InlineData("""start.Environment["TMPDIR"] = folder;""")]
    [InlineData("""var n = p.Value<int>(nameof(Crud<>.N));""")]
    [InlineData("""var e = errors["busy"];""")]
    [InlineData("""// c["Readers"] in a comment""")]
    public void Typed_reads_lowercase_keys_an_environment_variable_and_comments_are_not_lookups(string statement) =>
        Assert.Empty(Lookups($"class C {{ void M() {{ {statement} }} }}"));

    [Fact]
    public void A_measured_case_has_no_indexer()
    {
        var indexers = typeof(MeasuredCase).GetProperties().Where(p => p.GetIndexParameters().Length > 0).Select(p => p.ToString()).ToArray();

        Assert.Empty(indexers);
    }

    // Each lookup by a capitalised string literal in the code (comments aside), as its source text.
    private static IEnumerable<string> Lookups(string text)
    {
        var nodes = CSharpSyntaxTree.ParseText(text).GetRoot().DescendantNodes().ToArray();
        var indexers = nodes.Select(n => n switch
            {
                ElementAccessExpressionSyntax access when !IsEnvironment(access.Expression) => access.ArgumentList.Arguments,
                ImplicitElementAccessSyntax initializer => initializer.ArgumentList.Arguments,
                _ => default(SeparatedSyntaxList<ArgumentSyntax>?),
            })
            .Where(arguments => arguments is [{ Expression: LiteralExpressionSyntax literal }] && IsCapitalised(literal))
            .Select(arguments => arguments!.Value[0].Parent!.Parent!.ToString());
        var calls = nodes.OfType<InvocationExpressionSyntax>()
            .Where(call => MethodName(call.Expression) is { } name && _lookupMethods.Contains(name, StringComparer.Ordinal)
                && call.ArgumentList.Arguments is [{ Expression: LiteralExpressionSyntax { RawKind: (int)SyntaxKind.StringLiteralExpression } }, ..])
            .Select(call => call.ToString());
        return indexers.Concat(calls);
    }

    private static bool IsCapitalised(LiteralExpressionSyntax literal) =>
        literal.IsKind(SyntaxKind.StringLiteralExpression) && literal.Token.ValueText is [>= 'A' and <= 'Z', ..];

    // ProcessStartInfo.Environment: a child process's variables.
    private static bool IsEnvironment(ExpressionSyntax expression) =>
        expression is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Environment" } or IdentifierNameSyntax { Identifier.ValueText: "Environment" };

    private static string? MethodName(ExpressionSyntax expression) => expression switch
    {
        MemberAccessExpressionSyntax { Name: var name } => name.Identifier.ValueText,
        IdentifierNameSyntax identifier => identifier.Identifier.ValueText,
        GenericNameSyntax generic => generic.Identifier.ValueText,
        _ => null,
    };
}
