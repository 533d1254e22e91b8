using System.Globalization;
using EmbeddedDbBench.Core.Facts;

namespace EmbeddedDbBench.Console.Crash;

/// <summary>One simulated power cut: where it was aimed, what the writer had acknowledged, what the reopened database lacked.</summary>
/// <param name="Cut">The cut's number; with the seed, what <c>--cut</c> reproduces.</param>
/// <param name="Target">The acknowledgement count the cut waited for.</param>
/// <param name="Acknowledged">Commits acknowledged before the writer was killed.</param>
/// <param name="Lost">Acknowledged rows missing after the cut and reopening.</param>
/// <param name="Integrity">"ok", the integrity check's complaint, or "unopenable: …".</param>
public sealed record PowerCutOutcome(int Cut, int Target, long Acknowledged, long Lost, string Integrity)
{
    /// <summary>True when the database could not be opened or failed its integrity check.</summary>
    public bool Damaged => Integrity != "ok";
}

/// <summary>An engine and variant's power cuts.</summary>
/// <param name="Engine">Engine name.</param>
/// <param name="Variant">Variant name.</param>
/// <param name="Seed">The seed the cut points came from.</param>
/// <param name="Cuts">Each cut's outcome.</param>
/// <param name="Check">The integrity check used.</param>
/// <param name="Error">Why the cuts could not run, or null.</param>
public sealed record PowerResult(string Engine, string Variant, int Seed, IReadOnlyList<PowerCutOutcome> Cuts, string Check, string? Error = null)
{
    /// <summary>Cuts after which acknowledged commits were missing.</summary>
    public int CutsWithLoss => Cuts.Count(c => c.Lost > 0);

    /// <summary>The most acknowledged commits one cut lost.</summary>
    public long MostLost => Cuts.Count == 0 ? 0 : Cuts.Max(c => c.Lost);

    /// <summary>Cuts that left the database unopenable or failing its integrity check.</summary>
    public int Damaged => Cuts.Count(c => c.Damaged);

    /// <summary>The tuning report's words: "power cut: 3 of 20 cuts lost acknowledged commits (at most 41); 0 left the database unopenable or failing its integrity check".</summary>
    public string Summary => Error is not null
        ? $"power cut: not measured ({Error})"
        : string.Create(CultureInfo.InvariantCulture,
            $"power cut: {CutsWithLoss} of {Cuts.Count} cuts lost acknowledged commits{(CutsWithLoss > 0 ? $" (at most {MostLost})" : "")}; " +
            $"{Damaged} left the database unopenable or failing its integrity check");

    /// <summary>
    /// Where the cuts contradict the documentation's <paramref name="note"/>, in words, or null:
    /// commits lost where it promises durability, damage where it promises a consistent database,
    /// nothing lost where it warns of losses (over these cuts; fewer cuts could miss it).
    /// </summary>
    public string? Disagreement(DurabilityNote note)
    {
        ArgumentNullException.ThrowIfNull(note);
        if (Error is not null || Cuts.Count == 0)
        {
            return null;
        }

        var words = note.PowerLoss;
        if (CutsWithLoss > 0 && note.SurvivesPowerLoss)
        {
            return "it says durable, and acknowledged commits were lost";
        }

        if (Damaged > 0 && !words.Contains("corrupt", StringComparison.Ordinal))
        {
            return "it does not warn of corruption, and the database was left unopenable or failing its check";
        }

        if (MostLost > 1 && words.Contains("possibly the last", StringComparison.Ordinal))
        {
            return $"it says at most the last commit can be lost, and one cut lost {MostLost}";
        }

        return CutsWithLoss == 0 && (words.Contains("lose", StringComparison.Ordinal) || words.Contains("roll back", StringComparison.Ordinal))
            ? $"it warns of lost commits, and none of {Cuts.Count} cuts lost one"
            : null;
    }
}
