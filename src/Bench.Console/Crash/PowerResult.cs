using System.Globalization;

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
}
