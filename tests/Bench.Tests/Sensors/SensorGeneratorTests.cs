using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class SensorGeneratorTests
{
    private static readonly SensorGenerator _generator = new();

    [Fact]
    public void Full_data_set_has_54_motes_and_about_the_real_size()
    {
        var perMote = new long[SensorGenerator.Motes + 1];
        foreach (var reading in _generator.Readings())
        {
            perMote[reading.SensorId]++;
        }

        Assert.All(perMote.Skip(1), count => Assert.InRange(count, 30_000, 60_000));
        Assert.InRange(perMote.Sum(), 2_000_000, 2_600_000);
    }

    [Fact]
    public void Readings_follow_a_31_second_cadence_within_the_study_period()
    {
        var readings = _generator.Readings(1).ToArray();
        var gaps = readings.Skip(1).Select((r, i) => r.Timestamp - readings[i].Timestamp).Order().ToArray();

        Assert.InRange(gaps[gaps.Length / 2], 30_000, 32_000);
        Assert.True(gaps[0] >= 30_000, $"readings of one mote are at least one cadence apart, got {gaps[0]} ms");
        Assert.True(readings[0].Time >= SensorGenerator.First && readings[^1].Time <= SensorGenerator.Last);
        Assert.Equal(new DateTime(2004, 2, 28), readings[0].Time.Date);
        Assert.Equal(new DateTime(2004, 4, 5), readings[^1].Time.Date);
    }

    [Fact]
    public void Daily_cycle_makes_afternoons_warmer_than_nights()
    {
        var readings = _generator.Readings(3).Where(r => r.Temperature < 90).ToArray();

        var afternoon = readings.Where(r => r.Time.Hour is >= 13 and < 17).Average(r => r.Temperature);
        var night = readings.Where(r => r.Time.Hour is >= 1 and < 5).Average(r => r.Temperature);

        Assert.True(afternoon > night + 1, $"afternoon {afternoon:F2} °C, night {night:F2} °C");
    }

    [Fact]
    public void Every_mote_has_outages_longer_than_an_hour_and_spikes()
    {
        foreach (var mote in new[] { 1, 27, 54 })
        {
            var readings = _generator.Readings(mote).ToArray();
            var longGaps = readings.Skip(1).Select((r, i) => r.Timestamp - readings[i].Timestamp).Count(g => g > 3_600_000);

            Assert.InRange(longGaps, 5, 100);
            Assert.Contains(readings, r => r.Temperature > 90);
        }
    }

    [Fact]
    public void Planted_outages_and_spikes_fall_inside_the_smallest_sample()
    {
        var sample = _generator.Sample(1_000).ToArray();
        var reference = new SensorReference(new SensorPlan(sample, seed: 1));

        var outageMotes = reference.Outages().Select(o => o.Sensor).ToHashSet();
        var spikeMotes = sample.Where(r => r.Temperature > 90).Select(r => r.SensorId).ToHashSet();

        Assert.Superset(Enumerable.Range(1, 54).Where(SensorGenerator.HasPlantedOutage).ToHashSet(), outageMotes);
        Assert.Superset(Enumerable.Range(1, 54).Where(SensorGenerator.HasPlantedSpike).ToHashSet(), spikeMotes);
        Assert.Superset(sample.Where(r => r.Temperature > 90).ToHashSet(), reference.Anomalies().ToHashSet());
    }

    [Fact]
    public void Same_seed_gives_the_same_readings_and_another_seed_others()
    {
        Assert.Equal(_generator.Sample(540), new SensorGenerator().Sample(540));
        Assert.NotEqual(_generator.Sample(540), new SensorGenerator(seed: 7).Sample(540));
    }

    [Theory]
    [InlineData(1_000)]
    [InlineData(10_000)]
    public void Sample_takes_each_motes_earliest_readings_evenly(int n)
    {
        var sample = _generator.Sample(n).ToArray();

        Assert.Equal(n, sample.Length);
        foreach (var mote in sample.GroupBy(r => r.SensorId))
        {
            var share = (n / 54) + (mote.Key <= n % 54 ? 1 : 0);
            Assert.Equal(_generator.Readings(mote.Key).Take(share), mote);
        }
    }

    [Fact]
    public void Generic_sampler_over_the_whole_stream_gives_the_generators_sample()
    {
        var sampled = SensorSampler.Sample(_generator.Readings, 1_000, out var duplicates);

        Assert.Equal(0, duplicates);
        Assert.Equal(_generator.Sample(1_000), sampled);
    }
}
