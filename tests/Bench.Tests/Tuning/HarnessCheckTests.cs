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
    public void A_harness_made_twenty_percent_slower_is_flagged_even_beside_a_loop_that_spreads_wider()
    {
        var verdict = HarnessVerdict.Of(_syncedLoop.Select(run => run * 1.2).ToArray(), _syncedLoop, HarnessCheck.Tolerance);

        Assert.True(verdict.Flagged);
        Assert.Equal(1.2, verdict.FastestRatio, precision: 9);
        Assert.Contains("MORE THAN 10% SLOWER", verdict.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void The_same_runs_in_another_order_are_within_tolerance()
    {
        var verdict = HarnessVerdict.Of(_syncedLoop.Reverse().ToArray(), _syncedLoop, HarnessCheck.Tolerance);

        Assert.False(verdict.Flagged);
        Assert.EndsWith("within 10%", verdict.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_harness_five_percent_slower_passes_and_eleven_percent_fails()
    {
        double[] loop = [90, 91, 92, 95, 101];

        Assert.False(HarnessVerdict.Of(loop.Select(run => run * 1.05).ToArray(), loop, HarnessCheck.Tolerance).Flagged);
        Assert.True(HarnessVerdict.Of(loop.Select(run => run * 1.11).ToArray(), loop, HarnessCheck.Tolerance).Flagged);
    }

    [Fact]
    public void A_harness_whose_fastest_run_matches_but_whose_median_is_twenty_percent_slower_is_flagged()
    {
        double[] loop = [90, 91, 92, 95, 101];
        double[] harness = [90, 110, 110.4, 114, 121];

        var verdict = HarnessVerdict.Of(harness, loop, HarnessCheck.Tolerance);

        Assert.Equal(1, verdict.FastestRatio, precision: 9);
        Assert.Equal(1.2, verdict.MedianRatio, precision: 9);
        Assert.True(verdict.Flagged);
    }

    [Fact]
    public void Paired_rounds_twenty_percent_slower_flag_the_harness_whatever_its_fastest_run_and_median()
    {
        double[] loop = [90, 91, 92, 95, 101];
        var slower = PairedRatio.Of([(120, 100), (121, 100), (119, 100)]);
        var level = PairedRatio.Of([(101, 100), (99, 100), (100, 100)]);

        var flagged = HarnessVerdict.Of(loop, loop, HarnessCheck.Tolerance, slower);
        var passed = HarnessVerdict.Of(loop, loop, HarnessCheck.Tolerance, level);

        Assert.True(flagged.Flagged);
        Assert.Contains("1.200 paired", flagged.ToString(), StringComparison.Ordinal);
        Assert.Contains("3 pairs", flagged.ToString(), StringComparison.Ordinal);
        Assert.False(passed.Flagged);
    }
}
