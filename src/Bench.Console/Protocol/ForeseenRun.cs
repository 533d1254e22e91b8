namespace EmbeddedDbBench.Console.Protocol;

/// <summary>A run's length a workload foresees on its own, whatever a commit costs (see the benchmark class's <c>IPlannedBenchmark.ForeseenRun</c>).</summary>
/// <param name="Seconds">One run's foreseen length.</param>
/// <param name="Why">What bounds it, for the protocol's reason: "the writer's 10 s deadline, …".</param>
public sealed record ForeseenRun(double Seconds, string Why);
