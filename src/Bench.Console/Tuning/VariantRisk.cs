using EmbeddedDbBench.Console.Crash;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// What a variant risks, as the answer at the top of the tuning report states it: whether its
/// acknowledged commits survive an OS crash or power loss as Default's do, in the documentation's
/// words, and what the suite measured of it (a process crash by <c>crash-check</c>, simulated power
/// cuts by <c>power-check</c>) where that ran, flagged where the measurement contradicts the words.
/// </summary>
/// <param name="SurvivesPowerLoss">True when the documentation says committed data survives an OS crash or power loss (a transaction variant: as Default's does).</param>
/// <param name="Words">The risk in words.</param>
/// <param name="Measured">What a measurement showed, or null when none ran.</param>
public sealed record VariantRisk(bool SurvivesPowerLoss, string Words, string? Measured)
{
    /// <summary>The risk of <paramref name="variant"/> on <paramref name="engineName"/>, with crash-check's and power-check's results.</summary>
    public static VariantRisk Of(string engineName, Variant variant, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult>? powers = null)
    {
        var note = DocumentedDurability.For(engineName, variant);
        // A transaction variant commits once per step; what it commits is as durable as Default's commits.
        var durable = variant.WrapsStepsInTransaction() || note.SurvivesPowerLoss;
        var documented = variant.WrapsStepsInTransaction() ? DocumentedDurability.For(engineName, Variant.Default) : note;
        var crash = crashes.FirstOrDefault(r => r.Engine == engineName && r.Variant == variant.ToString())?.Summary;
        // One summary per file-system model cut (posix, journaled), each flagged where it contradicts the words.
        var power = (powers ?? []).Where(r => r.Engine == engineName && r.Variant == variant.ToString()).OrderBy(r => r.Model, StringComparer.Ordinal)
            .Select(cuts => cuts.Summary + (cuts.Disagreement(documented) is { } disagreement ? $" — **disagrees with the documentation: {disagreement}**" : ""));
        var measured = string.Join("; ", new[] { crash }.OfType<string>().Concat(power));
        return new VariantRisk(durable, note.PowerLoss, measured.Length == 0 ? null : measured);
    }
}
