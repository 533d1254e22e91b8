using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Statistics;

/// <summary>
/// Words never stronger than the interval: a speed-up whose runs are apart but whose 99.9% interval holds 1x is not
/// settled, not "every run faster"; the harness check is "more than 10% slower" only where the interval lies wholly past
/// 1.10 and "within 10%" only where it lies wholly short of it.
/// </summary>
public sealed class VerdictRuleTests
{
    [Fact]
    public void Runs_apart_whose_interval_holds_one_are_not_settled_not_every_run_faster()
    {
        // Three runs a side that do not overlap, each side spread wide: Student's t at 2-4 degrees of freedom holds 1x.
        var speedUp = SpeedUp.Of(Interval.Of([100, 135, 182]), Interval.Of([70, 80, 95]));

        Assert.True(speedUp.Low < 1 && speedUp.High > 1, $"{speedUp.Low}–{speedUp.High}");
        Assert.Equal(SpeedUpVerdict.NotSettled, speedUp.Verdict);
        Assert.DoesNotContain("every run", speedUp.ToString(), StringComparison.Ordinal);
        Assert.Matches(@"^1\.\d\dx \[0\.\d\dx–\d+\.?\d*x, 99\.9%\], not settled \(the interval holds 1x\), 3/3 runs$", speedUp.ToString());
    }

    [Fact]
    public void Pairs_all_on_one_side_whose_interval_holds_one_are_not_settled_not_every_pair_faster()
    {
        var speedUp = SpeedUp.Of(PairedRatio.Of([(105, 100), (150, 100), (300, 100)]));

        Assert.True(speedUp.Low < 1, $"{speedUp.Low}");
        Assert.Equal(SpeedUpVerdict.NotSettled, speedUp.Verdict);
        Assert.DoesNotContain("every pair", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1.5, 2.5, ThresholdSide.Above, SpeedUpVerdict.EveryRunApart)]
    [InlineData(0.4, 0.8, ThresholdSide.Below, SpeedUpVerdict.EveryRunApart)]
    [InlineData(0.45, 4.02, ThresholdSide.Above, SpeedUpVerdict.NotSettled)]
    [InlineData(0.45, 4.02, ThresholdSide.Holds, SpeedUpVerdict.SameWithinNoise)]
    [InlineData(1.03, 1.14, ThresholdSide.Holds, SpeedUpVerdict.BeyondNoise)]
    [InlineData(1.03, 1.14, ThresholdSide.Below, SpeedUpVerdict.NotSettled)]
    public void A_speed_up_says_every_run_apart_only_where_the_interval_and_the_runs_both_leave_one_on_the_same_side(
        double low, double high, ThresholdSide runs, SpeedUpVerdict expected)
    {
        Assert.Equal(expected, VerdictRule.SpeedUp(VerdictRule.Side(low, high, 1), runs));
    }

    [Theory]
    [InlineData(1.2, 1.3, new[] { 1.25 }, ThresholdSide.Above)]
    [InlineData(0.9, 1.05, new[] { 1.0, 0.98 }, ThresholdSide.Below)]
    [InlineData(0.706, 1.546, new[] { 1.2, 0.983 }, ThresholdSide.Holds)]
    [InlineData(0.706, 1.546, new[] { 1.2, 1.3 }, ThresholdSide.Holds)]
    [InlineData(1.2, 1.3, new[] { 1.05 }, ThresholdSide.Holds)]
    [InlineData(double.NaN, double.NaN, new[] { 1.5 }, ThresholdSide.Holds)]
    public void A_ratio_held_to_a_bound_is_past_it_or_short_of_it_only_where_the_interval_and_the_runs_agree(
        double low, double high, double[] runs, ThresholdSide expected)
    {
        Assert.Equal(expected, VerdictRule.Against(VerdictRule.Side(low, high, 1.1), VerdictRule.Side(runs, 1.1)));
    }

    [Fact]
    public void A_harness_whose_medians_are_past_the_tolerance_but_whose_rounds_interval_holds_it_is_not_settled()
    {
        // As a main job's check came out: the two sides' medians 1.29 apart, the rounds' median 0.985, the interval wide.
        double[] loop = [100, 100, 100, 100, 200, 200, 200, 200];
        double[] harness = [98, 97, 99, 200, 196, 400, 190, 410];

        var verdict = HarnessVerdict.ByTurns(harness, loop, HarnessCheck.Tolerance);

        Assert.True(verdict.MedianRatio > 1 + HarnessCheck.Tolerance);
        Assert.True(verdict.Paired!.Low < 1 + HarnessCheck.Tolerance && verdict.Paired.High > 1 + HarnessCheck.Tolerance);
        Assert.False(verdict.Flagged, verdict.ToString());
        Assert.DoesNotContain("SLOWER", verdict.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("within 10%", verdict.ToString(), StringComparison.Ordinal);
        Assert.EndsWith("not settled (the interval holds 1.10)", verdict.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_harness_whose_runs_spread_past_the_tolerance_is_not_within_it_on_their_medians_alone()
    {
        // Level medians, but eight runs a side of a synced commit's spread: their interval reaches past 1.10.
        double[] loop = [62, 100, 95, 123, 88, 104, 97, 110];

        var verdict = HarnessVerdict.Of([.. loop.Reverse()], loop, HarnessCheck.Tolerance);

        Assert.False(verdict.Flagged);
        Assert.DoesNotContain("within 10%", verdict.ToString(), StringComparison.Ordinal);
        Assert.Contains("not settled", verdict.ToString(), StringComparison.Ordinal);
    }
}
