namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// A workload's run protocol as its source study ran it: warm-up runs (discarded) and measured
/// runs, each one run of one step on a database prepared for it. The suite's planner
/// (<see cref="Protocol.ProtocolPlanner"/>) starts from it and shortens it only for cases whose
/// single run is long; <c>--job full</c> keeps it for every case.
/// </summary>
[AttributeUsage(AttributeTargets.Class)]
public sealed class MeasuredRunsAttribute(int warmupRuns, int measuredRuns) : Attribute
{
    /// <summary>Runs discarded before the measured ones.</summary>
    public int WarmupRuns { get; } = warmupRuns;

    /// <summary>Runs that make the statistics.</summary>
    public int MeasuredRuns { get; } = measuredRuns;
}
