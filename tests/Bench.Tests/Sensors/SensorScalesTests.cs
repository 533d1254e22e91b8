using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class SensorScalesTests
{
    [Fact]
    public void Without_the_variable_the_scales_are_ten_to_the_three_and_four()
    {
        Assert.Equal([1_000, 10_000], SensorScales.Parse(null));
        Assert.Equal([1_000, 10_000], SensorScales.Parse(" "));
    }

    [Fact]
    public void The_variable_lists_the_scales_in_any_order()
    {
        Assert.Equal(SensorScales.Study, SensorScales.Parse("1000000, 1000,10000,100000"));
    }

    [Theory]
    [InlineData("1000,lots")]
    [InlineData("10")]
    public void A_scale_that_is_not_a_row_count_for_every_sensor_is_refused(string text)
    {
        Assert.Throws<ArgumentException>(() => SensorScales.Parse(text));
    }

    [Theory]
    [InlineData(1_000, 1)]
    [InlineData(10_000, 1)]
    [InlineData(100_000, 3)]
    [InlineData(1_000_000, 25)]
    public void Last_readings_asks_for_the_studys_k(int n, int k)
    {
        Assert.Equal(k, SensorPlan.LastReadingsK(n));
    }
}
