using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.Instruments;

/// <summary>
/// A test of the power-cut simulator: skipped, with the reason, where the simulator cannot be
/// built (not Linux, no gcc) — except under CI on Linux, where a missing compiler is a failure.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class PowerCutFactAttribute : FactAttribute
{
    public PowerCutFactAttribute()
    {
        Skip = SkipReason();
    }

    /// <summary>Why a simulator test is skipped here, or null when it runs.</summary>
    public static string? SkipReason() => PrerequisiteSkip.Reason(PowerCutNative.MissingReason);
}
