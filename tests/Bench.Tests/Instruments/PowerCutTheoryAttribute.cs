namespace EmbeddedDbBench.Tests.Instruments;

/// <summary>A <see cref="PowerCutFactAttribute"/> with data: skipped for the same reason where the simulator cannot be built.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class PowerCutTheoryAttribute : TheoryAttribute
{
    public PowerCutTheoryAttribute()
    {
        Skip = PowerCutFactAttribute.SkipReason();
    }
}
