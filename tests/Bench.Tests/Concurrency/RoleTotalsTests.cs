using System.Diagnostics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>
/// A role's figures over a case's runs: the operation a deadline cut off counts with its wait, a
/// starved run is counted as such, and only the runs BenchmarkDotNet measured are merged.
/// </summary>
public sealed class RoleTotalsTests
{
    private static readonly long _millisecond = Stopwatch.Frequency / 1_000;

    [Fact]
    public void An_operation_cut_off_by_the_deadline_is_in_the_latencies_but_not_in_the_operations()
    {
        var writer = new OperationRecorder(timesOperations: true);
        writer.Completed(Stopwatch.GetTimestamp() - _millisecond, retried: false);
        // In flight for two seconds when the deadline passed.
        writer.CutOff(Stopwatch.GetTimestamp() - (2_000 * _millisecond));
        var totals = new RoleTotals("writer", recorded: true);
        totals.Add([writer], seconds: 10, starved: true);

        var summary = totals.Summary();

        Assert.Equal(1, summary.Operations);
        Assert.Equal(1, summary.CutOffs);
        Assert.Equal(1, summary.StarvedRuns);
        Assert.InRange(summary.LongestCutOff, 1.99e6, 2.2e6);
        Assert.InRange(summary.Max, 1.99e6, 2.2e6);
    }

    [Fact]
    public void A_writer_starved_of_every_operation_still_records_its_wait()
    {
        var writer = new OperationRecorder(timesOperations: true);
        writer.CutOff(Stopwatch.GetTimestamp() - (10_000 * _millisecond));
        var totals = new RoleTotals("writer", recorded: true);
        totals.Add([writer], seconds: 10, starved: true);

        var summary = totals.Summary();

        Assert.Equal(0, summary.Operations);
        Assert.True(summary.Recorded);
        Assert.InRange(summary.P99, 9.9e6, 10.5e6);
    }

    [Fact]
    public void Runs_merge_their_counts_and_keep_complete_runs_apart_from_starved_ones()
    {
        var totals = new RoleTotals("writer", recorded: true);
        foreach (var starved in new[] { false, true, false })
        {
            var recorder = new OperationRecorder(timesOperations: true);
            recorder.Completed(Stopwatch.GetTimestamp(), retried: starved);
            totals.Add([recorder], seconds: 0.5, starved);
        }

        var summary = totals.Summary();

        Assert.Equal((3, 3L, 1, 1L, 1.5), (summary.Runs, summary.Operations, summary.StarvedRuns, summary.Retried, summary.Seconds));
        Assert.Equal(0.5, summary.SecondsPerRun);
    }

    [Fact]
    public void Only_the_measured_runs_are_merged_leaving_out_the_warm_up_and_the_memory_diagnoser_s_run()
    {
        // 1 warm-up, 3 measured, then the diagnoser's extra run.
        string[] runs = ["warm-up", "m1", "m2", "m3", "diagnoser"];

        Assert.Equal(["m1", "m2", "m3"], RunWindow.Measured(runs, RunWindow.Parse("1+3")));
        Assert.Equal(["warm-up", "m1"], RunWindow.Measured(runs[..2], RunWindow.Parse("0+2")));
        // No window known (a job shaped on the command line): the first run is taken for a warm-up.
        Assert.Equal(["m1", "m2", "m3", "diagnoser"], RunWindow.Measured(runs, window: null));
    }

    [Fact]
    public void A_malformed_run_window_is_no_window()
    {
        Assert.Null(RunWindow.Parse(null));
        Assert.Null(RunWindow.Parse("3"));
        Assert.Null(RunWindow.Parse("1+x"));
        Assert.Equal(new RunWindow(1, 3), RunWindow.Parse(new RunWindow(1, 3).ToString()));
    }
}
