using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class HarnessCheckTests
{
    private static BenchmarkRunInfo Run(Type type) => BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty());

    [Fact]
    public void A_plain_loop_the_filter_chose_runs_right_after_its_harness_class_not_at_the_end()
    {
        var joined = HarnessPairs.Join(
            [Run(typeof(Contacts<MicrosoftSqliteEngine>)), Run(typeof(Crud<MicrosoftSqliteEngine>)), Run(typeof(Crud<SystemDataSqliteEngine>)),
                Run(typeof(ContactsPlainLoopSqlite)), Run(typeof(CrudPlainLoopSqlite))]);

        Assert.Equal(
            [typeof(Contacts<MicrosoftSqliteEngine>), typeof(ContactsPlainLoopSqlite), typeof(Crud<MicrosoftSqliteEngine>), typeof(CrudPlainLoopSqlite), typeof(Crud<SystemDataSqliteEngine>)],
            joined.Select(run => run.Type));
    }

    [Fact]
    public void A_run_of_the_batch_path_gets_no_case_added_and_is_vouched_for_by_turns()
    {
        var crud = Run(typeof(Crud<MicrosoftSqliteEngine>));
        var planner = new CasePlanner();

        Assert.Equal([crud], HarnessPairs.Join([crud]));
        Assert.Equal([0], HarnessPairs.Vouched(crud.BenchmarksCases.Select(planner.Plan)));
    }

    [Fact]
    public void A_run_without_the_batch_path_is_left_as_it_is_and_not_vouched_for()
    {
        var crud = Run(typeof(Crud<SystemDataSqliteEngine>));
        var loop = Run(typeof(CrudPlainLoopSqlite));
        var planner = new CasePlanner();

        Assert.Equal([crud], HarnessPairs.Join([crud]));
        Assert.Empty(HarnessPairs.Vouched([.. crud.BenchmarksCases.Select(planner.Plan), .. loop.BenchmarksCases.Select(planner.Plan)]));
    }

    [Fact]
    public void A_run_vouches_for_the_pairs_of_the_workloads_it_measured_under_batch_alone()
    {
        var planner = new CasePlanner();
        var crud = Run(typeof(Crud<MicrosoftSqliteEngine>)).BenchmarksCases.Select(planner.Plan).ToArray();
        var contacts = Run(typeof(Contacts<MicrosoftSqliteEngine>)).BenchmarksCases.Select(planner.Plan).ToArray();

        Assert.Equal([1], HarnessPairs.Vouched(contacts));
        Assert.Equal([0, 1], HarnessPairs.Vouched([.. crud, .. contacts]));
        Assert.Empty(HarnessPairs.Vouched(crud.Where(c => c.Variant != EmbeddedDbBench.Core.Variant.Batch)));
    }

    // W1's synced 1,000-row write: four adjacent runs of the loop came out at 0.62-1.23 of their median.
    private static readonly double[] _syncedLoop = [62, 100, 95, 123, 88, 104, 97, 110];

    [Fact]
    public void A_harness_twenty_percent_slower_beside_a_loop_that_spreads_wider_is_not_settled_on_those_runs()
    {
        var verdict = HarnessVerdict.Of(_syncedLoop.Select(run => run * 1.2).ToArray(), _syncedLoop, HarnessCheck.Tolerance);

        Assert.False(verdict.Flagged);
        Assert.Equal(1.2, verdict.FastestRatio, precision: 9);
        Assert.Equal(ThresholdSide.Holds, verdict.Outcome);
        Assert.EndsWith("not settled (the interval holds 1.10)", verdict.ToString(), StringComparison.Ordinal);
        Assert.Contains("1.200 geometric means (", verdict.ToString(), StringComparison.Ordinal);
    }

    // Runs a side spread 2% in all: their interval is narrow enough to settle 5% and 20%, not 11%.
    private static readonly double[] _steadyLoop = [100, 100.5, 101, 101.5, 102];

    [Fact]
    public void On_steady_runs_a_harness_five_percent_slower_is_within_tolerance_eleven_is_not_settled_and_twenty_is_flagged()
    {
        var five = HarnessVerdict.Of(_steadyLoop.Select(run => run * 1.05).ToArray(), _steadyLoop, HarnessCheck.Tolerance);
        var eleven = HarnessVerdict.Of(_steadyLoop.Select(run => run * 1.11).ToArray(), _steadyLoop, HarnessCheck.Tolerance);
        var twenty = HarnessVerdict.Of(_steadyLoop.Select(run => run * 1.2).ToArray(), _steadyLoop, HarnessCheck.Tolerance);

        Assert.EndsWith("within 10%", five.ToString(), StringComparison.Ordinal);
        Assert.EndsWith("not settled (the interval holds 1.10)", eleven.ToString(), StringComparison.Ordinal);
        Assert.True(twenty.Flagged);
        Assert.Contains("MORE THAN 10% SLOWER", twenty.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Paired_rounds_and_medians_twenty_percent_slower_flag_the_harness_whatever_its_fastest_run()
    {
        double[] loop = [90, 91, 92, 95, 101];
        double[] harness = [90, 110, 110.4, 114, 121];
        var slower = PairedRatio.Of([.. Enumerable.Range(0, 8).Select(i => (120.0 + (i % 2), 100.0))]);

        var verdict = HarnessVerdict.Of(harness, loop, HarnessCheck.Tolerance, slower);

        Assert.Equal(1, verdict.FastestRatio, precision: 9);
        Assert.Equal(1.2, verdict.MedianRatio, precision: 9);
        Assert.True(verdict.Flagged);
        Assert.Contains("paired (", verdict.ToString(), StringComparison.Ordinal);
        Assert.Contains("8 pairs", verdict.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("geometric means", verdict.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Paired_rounds_twenty_percent_slower_do_not_flag_a_harness_whose_medians_are_level()
    {
        var slower = PairedRatio.Of([.. Enumerable.Range(0, 8).Select(i => (120.0 + (i % 2), 100.0))]);
        var level = PairedRatio.Of([.. Enumerable.Range(0, 8).Select(i => (i % 2 == 0 ? 101.0 : 99.0, 100.0))]);

        var parted = HarnessVerdict.Of(_steadyLoop, _steadyLoop, HarnessCheck.Tolerance, slower);
        var passed = HarnessVerdict.Of(_steadyLoop, _steadyLoop, HarnessCheck.Tolerance, level);

        Assert.False(parted.Flagged);
        Assert.EndsWith("not settled (the interval lies above 1.10, the medians do not)", parted.ToString(), StringComparison.Ordinal);
        Assert.EndsWith("within 10%", passed.ToString(), StringComparison.Ordinal);
    }
}
