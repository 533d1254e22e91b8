using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// A workload's run protocol as a job: each iteration is one run of one step on a fresh
/// database (so one invocation, no unrolling, monitoring strategy), with the spec's warm-up and
/// measured run counts. A job given on the command line (<c>--job dry</c>) replaces it instead
/// of running beside it.
/// </summary>
[AttributeUsage(AttributeTargets.Class)]
public sealed class MeasuredRunsAttribute : Attribute, IConfigSource
{
    public MeasuredRunsAttribute(int warmupRuns, int measuredRuns)
    {
        WarmupRuns = warmupRuns;
        MeasuredRuns = measuredRuns;
    }

    /// <summary>Set when the command line names a job; the protocol's job then stays out.</summary>
    public static bool CommandLineJobGiven { get; set; }

    public int WarmupRuns { get; }

    public int MeasuredRuns { get; }

    public IConfig Config => CommandLineJobGiven
        ? ManualConfig.CreateEmpty()
        : ManualConfig.CreateEmpty().AddJob(Job.Default
            .WithStrategy(RunStrategy.Monitoring)
            .WithLaunchCount(1)
            .WithWarmupCount(WarmupRuns)
            .WithIterationCount(MeasuredRuns)
            .WithInvocationCount(1)
            .WithUnrollFactor(1)
            .WithId($"{WarmupRuns}+{MeasuredRuns}runs"));
}
