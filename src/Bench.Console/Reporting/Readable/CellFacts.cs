using System.Text.RegularExpressions;

namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>
/// A cell that lists several facts (<c>journal_mode=wal synchronous=NORMAL; bulk: …</c>, or
/// <c>A=1,B=2</c>), split so that the facts every row shares can be said once and each row keep the rest.
/// </summary>
public static partial class CellFacts
{
    /// <summary>One fact and the separator written before it (empty for the first).</summary>
    /// <param name="Separator">The text between the previous fact and this one.</param>
    /// <param name="Text">The fact.</param>
    public readonly record struct Fact(string Separator, string Text);

    /// <summary>The facts of a settings cell: <c>name=value</c> pairs separated by spaces, and <c>; </c>-separated parts.</summary>
    public static IReadOnlyList<Fact> SplitSettings(string cell) => Split(cell, SettingsSeparator());

    /// <summary>The facts of a comma-separated list of <c>name=value</c> pairs (BenchmarkDotNet's EnvironmentVariables).</summary>
    public static IReadOnlyList<Fact> SplitPairs(string cell) => Split(cell, PairSeparator());

    /// <summary>The facts written back as one cell, each with its separator, the first without.</summary>
    public static string Join(IEnumerable<Fact> facts) =>
        string.Concat(facts.Select((fact, index) => index == 0 ? fact.Text : fact.Separator + fact.Text));

    private static List<Fact> Split(string cell, Regex separator)
    {
        var facts = new List<Fact>();
        var start = 0;
        var before = "";
        foreach (Match match in separator.Matches(cell))
        {
            facts.Add(new Fact(before, cell[start..match.Index]));
            before = match.Value;
            start = match.Index + match.Length;
        }

        facts.Add(new Fact(before, cell[start..]));
        return facts;
    }

    // A value may hold spaces ("read committed"): a space separates two settings only when the
    // next word names one (word=).
    [GeneratedRegex(@"; | (?=[^\s=;]+=)")]
    private static partial Regex SettingsSeparator();

    [GeneratedRegex(@",(?=[^,=]+=)")]
    private static partial Regex PairSeparator();
}
