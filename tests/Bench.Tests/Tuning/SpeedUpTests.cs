using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class SpeedUpTests
{
    [Fact]
    public void Separate_intervals_give_the_factor_and_its_range()
    {
        var speedUp = SpeedUp.Of(new Interval(100, 90, 110, 5), new Interval(10, 9, 11, 5));

        Assert.Equal(10, speedUp.Factor, precision: 9);
        Assert.Equal(90.0 / 11, speedUp.Low, precision: 9);
        Assert.Equal(110.0 / 9, speedUp.High, precision: 9);
        Assert.False(speedUp.WithinNoise);
        Assert.Equal("10.0x [8.18x–12.2x]", speedUp.ToString());
    }

    [Fact]
    public void Overlapping_intervals_are_the_same_within_noise()
    {
        var speedUp = SpeedUp.Of(new Interval(100, 80, 120, 5), new Interval(95, 85, 105, 5));

        Assert.True(speedUp.WithinNoise);
        Assert.EndsWith("(same within noise)", speedUp.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void One_run_gives_no_range()
    {
        var speedUp = SpeedUp.Of(new Interval(100, double.NaN, double.NaN, 1), new Interval(10, 9, 11, 5));

        Assert.False(speedUp.WithinNoise);
        Assert.Equal("10.0x (one run)", speedUp.ToString());
    }
}
