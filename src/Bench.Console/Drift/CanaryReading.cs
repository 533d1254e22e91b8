using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Drift;

/// <summary>One run of the canary: when it ran, after how many cases, and its timed repeats.</summary>
/// <param name="AtUtc">When the canary's process started.</param>
/// <param name="CasesBefore">Cases the suite had finished when it ran (0: before the first case).</param>
/// <param name="Milliseconds">Its timed repeats, in the order they ran.</param>
/// <param name="WallSeconds">How long the reading took, the process's start and exit included: what it cost the run.</param>
public sealed record CanaryReading(DateTime AtUtc, int CasesBefore, IReadOnlyList<double> Milliseconds, double WallSeconds)
{
    /// <summary>The median of the timed repeats: the reading's figure.</summary>
    public double MedianMilliseconds => Median.Of(Milliseconds);
}
