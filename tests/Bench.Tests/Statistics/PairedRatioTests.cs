using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Statistics;

public sealed class PairedRatioTests
{
    // Five rounds on a machine that slowed by half and recovered: both sides move together.
    private static readonly double[] _drift = [1.0, 1.2, 1.5, 1.3, 1.1];

    private static (double, double)[] Rounds(double ratio, params double[] noise) =>
        [.. _drift.Select((d, i) => (100 * d, 100 * d / ratio * (1 + noise[i % noise.Length])))];

    [Fact]
    public void Drift_that_moves_both_sides_of_every_pair_alike_leaves_the_ratio_exact_and_its_interval_closed()
    {
        var ratio = PairedRatio.Of(Rounds(2, 0));

        Assert.Equal(2, ratio.Factor, precision: 9);
        Assert.Equal(2, ratio.Low, precision: 9);
        Assert.Equal(2, ratio.High, precision: 9);
        Assert.Equal(5, ratio.Pairs);
        Assert.True(ratio.IsConfidenceInterval);
    }

    [Fact]
    public void The_interval_is_the_student_t_interval_of_the_log_ratios()
    {
        // Log ratios ln 2 - 0.01, ln 2, ln 2 + 0.01: mean ln 2, standard deviation 0.01, t(0.9995, 2) = 31.599.
        (double, double)[] pairs = [(2 * Math.Exp(-0.01), 1), (2, 1), (2 * Math.Exp(0.01), 1)];
        var margin = 31.599 * 0.01 / Math.Sqrt(3);

        var ratio = PairedRatio.Of(pairs);

        Assert.Equal(2, ratio.Factor, precision: 9);
        Assert.Equal(2 * Math.Exp(-margin), ratio.Low, precision: 9);
        Assert.Equal(2 * Math.Exp(margin), ratio.High, precision: 9);
        Assert.Equal("2.00x [1.67x–2.40x, 99.9%], 3 pairs", ratio.ToString());
    }

    [Fact]
    public void A_compared_side_made_twenty_percent_slower_moves_the_factor_by_exactly_that_and_leaves_the_old_interval()
    {
        var honest = PairedRatio.Of(Rounds(2, 0.01, -0.01, 0.02));
        var slowed = PairedRatio.Of([.. Rounds(2, 0.01, -0.01, 0.02).Select(p => (p.Item1, p.Item2 * 1.2))]);

        Assert.Equal(honest.Factor / 1.2, slowed.Factor, precision: 9);
        Assert.True(slowed.High < honest.Low, $"{slowed} should lie below {honest}");
    }

    [Fact]
    public void Two_pairs_give_their_range_and_one_pair_no_bounds()
    {
        var two = PairedRatio.Of([(200, 100), (300, 100)]);
        var one = PairedRatio.Of([(200, 100)]);

        Assert.Equal(2, two.Low, precision: 9);
        Assert.Equal(3, two.High, precision: 9);
        Assert.False(two.IsConfidenceInterval);
        Assert.Contains("range", two.ToString(), StringComparison.Ordinal);
        Assert.False(one.IsKnown);
        Assert.Equal("2.00x, 1 pair", one.ToString());
    }

    [Fact]
    public void The_inverse_swaps_the_sides()
    {
        var inverse = PairedRatio.Of([(200, 100), (300, 100)]).Inverse();

        Assert.Equal(1 / 3.0, inverse.Low, precision: 9);
        Assert.Equal(0.5, inverse.High, precision: 9);
        Assert.Equal(1 / 3.0, inverse.SmallestPair, precision: 9);
        Assert.Equal(0.5, inverse.LargestPair, precision: 9);
    }

    [Fact]
    public void A_time_that_is_not_positive_is_refused()
    {
        Assert.Throws<ArgumentException>(() => PairedRatio.Of([(100, 0)]));
    }

    [Theory]
    [InlineData(1, 636.619)]
    [InlineData(4, 8.610)]
    [InlineData(30, 3.646)]
    [InlineData(200, 3.646)]
    public void The_t_quantile_is_the_tables_and_beyond_thirty_errs_wide(int degreesOfFreedom, double expected)
    {
        Assert.Equal(expected, StudentQuantile.TwoSided999(degreesOfFreedom));
    }

    [Fact]
    public void A_paired_speed_up_counts_pairs_not_runs_and_is_within_noise_only_when_its_pairs_straddle_one_and_its_interval_holds_it()
    {
        var clear = SpeedUp.Of(PairedRatio.Of([(200, 100), (201, 100), (199, 100)]));
        var unclear = SpeedUp.Of(PairedRatio.Of([(120, 100), (80, 100), (100, 100)]));
        var twoApart = SpeedUp.Of(PairedRatio.Of([(200, 100), (2000, 100)]));

        Assert.True(clear.IsPaired);
        Assert.Matches(@"^2\.00x \[1\.\d\dx–2\.\d\dx, 99\.9%\], every pair faster, 3 pairs$", clear.ToString());
        Assert.False(clear.WithinNoise);
        Assert.True(unclear.WithinNoise);
        Assert.Contains("same within noise", unclear.ToString(), StringComparison.Ordinal);
        // Two pairs both on one side of 1x: a fact of the pairs, whatever an interval of two would say.
        Assert.Equal(SpeedUpVerdict.EveryRunApart, twoApart.Verdict);
        Assert.Contains("range], every pair faster, 2 pairs", twoApart.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_figure_says_how_many_of_its_steps_were_paired()
    {
        var figure = new VariantFigure(EmbeddedDbBench.Core.Variant.Batch, 100, 50, 200, 4, 1);

        Assert.DoesNotContain("paired", figure.ToString(), StringComparison.Ordinal);
        Assert.EndsWith("(3 of 4 steps paired)", (figure with { PairedSteps = 3 }).ToString(), StringComparison.Ordinal);
        Assert.EndsWith("(every step paired)", (figure with { PairedSteps = 4 }).ToString(), StringComparison.Ordinal);
    }
}
