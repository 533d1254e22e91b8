using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Running;

/// <summary>
/// The harness check by turns in one process: every pair's two sides run real, validated steps, the child's lines
/// read back by pair, and a verdict on runs by turns sees through a change of the machine's speed between rounds
/// that the two sides shared, while it still flags a harness made 20% slower.
/// </summary>
public sealed class HarnessRoundsTests
{
    [Fact]
    public void Every_pair_has_two_sides_that_run_validated_steps()
    {
        var engine = new MicrosoftSqliteEngine();

        for (var pair = 0; pair < HarnessPairs.All.Count; pair++)
        {
            var (harness, loop) = HarnessPairs.All[pair].Sides(engine);

            Assert.True(harness() > 0, $"pair {pair}: the harness's run took no time");
            Assert.True(loop() > 0, $"pair {pair}: the loop's run took no time");
        }
    }

    [Fact]
    public void The_child_process_runs_a_pair_by_turns_and_its_rounds_are_read_back()
    {
        var turns = InterleavedRuns.Measure([0]);

        Assert.Null(turns.Error);
        var runs = Assert.Single(turns.Runs);
        Assert.Equal(0, runs.Key);
        Assert.Equal(HarnessRounds.MeasuredRounds, runs.Value.Harness.Count);
        Assert.Equal(HarnessRounds.MeasuredRounds, runs.Value.Loop.Count);
        Assert.All(runs.Value.Harness.Concat(runs.Value.Loop), run => Assert.True(run > 0));
        Assert.Equal(new JitWarmup(HarnessRounds.WarmupRounds, null), runs.Value.Warmup);
    }

    [Fact]
    public void At_the_runtime_s_default_JIT_the_child_warms_up_until_the_JIT_stands_still_or_says_it_did_not()
    {
        var turns = InterleavedRuns.Measure([0], atRuntimeDefaults: true);

        Assert.Null(turns.Error);
        var runs = Assert.Single(turns.Runs).Value;
        Assert.Equal(HarnessRounds.MeasuredRounds, runs.Harness.Count);
        // Either the count stood still past the minimum, or a cap (rounds, or time) stopped it still compiling.
        Assert.True(runs.Warmup.StillCompiling is null ? runs.Warmup.Rounds >= JitWarmup.PastTierUp : runs.Warmup.Rounds <= SteadyJitWarmup.ByTurns.Cap, runs.Warmup.ToString());
    }

    [Fact]
    public void The_childs_lines_are_read_back_by_pair_harness_and_loop_by_turns()
    {
        var runs = InterleavedRuns.Parse("noise\nharness-rounds 1 6 0 - 10 11 20 21 30 31\nharness-rounds 0 15 93 42 1.5 1.25\n");

        Assert.Equal([10.0, 20, 30], runs[1].Harness);
        Assert.Equal([11.0, 21, 31], runs[1].Loop);
        Assert.Equal(new JitWarmup(6, null), runs[1].Warmup);
        Assert.Equal([1.5], runs[0].Harness);
        Assert.Equal([1.25], runs[0].Loop);
        Assert.Equal(new JitWarmup(15, 42) { MinimumRounds = 93 }, runs[0].Warmup);
        // A warm-up its time budget cut short of the minimum says so, not that the JIT went on compiling past it.
        Assert.StartsWith("cut at 15 rounds by its time budget, short of the 93", runs[0].Warmup.ToString());
    }

    [Fact]
    public void The_check_gives_a_verdict_at_each_JIT_and_says_when_the_default_one_was_not_measured()
    {
        var tieredOff = new InterleavedRuns([.. _loop.Select(run => run * 1.2)], _loop, new JitWarmup(1, null));
        var atDefaults = new InterleavedRuns([.. _loop], _loop, new JitWarmup(7, null));

        var line = Assert.Single(HarnessCheck.Lines([], interleaved: new(new Dictionary<int, InterleavedRuns> { [0] = tieredOff }, null)
        {
            AtRuntimeDefaults = new(new Dictionary<int, InterleavedRuns> { [0] = atDefaults }, null),
        }));
        var unmeasured = Assert.Single(HarnessCheck.Lines([], interleaved: new(new Dictionary<int, InterleavedRuns> { [0] = tieredOff }, null)
        {
            AtRuntimeDefaults = new(new Dictionary<int, InterleavedRuns>(), "the rounds did not finish within 180 s"),
        }));

        var (off, defaults) = (line[..line.IndexOf("; at the runtime", StringComparison.Ordinal)], line[line.IndexOf("; at the runtime", StringComparison.Ordinal)..]);
        Assert.Contains("with tiered compilation off, 8 rounds", off, StringComparison.Ordinal);
        Assert.Contains("MORE THAN 10% SLOWER", off, StringComparison.Ordinal);
        Assert.Contains("at the runtime's default JIT (tiered compilation, Dynamic PGO), 8 rounds after the warm-up (7 rounds, until the JIT's count of compiled methods stood still over 3;", defaults, StringComparison.Ordinal);
        Assert.DoesNotContain("SLOWER", defaults, StringComparison.Ordinal);
        Assert.EndsWith("; at the runtime's default JIT: not measured (the rounds did not finish within 180 s)", unmeasured, StringComparison.Ordinal);
    }

    // The machine ran at 1.8x its speed's time for the last four rounds, both sides alike.
    private static readonly double[] _loop = [100, 102, 99, 101, 180, 183, 179, 182];

    [Fact]
    public void A_harness_level_with_its_loop_through_a_slow_spell_is_within_tolerance()
    {
        double[] harness = [.. _loop.Select((run, i) => run * (i % 2 == 0 ? 1.02 : 0.99))];

        var verdict = HarnessVerdict.ByTurns(harness, _loop, HarnessCheck.Tolerance);

        Assert.False(verdict.Flagged, verdict.ToString());
        Assert.InRange(verdict.Paired!.Factor, 0.99, 1.02);
    }

    [Fact]
    public void One_fast_run_of_the_loop_does_not_flag_a_harness_level_with_it_in_every_other_round()
    {
        // As a main job's W1 pair came out: the loop's fourth run caught the machine fast, 1.82 ms among 2.2-2.4.
        double[] loop = [2.30, 2.25, 2.41, 1.82, 2.28, 2.36, 2.24, 2.33];
        double[] harness = [2.31, 2.28, 2.38, 2.29, 2.24, 2.40, 2.27, 2.30];

        var verdict = HarnessVerdict.ByTurns(harness, loop, HarnessCheck.Tolerance);

        Assert.True(verdict.FastestRatio > 1.2);
        Assert.False(verdict.Flagged, verdict.ToString());
        // The fast round widens the rounds' interval past 1.10: the medians alone do not make it "within 10%".
        Assert.Contains("judged on the medians, the rounds' median and the rounds' interval: not settled (the interval holds 1.10)", verdict.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_harness_twenty_percent_slower_by_turns_is_flagged()
    {
        var verdict = HarnessVerdict.ByTurns([.. _loop.Select(run => run * 1.2)], _loop, HarnessCheck.Tolerance);

        Assert.True(verdict.Flagged);
        Assert.Equal(1.2, verdict.RoundMedian!.Value, precision: 9);
        Assert.Equal(1.2, verdict.Paired!.Factor, precision: 9);
        Assert.Contains("MORE THAN 10% SLOWER", verdict.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_harness_fifteen_percent_slower_in_all_but_one_round_is_not_settled_by_eight_rounds()
    {
        double[] harness = [.. _loop.Select((run, i) => i == 0 ? run : run * 1.15)];

        var verdict = HarnessVerdict.ByTurns(harness, _loop, HarnessCheck.Tolerance);

        Assert.True(verdict.MedianRatio > 1 + HarnessCheck.Tolerance && verdict.RoundMedian > 1 + HarnessCheck.Tolerance);
        Assert.False(verdict.Flagged, verdict.ToString());
        Assert.EndsWith("not settled (the interval holds 1.10)", verdict.ToString(), StringComparison.Ordinal);
    }
}
