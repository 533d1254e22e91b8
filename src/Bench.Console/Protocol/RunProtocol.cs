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
    /// The variable that sets a benchmark process's tiered compilation. Always set by a suite job: off
    /// (each method compiled once, fully optimised, on its first call) where the planner keeps tiering off,
    /// on where it chose the runtime's default JIT (<see cref="WithTieredPgo"/>). See docs/architecture.md, "Run protocol".
    /// </summary>
    public const string TieredCompilationVariable = "DOTNET_TieredCompilation";

    /// <summary>The variable that turns Dynamic PGO on or off; set on where a job runs at the runtime's default JIT.</summary>
    public const string TieredPgoVariable = "DOTNET_TieredPGO";

    /// <summary>The variable that delays call counting after start-up; 0 where a job runs at the runtime's default JIT, so tier-up starts at once.</summary>
    public const string CallCountingDelayVariable = "DOTNET_TC_CallCountingDelayMs";

    /// <summary>Every variable <see cref="ToJob"/> sets for the JIT: what a job's JIT is, said in a report's JIT column.</summary>
    public static IReadOnlyList<string> JitVariables { get; } = [TieredCompilationVariable, TieredPgoVariable, CallCountingDelayVariable, SteadyJitWarmup.Variable];

    /// <summary>How the benchmark process compiles the timed code; <see cref="JitMode.TieredOff"/> unless chosen otherwise.</summary>
    public JitMode Jit { get; init; }

    /// <summary>
    /// This protocol under the runtime's default JIT (<see cref="JitMode.TieredPgo"/>): the same runs, after an untimed warm-up
    /// in the benchmark process that ends when the JIT stands still (<see cref="SteadyJitWarmup.Suite"/>); the reason says so.
    /// </summary>
    public RunProtocol WithTieredPgo() => Jit == JitMode.TieredPgo ? this : this with
    {
        Jit = JitMode.TieredPgo,
        Reason = $"{Reason}; the runtime's default JIT (tiered, Dynamic PGO), after {SteadyJitWarmup.Suite.Describe()}",
    };

    /// <summary>
    /// The BenchmarkDotNet job: one invocation per run, monitoring strategy, this protocol's counts,
    /// also handed to the benchmark process (<see cref="RunWindow.Variable"/>) so that what it gathers
    /// per run merges the measured runs alone.
    /// </summary>
    public Job ToJob()
    {
        var job = Job.Default
            .WithStrategy(RunStrategy.Monitoring)
            .WithLaunchCount(1)
            .WithWarmupCount(WarmupRuns)
            .WithIterationCount(MeasuredRuns)
            .WithInvocationCount(1)
            .WithUnrollFactor(1)
            .WithEnvironmentVariable(RunWindow.Variable, new RunWindow(WarmupRuns, MeasuredRuns).ToString())
            .WithId(JobId(WarmupRuns, MeasuredRuns, Jit));
        // Said explicitly either way, so that a variable inherited from the user's shell cannot change the mode.
        return Jit == JitMode.TieredPgo
            ? job.WithEnvironmentVariable(TieredCompilationVariable, "1")
                .WithEnvironmentVariable(TieredPgoVariable, "1")
                .WithEnvironmentVariable(CallCountingDelayVariable, "0")
                .WithEnvironmentVariable(SteadyJitWarmup.Variable, SteadyJitWarmup.Suite.ToString())
            : job.WithEnvironmentVariable(TieredCompilationVariable, "0");
    }

    /// <summary>The job id a protocol's counts and JIT mode give, e.g. <c>1+5runs</c>, <c>64+5runs-pgo</c>.</summary>
    public static string JobId(int warmupRuns, int measuredRuns, JitMode jit = JitMode.TieredOff) =>
        $"{warmupRuns}+{measuredRuns}runs{(jit == JitMode.TieredPgo ? "-pgo" : "")}";

    /// <inheritdoc />
    public override string ToString() => $"{WarmupRuns}+{MeasuredRuns}: {Reason}";
}
