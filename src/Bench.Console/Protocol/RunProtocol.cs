using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// How one benchmark case is run: warm-up runs (untimed), measured runs, and why. Every run is
/// one full, validated run of the step on a database prepared for it.
/// </summary>
/// <param name="WarmupRuns">Runs before the measured ones, discarded.</param>
/// <param name="MeasuredRuns">Runs whose times make the statistics.</param>
/// <param name="Reason">Why this protocol, in words, for the report.</param>
public sealed record RunProtocol(int WarmupRuns, int MeasuredRuns, string Reason)
{
    /// <summary>Seconds one run is foreseen to take, where the planner could foresee it.</summary>
    public double? PredictedRunSeconds { get; init; }

    /// <summary>Write statements one run commits one by one (autocommit), 0 when none or unknown.</summary>
    public long AutocommitWrites { get; init; }

    /// <summary>
    /// The runtime setting every suite job runs under: tiered compilation off, so each method is
    /// compiled once, fully optimised, on its first call (in the warm-up run, or in the first
    /// run of a long case, where that compile time is well under 1% of the run) instead of
    /// running as unoptimised tier-0 code through the measured runs. Measured on W2's
    /// 25,000-row Batch insert: see docs/architecture.md, "Run protocol".
    /// </summary>
    public const string TieredCompilationVariable = "DOTNET_TieredCompilation";

    /// <summary>
    /// The BenchmarkDotNet job: one invocation per run, monitoring strategy, this protocol's counts,
    /// also handed to the benchmark process (<see cref="RunWindow.Variable"/>) so that what it gathers
    /// per run merges the measured runs alone.
    /// </summary>
    public Job ToJob() => Job.Default
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(1)
        .WithWarmupCount(WarmupRuns)
        .WithIterationCount(MeasuredRuns)
        .WithInvocationCount(1)
        .WithUnrollFactor(1)
        .WithEnvironmentVariable(TieredCompilationVariable, "0")
        .WithEnvironmentVariable(RunWindow.Variable, new RunWindow(WarmupRuns, MeasuredRuns).ToString())
        .WithId(JobId(WarmupRuns, MeasuredRuns));

    /// <summary>The job id a protocol's counts give, e.g. <c>1+5runs</c>.</summary>
    public static string JobId(int warmupRuns, int measuredRuns) => $"{warmupRuns}+{measuredRuns}runs";

    /// <inheritdoc />
    public override string ToString() => $"{WarmupRuns}+{MeasuredRuns}: {Reason}";
}
