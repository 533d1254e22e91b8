using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Protocol;

public sealed class JitWarmupTests
{
    // A JIT that compiles `compiling` methods a round for its first rounds, then nothing.
    private static Func<long> CountThatStops(int compilingRounds, Func<int> rounds) => () => Math.Min(rounds(), compilingRounds) * 7L;

    [Fact]
    public void A_count_standing_still_before_the_tier_up_calls_does_not_end_the_warm_up()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => rounds++, cap: 500, CountThatStops(2, () => rounds), minimumRounds: JitWarmup.PastTierUp);

        Assert.Equal(JitWarmup.PastTierUp, warmup.Rounds);
        Assert.Null(warmup.StillCompiling);
        Assert.StartsWith($"{JitWarmup.PastTierUp} rounds, until", warmup.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void The_warm_up_goes_on_past_the_minimum_while_the_jit_compiles()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => rounds++, cap: 500, CountThatStops(100, () => rounds), minimumRounds: JitWarmup.PastTierUp);

        Assert.Equal(100 + JitWarmup.SteadyRounds, warmup.Rounds);
        Assert.Null(warmup.StillCompiling);
    }

    [Fact]
    public void A_caller_may_ask_for_a_longer_stillness()
    {
        // Compiles in the first rounds, then a tier every 25–30 rounds, the last at round 110.
        int[] tierUps = [1, 2, 30, 60, 85, 110];
        var rounds = 0;
        long Count() => tierUps.Count(at => at <= rounds);
        var warmup = JitWarmup.Run(_ => rounds++, cap: 500, Count, minimumRounds: JitWarmup.PastTierUp, steadyRounds: 32);

        Assert.Equal(110 + 32, warmup.Rounds);
        Assert.Null(warmup.StillCompiling);
        Assert.EndsWith("stood still over 32", warmup.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_cap_reached_while_compiling_says_how_many_methods_the_last_rounds_compiled()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => rounds++, cap: 120, CountThatStops(1000, () => rounds), minimumRounds: JitWarmup.PastTierUp);

        Assert.Equal((120, 21L), (warmup.Rounds, warmup.StillCompiling));
        Assert.StartsWith("still compiling after 120 rounds: 21 methods", warmup.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_time_budget_spent_before_the_minimum_says_the_warm_up_fell_short_of_tier_up()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => { rounds++; Thread.Sleep(30); }, cap: 500, CountThatStops(2, () => rounds),
            minimumRounds: JitWarmup.PastTierUp, budget: TimeSpan.FromMilliseconds(100));

        Assert.InRange(warmup.Rounds, 1, JitWarmup.PastTierUp - 1);
        Assert.True(warmup.Elapsed >= TimeSpan.FromMilliseconds(100), warmup.Elapsed.ToString());
        Assert.NotNull(warmup.StillCompiling);
        Assert.StartsWith($"cut at {warmup.Rounds} rounds by its time budget, short of the {JitWarmup.PastTierUp}", warmup.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_round_that_compiled_nothing_and_puts_the_minimum_past_the_budget_stops_the_warm_up_at_once()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => { rounds++; Thread.Sleep(30); }, cap: 500, CountThatStops(2, () => rounds),
            minimumRounds: JitWarmup.PastTierUp, budget: TimeSpan.FromSeconds(1), foresee: true);

        // Rounds 1 and 2 compile; round 3 is the first still one, and 90 more of it would take 1.8 s even at 1.5 times its pace.
        Assert.Equal(3, warmup.Rounds);
        Assert.True(warmup.ForeseenFromStillRound >= TimeSpan.FromMilliseconds(30), warmup.ForeseenFromStillRound.ToString());
        Assert.StartsWith("cut at 3 rounds by its time budget (foreseen: a round that compiled nothing took", warmup.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Rounds_that_keep_compiling_foresee_nothing_and_the_budget_cuts_the_warm_up()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => { rounds++; Thread.Sleep(30); }, cap: 500, CountThatStops(1000, () => rounds),
            minimumRounds: JitWarmup.PastTierUp, budget: TimeSpan.FromMilliseconds(200), foresee: true);

        Assert.Null(warmup.ForeseenFromStillRound);
        Assert.True(warmup.Elapsed >= TimeSpan.FromMilliseconds(200), warmup.Elapsed.ToString());
        Assert.DoesNotContain("foreseen", warmup.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_foresight_lets_fast_rounds_reach_the_minimum()
    {
        var rounds = 0;
        var warmup = JitWarmup.Run(_ => rounds++, cap: 500, CountThatStops(2, () => rounds),
            minimumRounds: JitWarmup.PastTierUp, budget: TimeSpan.FromSeconds(10), foresee: true);

        Assert.Equal(JitWarmup.PastTierUp, warmup.Rounds);
        Assert.Null(warmup.StillCompiling);
        Assert.Null(warmup.ForeseenFromStillRound);
    }

    [Fact]
    public void The_suites_warm_up_travels_to_the_benchmark_process_in_its_variable_and_back()
    {
        Assert.Equal(SteadyJitWarmup.Suite, SteadyJitWarmup.Parse(SteadyJitWarmup.Suite.ToString()));
        Assert.DoesNotContain(",", SteadyJitWarmup.Suite.ToString(), StringComparison.Ordinal);
        Assert.Equal(SteadyJitWarmup.ByTurns, SteadyJitWarmup.Parse(SteadyJitWarmup.ByTurns.ToString()));
        Assert.Null(SteadyJitWarmup.Parse("63,256"));
        Assert.Null(SteadyJitWarmup.Parse("93:200:2000:x"));
        Assert.Null(SteadyJitWarmup.Parse("93:200:2000:3:x"));
        Assert.True(SteadyJitWarmup.Suite.Foresees);
        Assert.False(SteadyJitWarmup.ByTurns.Foresees);
        Assert.Null(SteadyJitWarmup.Parse(null));
    }

    [Theory]
    [InlineData("off (DOTNET_TieredCompilation=0)", null, null, "tiering off")]
    [InlineData("on (DOTNET_TieredCompilation=1), Dynamic PGO on", 101, null, "default, steady after 101 runs")]
    [InlineData("on (DOTNET_TieredCompilation=1), Dynamic PGO on", 256, 14L, "default, still compiling after 256 runs (14 methods)")]
    [InlineData("on (DOTNET_TieredCompilation=1), Dynamic PGO on", 25, 0L, "default, cut at 25 runs by the time budget, short of tier 1 (0 methods in the last 3)")]
    [InlineData("on (DOTNET_TieredCompilation=1), Dynamic PGO on", null, null, "default, no warm-up")]
    public void Each_case_s_row_says_which_jit_it_ran_and_how_its_warm_up_ended(string tiering, int? runs, long? still, string expected)
    {
        var record = new CaseRecord { Key = "case", Engine = "Sqlite.MicrosoftData", Variant = Variant.Batch, TieredCompilation = tiering, JitWarmupRuns = runs, JitWarmupStillCompiling = still };

        Assert.Equal(expected, SuiteColumns.Jit(record));
    }

    [Fact]
    public void A_warm_up_on_fewer_rows_than_a_timed_run_says_how_many()
    {
        var record = new CaseRecord
        {
            Key = "case", Engine = "Sqlite.MicrosoftData", Variant = Variant.Batch, TieredCompilation = "on (DOTNET_TieredCompilation=1), Dynamic PGO on",
            JitWarmupRuns = 97, JitWarmupRowsPerRun = 2_500,
        };

        Assert.Equal("default, steady after 97 runs of 2,500 rows", SuiteColumns.Jit(record));
        Assert.Equal("default, cut at 25 runs of 2,500 rows by the time budget, short of tier 1 (4 methods in the last 3)",
            SuiteColumns.Jit(record with { JitWarmupRuns = 25, JitWarmupStillCompiling = 4 }));
    }
}
