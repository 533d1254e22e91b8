using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Tests.Statistics;

public sealed class SpeedUpTests
{
    [Theory]
    [InlineData(new[] { 1.0, 10, 100 })]
    [InlineData(new[] { 1.0, 50 })]
    [InlineData(new[] { 3.0, 0.01, 7 })]
    public void A_time_of_two_or_three_runs_of_large_spread_has_positive_bounds_about_its_geometric_mean(double[] runs)
    {
        var time = Interval.Of(runs);

        Assert.True(time.IsKnown);
        Assert.True(time.Lower > 0, $"lower bound {time.Lower}");
        Assert.True(time.Lower <= time.GeometricMean && time.GeometricMean <= time.Upper);
        Assert.Equal(runs.Average(), time.Mean, precision: 9);
    }

    [Fact]
    public void Three_runs_give_the_student_t_interval_of_their_logs()
    {
        // Logs ln 100 - 0.1, ln 100, ln 100 + 0.1: standard deviation 0.1, t(0.9995, 2) = 31.599.
        var time = Interval.Of([100 * Math.Exp(-0.1), 100, 100 * Math.Exp(0.1)]);
        var margin = 31.599 * 0.1 / Math.Sqrt(3);

        Assert.Equal(100, time.GeometricMean, precision: 9);
        Assert.Equal(100 * Math.Exp(-margin), time.Lower, precision: 9);
        Assert.Equal(100 * Math.Exp(margin), time.Upper, precision: 9);
        Assert.True(time.IsConfidenceInterval);
    }

    [Theory]
    [InlineData(2, 2)]
    [InlineData(2, 3)]
    [InlineData(8, 8)]
    public void A_twenty_fold_ratio_whose_runs_do_not_overlap_is_never_the_same_within_noise(int baselineRuns, int variantRuns)
    {
        // Each side spread over a factor of 4, so that a normal interval of three runs would reach below zero.
        var speedUp = SpeedUp.Of(Interval.Of(Spread(2000, 0.6, baselineRuns)), Interval.Of(Spread(100, 0.6, variantRuns)));

        Assert.Equal(20, speedUp.Factor, precision: 6);
        Assert.Equal(SpeedUpVerdict.EveryRunApart, speedUp.Verdict);
        Assert.False(speedUp.WithinNoise);
        Assert.True(speedUp.Low > 0);
        Assert.DoesNotContain("noise", speedUp.ToString(), StringComparison.Ordinal);
        Assert.EndsWith($"every run faster than every Default run, {baselineRuns}/{variantRuns} runs", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_twenty_fold_ratio_of_three_runs_a_side_spread_fourfold_is_not_settled_never_the_same_within_noise()
    {
        // Student's t at 4 degrees of freedom over runs this wide holds 1x, though the runs do not overlap.
        var speedUp = SpeedUp.Of(Interval.Of(Spread(2000, 0.6, 3)), Interval.Of(Spread(100, 0.6, 3)));

        Assert.Equal(20, speedUp.Factor, precision: 6);
        Assert.True(speedUp.Low < 1);
        Assert.Equal(SpeedUpVerdict.NotSettled, speedUp.Verdict);
        Assert.False(speedUp.WithinNoise);
        Assert.True(speedUp.HoldsOne);
        Assert.EndsWith("not settled (the interval holds 1x), 3/3 runs", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_variant_whose_every_run_is_slower_says_so()
    {
        var speedUp = SpeedUp.Of(Interval.Of([10, 10.5, 11]), Interval.Of([20, 21, 22]));

        Assert.Equal(SpeedUpVerdict.EveryRunApart, speedUp.Verdict);
        Assert.EndsWith("every run slower than every Default run, 3/3 runs", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(3, 3)]
    [InlineData(2, 2)]
    [InlineData(5, 2)]
    public void Overlapping_runs_whose_interval_holds_one_are_the_same_within_noise(int baselineRuns, int variantRuns)
    {
        var speedUp = SpeedUp.Of(Interval.Of(Spread(100, 0.2, baselineRuns)), Interval.Of(Spread(95, 0.2, variantRuns)));

        Assert.True(speedUp.WithinNoise);
        Assert.True(speedUp.Low <= 1 && speedUp.High >= 1);
        Assert.Contains($"same within noise, {baselineRuns}/{variantRuns} runs", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Overlapping_runs_whose_interval_leaves_one_out_are_beyond_noise_and_show_it_at_its_level()
    {
        // Eight runs a side, a 10% gap, each side's runs spread 6% either way: the ranges overlap, the means do not.
        var speedUp = SpeedUp.Of(Interval.Of(Spread(110, 0.06, 8)), Interval.Of(Spread(100, 0.06, 8)));

        Assert.Equal(SpeedUpVerdict.BeyondNoise, speedUp.Verdict);
        Assert.True(speedUp.Low > 1);
        Assert.Matches(@"^1\.10x \[1\.0\dx–1\.[12]\dx, 99\.9%\], 8/8 runs$", speedUp.ToString());
    }

    [Fact]
    public void Two_runs_a_side_give_the_range_the_runs_allow_not_an_interval()
    {
        var speedUp = SpeedUp.Of(Interval.Of([100, 120]), Interval.Of([10, 12]));

        Assert.Equal(100.0 / 12, speedUp.Low, precision: 9);
        Assert.Equal(12, speedUp.High, precision: 9);
        Assert.False(speedUp.IsConfidenceInterval);
        Assert.StartsWith("10.0x [8.33x–12.0x range], every run faster", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void One_run_gives_no_range_and_no_verdict()
    {
        var speedUp = SpeedUp.Of(Interval.Of([100]), Interval.Of([9, 10, 11]));

        Assert.False(speedUp.HasNoiseVerdict);
        Assert.True(speedUp.IsOneRun);
        Assert.Equal(100 / Math.Cbrt(9 * 10 * 11), speedUp.Factor, precision: 9);
        Assert.Equal("10.0x, 1/3 runs", speedUp.ToString());
    }

    [Fact]
    public void Times_known_only_by_their_summary_give_a_factor_but_no_verdict()
    {
        // A tuning-data.json written before the runs were kept.
        var speedUp = SpeedUp.Of(new Interval(100, 90, 110, 5), new Interval(10, 9, 11, 8));

        Assert.Equal(10, speedUp.Factor, precision: 9);
        Assert.False(speedUp.HasNoiseVerdict);
    }

    // Runs spread log-evenly over mean ÷ e^spread to mean × e^spread, so that their geometric mean is the mean.
    private static double[] Spread(double mean, double spread, int runs) =>
        [.. Enumerable.Range(0, runs).Select(i => mean * Math.Exp(spread * ((2.0 * i / (runs - 1)) - 1)))];
}
