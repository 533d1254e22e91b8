namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// One role's operations over a case's runs (W6: the writer, the point readers, the aggregate
/// reader; W1/W2: the step's statements; W7: each operation kind; W8: the transactions): throughput, latency percentiles in microseconds from
/// an HdrHistogram (3 significant digits), lock errors by kind and retried operations.
/// </summary>
public sealed record RoleLatency
{
    /// <summary>The role, one of <see cref="Roles"/>: W6's <c>writer</c>, <c>readers</c>, <c>aggregate</c>; W1–W5's <c>statement</c>; W8's <c>transactions</c>; W7's <c>OVERALL</c> and YCSB's operation names.</summary>
    public required string Role { get; init; }

    /// <summary>Threads in the role.</summary>
    public int Threads { get; init; }

    /// <summary>Runs merged into these figures.</summary>
    public int Runs { get; init; }

    /// <summary>Operations completed over those runs.</summary>
    public long Operations { get; init; }

    /// <summary>
    /// The writer's operations planned over those runs (0 for other roles): more than
    /// <see cref="Operations"/> when a run's writer was stopped by its deadline, starved of its lock.
    /// </summary>
    public long Planned { get; init; }

    /// <summary>
    /// Runs whose writer its deadline stopped short of the script (0 for other roles): the run was
    /// validated against the prefix the table holds, and is reported as starved, not as complete.
    /// </summary>
    public int StarvedRuns { get; init; }

    /// <summary>
    /// Operations in flight when a run's deadline passed (the writer's, starved of its lock): not in
    /// <see cref="Operations"/>, but the time each waited is in the percentiles, <see cref="Max"/> and <see cref="Mean"/>.
    /// </summary>
    public long CutOffs { get; init; }

    /// <summary>The longest wait of an operation cut off by the deadline, µs (0 when none, or not recorded).</summary>
    public double LongestCutOff { get; init; }

    /// <summary>Seconds the runs' timed regions lasted together (the writer's fixed operation count).</summary>
    public double Seconds { get; init; }

    /// <summary>Operations per second over the timed regions.</summary>
    public double OpsPerSecond => Seconds > 0 ? Operations / Seconds : 0;

    /// <summary>Whether each operation was timed; false for a case run without recording (its throughput only).</summary>
    public bool Recorded { get; init; }

    /// <summary>Seconds one run's timed region lasted on average.</summary>
    public double SecondsPerRun => Runs > 0 ? Seconds / Runs : 0;

    /// <summary>Median latency, µs.</summary>
    public double P50 { get; init; }

    /// <summary>99th percentile latency, µs.</summary>
    public double P99 { get; init; }

    /// <summary>99.9th percentile latency, µs.</summary>
    public double P999 { get; init; }

    /// <summary>Longest operation, µs.</summary>
    public double Max { get; init; }

    /// <summary>Mean latency, µs.</summary>
    public double Mean { get; init; }

    /// <summary>Latency (µs) at each of <see cref="DistributionPercentiles"/>, for the percentile chart.</summary>
    public IReadOnlyList<double>? Distribution { get; init; }

    /// <summary>Lock errors met, by kind (<c>Busy</c>, <c>Deadlock</c>, <c>Serialization</c>, <c>Timeout</c>).</summary>
    public IReadOnlyDictionary<string, long>? Errors { get; init; }

    /// <summary>Operations that met a lock error and were run again.</summary>
    public long Retried { get; init; }

    /// <summary>The percentiles <see cref="Distribution"/> is taken at.</summary>
    public static IReadOnlyList<double> DistributionPercentiles { get; } = [0, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99, 100];

    /// <summary>Lock errors of every kind together.</summary>
    public long ErrorCount => Errors?.Values.Sum() ?? 0;
}
