using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Statistics;

public sealed class SpeedUpTests
{
    [Fact]
    public void Separate_intervals_give_the_factor_its_range_and_the_runs_behind_it()
    {
        var speedUp = SpeedUp.Of(new Interval(100, 90, 110, 5), new Interval(10, 9, 11, 8));

        Assert.Equal(10, speedUp.Factor, precision: 9);
        Assert.Equal(90.0 / 11, speedUp.Low, precision: 9);
        Assert.Equal(110.0 / 9, speedUp.High, precision: 9);
        Assert.False(speedUp.WithinNoise);
        Assert.True(speedUp.HasNoiseVerdict);
        Assert.Equal("10.0x [8.18x–12.2x], 5/8 runs", speedUp.ToString());
    }

    [Fact]
    public void Overlapping_intervals_are_the_same_within_noise()
    {
        var speedUp = SpeedUp.Of(new Interval(100, 80, 120, 5), new Interval(95, 85, 105, 5));

        Assert.True(speedUp.WithinNoise);
        Assert.Equal("1.05x, same within noise, 5/5 runs", speedUp.ToString());
    }

    [Fact]
    public void One_run_gives_no_range_and_no_verdict()
    {
        var speedUp = SpeedUp.Of(new Interval(100, double.NaN, double.NaN, 1), new Interval(10, 9, 11, 5));

        Assert.False(speedUp.WithinNoise);
        Assert.False(speedUp.HasNoiseVerdict);
        Assert.Equal("10.0x, 1/5 runs", speedUp.ToString());
    }

    [Theory]
    [InlineData(2, 5)]
    [InlineData(5, 2)]
    [InlineData(2, 2)]
    public void Two_runs_give_their_range_but_never_a_noise_verdict(int baselineRuns, int variantRuns)
    {
        // Overlapping ranges: with three runs a side this would read "same within noise".
        var speedUp = SpeedUp.Of(new Interval(100, 80, 120, baselineRuns), new Interval(95, 85, 105, variantRuns));

        Assert.False(speedUp.WithinNoise);
        Assert.False(speedUp.HasNoiseVerdict);
        Assert.DoesNotContain("within noise", speedUp.ToString(), StringComparison.Ordinal);
        Assert.EndsWith("range], " + speedUp.Runs + ", no noise verdict", speedUp.ToString(), StringComparison.Ordinal);
    }
}
