using EmbeddedDbBench.Engines.PowerCut;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A test of the power-cut simulator: skipped, with the reason, where the simulator cannot be
/// built (not Linux, no gcc) — except under CI on Linux, where a missing compiler is a failure.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class PowerCutFactAttribute : FactAttribute
{
    public PowerCutFactAttribute()
    {
        var underCi = string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);
        if (PowerCutNative.MissingReason is { } reason && !(underCi && OperatingSystem.IsLinux()))
        {
            Skip = reason;
        }
    }
}
