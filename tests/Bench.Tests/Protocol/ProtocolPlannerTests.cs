using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Protocol;

public sealed class ProtocolPlannerTests
{
    private static BenchmarkCase Case(string method, Variant variant) =>
        BenchmarkConverter.TypeToBenchmarks(typeof(Contacts<MicrosoftSqliteEngine>), ManualConfig.CreateEmpty()).BenchmarksCases
            .Single(c => c.Descriptor.WorkloadMethod.Name == method && Equals(c.Parameters["Variant"], variant));

    private static RunProtocol Plan(string method, Variant variant, double secondsPerWrite, SuiteJob job = SuiteJob.Planned, double spread = 0.05) =>
        new CasePlanner(job, commitCosts: new CommitCosts((_, _) => new CommitCost(secondsPerWrite, spread))).Plan(Case(method, variant)).Protocol!;

    [Fact]
    public void A_step_of_few_autocommit_writes_keeps_the_studys_runs()
    {
        var protocol = Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Wal, secondsPerWrite: 0.00001);

        Assert.Equal((1, 5), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Equal(25_000, protocol.AutocommitWrites);
    }

    [Fact]
    public void A_foreseen_long_run_on_a_steady_disk_is_measured_once_without_warm_up_and_says_why()
    {
        var protocol = Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default, secondsPerWrite: 0.0003, spread: 0.1);

        Assert.Equal((0, 1), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Contains("25,000 autocommit writes", protocol.Reason, StringComparison.Ordinal);
        Assert.Contains("measured by the commit probe, the probe's spread 10%", protocol.Reason, StringComparison.Ordinal);
        Assert.Equal(7.5, protocol.PredictedRunSeconds!.Value, precision: 6);
    }

    [Fact]
    public void A_foreseen_long_run_on_an_unsteady_disk_is_measured_twice()
    {
        // 25,000 writes × 0.08 ms: 2 s, long, but short of what averages the probe's spread.
        var protocol = Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default, secondsPerWrite: 0.00008, spread: 0.5);

        Assert.Equal((0, 2), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.EndsWith(": no warm-up, two runs", protocol.Reason, StringComparison.Ordinal);
    }

    [Theory]
    // 25,000 writes: 3 s, the shortest run that averages the probe's spread, and 250 s.
    [InlineData(0.00012)]
    [InlineData(0.01)]
    public void A_run_long_enough_to_average_the_disks_wandering_is_measured_once_and_says_why(double secondsPerWrite)
    {
        var protocol = Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default, secondsPerWrite, spread: 0.5);

        Assert.Equal((0, 1), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Contains("the probe's spread 50%): no warm-up, one run, as a run of 3 s or more averages the probe's spread", protocol.Reason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Transaction)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.UpdateByState), Variant.Default)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.SelectByZip), Variant.Default)]
    public void Steps_that_commit_once_keep_the_studys_runs(string method, Variant variant) =>
        Assert.Equal((1, 5), (Plan(method, variant, secondsPerWrite: 0.01).WarmupRuns, Plan(method, variant, secondsPerWrite: 0.01).MeasuredRuns));

    [Fact]
    public void The_full_job_keeps_the_studys_runs_even_for_long_cases()
    {
        var protocol = Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default, secondsPerWrite: 0.01, job: SuiteJob.Full);

        Assert.Equal((1, 5), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Contains("--job full", protocol.Reason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.SelectByZip), Variant.Transaction)]
    public void The_dry_job_runs_every_case_once_without_warm_up(string method, Variant variant)
    {
        var protocol = Plan(method, variant, secondsPerWrite: 0.01, job: SuiteJob.Dry);

        Assert.Equal((0, 1), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Contains("--job dry", protocol.Reason, StringComparison.Ordinal);
    }

    [Theory]
    // 25,000 writes: the first write foresees 0.125 s, a quarter of a long run; the repeats are not timed.
    [InlineData(0.000005, 0)]
    // 0.375 s, over half a long run: the repeats decide (here 0.0003 s a write: 7.5 s, one run).
    [InlineData(0.000015, 1)]
    public void The_probes_first_write_settles_a_case_far_from_a_long_run_and_the_repeats_the_rest(double firstEstimate, int repeatedProbes)
    {
        var probes = 0;
        var costs = new CommitCosts((_, _) => { probes++; return new CommitCost(0.0003, 0.1); }, (_, _) => firstEstimate);

        var protocol = new CasePlanner(SuiteJob.Planned, commitCosts: costs).Plan(Case(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default)).Protocol!;

        Assert.Equal(repeatedProbes, probes);
        Assert.Equal(repeatedProbes == 0 ? (1, 5) : (0, 1), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Equal(repeatedProbes == 0 ? 25_000 * firstEstimate : 7.5, protocol.PredictedRunSeconds!.Value, precision: 6);
    }

    [Fact]
    public void The_first_estimate_of_a_real_engine_is_a_write_s_cost_and_is_taken_once()
    {
        var costs = new CommitCosts();
        var engine = new MicrosoftSqliteEngine();

        var first = costs.FirstEstimate(engine, Variant.Memory);

        Assert.InRange(first!.Value, double.Epsilon, 1.0);
        Assert.Equal(first, costs.FirstEstimate(engine, Variant.Memory));
    }

    [Fact]
    public void An_engine_that_could_not_be_probed_keeps_the_studys_runs()
    {
        var protocol = new CasePlanner(SuiteJob.Planned, commitCosts: new CommitCosts((_, _) => null))
            .Plan(Case(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default)).Protocol!;

        Assert.Equal((1, 5), (protocol.WarmupRuns, protocol.MeasuredRuns));
    }

    [Fact]
    public void A_protocol_job_turns_tiered_compilation_off_unless_it_runs_at_the_default_jit()
    {
        var job = new RunProtocol(1, 5, "test").ToJob();

        Assert.Contains(job.Environment.EnvironmentVariables!, v => v.Key == RunProtocol.TieredCompilationVariable && v.Value == "0");
        Assert.DoesNotContain(job.Environment.EnvironmentVariables!, v => v.Key == SteadyJitWarmup.Variable);
        Assert.Equal((1, 5, 1), (job.Run.WarmupCount, job.Run.IterationCount, job.Run.InvocationCount));
    }

    [Fact]
    public void A_job_at_the_default_jit_asks_its_process_for_the_warm_up_until_the_jit_stands_still()
    {
        var job = new RunProtocol(1, 5, "test").WithTieredPgo().ToJob();

        Assert.Contains(job.Environment.EnvironmentVariables!, v => v.Key == RunProtocol.TieredCompilationVariable && v.Value == "1");
        var warmup = SteadyJitWarmup.Parse(Assert.Single(job.Environment.EnvironmentVariables!, v => v.Key == SteadyJitWarmup.Variable).Value);
        Assert.Equal(SteadyJitWarmup.Suite, warmup);
        Assert.Equal((1, 5), (job.Run.WarmupCount, job.Run.IterationCount));
    }

    [Theory]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Batch, JitMode.TieredPgo)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Transaction, JitMode.TieredPgo)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Memory, JitMode.TieredPgo)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.SelectByState), Variant.Default, JitMode.TieredPgo)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Wal, JitMode.TieredOff)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.SyncOff, JitMode.TieredOff)]
    public void Cpu_bound_cases_run_at_the_default_jit_and_chains_of_commits_with_tiering_off(string method, Variant variant, JitMode expected)
    {
        var protocol = Plan(method, variant, secondsPerWrite: 0.00001);

        Assert.Equal(expected, protocol.Jit);
        Assert.Equal(expected == JitMode.TieredPgo, protocol.Reason.Contains("the runtime's default JIT", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.UpdateByState), Variant.Transaction)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.DeleteByZip), Variant.Memory)]
    [InlineData(nameof(Contacts<MicrosoftSqliteEngine>.UpdateByZip), Variant.Default)]
    // One statement over thousands of rows: its run is the engine's, and waiting for tier-up would change no figure.
    public void A_case_whose_run_is_a_few_statements_keeps_tiering_off_with_the_studys_warm_up_and_says_why(string method, Variant variant)
    {
        var protocol = Plan(method, variant, secondsPerWrite: 0.00001);

        Assert.Equal(JitMode.TieredOff, protocol.Jit);
        Assert.Equal((1, 5), (protocol.WarmupRuns, protocol.MeasuredRuns));
        Assert.Contains(ProtocolPlanner.InEngineReason, protocol.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_long_run_without_warm_up_and_a_dry_run_keep_tiering_off()
    {
        Assert.Equal(JitMode.TieredOff, Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Default, secondsPerWrite: 0.0003, spread: 0.1).Jit);
        Assert.Equal(JitMode.TieredOff, Plan(nameof(Contacts<MicrosoftSqliteEngine>.Insert), Variant.Batch, secondsPerWrite: 0.0003, job: SuiteJob.Dry).Jit);
    }

    [Fact]
    public void Every_job_tells_its_process_which_runs_are_measured_so_the_memory_diagnoser_s_run_stays_out_of_its_figures()
    {
        var job = new RunProtocol(1, 3, "test").ToJob();

        var window = RunWindow.Parse(Assert.Single(job.Environment.EnvironmentVariables!, v => v.Key == RunWindow.Variable).Value);
        Assert.Equal(new RunWindow(1, 3), window);
        // The process validates five runs: the warm-up, three measured, the diagnoser's.
        Assert.Equal([2, 3, 4], RunWindow.Measured([1, 2, 3, 4, 5], window));
    }

    [Fact]
    public void The_commit_probe_measures_a_real_engine()
    {
        var cost = new CommitCosts().Cost(new MicrosoftSqliteEngine(), Variant.Memory);

        Assert.NotNull(cost);
        Assert.InRange(cost!.Value.SecondsPerWrite, double.Epsilon, 1.0);
        Assert.InRange(cost.Value.Spread, 0, double.MaxValue);
    }
}
