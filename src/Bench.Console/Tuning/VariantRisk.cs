using EmbeddedDbBench.Console.Crash;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// What a variant risks, as the answer at the top of the tuning report states it: whether its
/// acknowledged commits survive an OS crash or power loss, in the documentation's words, and what
/// the suite measured of it (a process crash, by <c>crash-check</c>) where that ran.
/// </summary>
/// <param name="SurvivesPowerLoss">True when the documentation says committed data survives an OS crash or power loss.</param>
/// <param name="Words">The risk in words.</param>
/// <param name="Measured">What a measurement showed, or null when none ran.</param>
public sealed record VariantRisk(bool SurvivesPowerLoss, string Words, string? Measured)
{
    /// <summary>The risk of <paramref name="variant"/> on <paramref name="engineName"/>, with crash-check's result from <paramref name="crashes"/>.</summary>
    public static VariantRisk Of(string engineName, Variant variant, IReadOnlyList<CrashResult> crashes)
    {
        var note = DurabilityNotes.For(engineName, variant);
        // A transaction variant commits once per step; what it commits is as durable as Default's commits.
        var documented = variant.WrapsStepsInTransaction() ? DurabilityNotes.For(engineName, Variant.Default) : note;
        var durable = documented.PowerLoss.StartsWith("durable", StringComparison.Ordinal);
        var measured = crashes.FirstOrDefault(r => r.Engine == engineName && r.Variant == variant.ToString())?.Summary;
        return new VariantRisk(durable, note.PowerLoss, measured);
    }
}
