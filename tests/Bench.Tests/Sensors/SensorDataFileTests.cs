using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class SensorDataFileTests
{
    // Lines in data.txt's format, with the kinds of damage the real file has.
    private const string Sample = """
        2004-03-31 03:38:15.757551 2 1 122.153 -3.91901 11.04 2.03397
        2004-02-28 00:59:16.02785 3 1 19.9884 37.0933 45.08 2.69964
        2004-02-28 01:03:16.33393 11 1 19.3024 38.4629 45.08 2.68742
        2004-02-28 01:06:16.013453 17 1 19.1652 38.8039 45.08 2.68742
        2004-02-28 00:58:46.002832 2 2 19.7336 37.0933 45.08 2.69964

        2004-03-01 09:00:01 5 3 20.1 36.2 120.5 2.68
        2004-03-03 11:48:21.432 27706 1 19.5 37.1
        2004-03-03 11:48:22.432 27707 1 nineteen 37.1 45.08 2.68742
        2004-03-03 11:48:23.432 27708 58 19.5 37.1 45.08 2.68742
        2004-03-03 11:48:24 27709
        2004-02-28 00:59:16.02785 3 1 19.9884 37.0933 45.08 2.69964
        """;

    [Fact]
    public void Loader_keeps_complete_lines_and_counts_what_it_skips()
    {
        var file = new SensorDataFile(() => new StringReader(Sample));

        var readings = file.Readings().ToArray();

        Assert.Equal(7, readings.Length);
        Assert.Equal(12, file.Counts.Lines);
        Assert.Equal(7, file.Counts.Readings);
        Assert.Equal(2, file.Counts.MissingFields);
        Assert.Equal(2, file.Counts.Malformed);
        Assert.Equal(1, file.Counts.UnknownMote);
        Assert.Equal(5, file.Counts.Skipped);
    }

    [Fact]
    public void Loader_parses_every_field()
    {
        var line = "2004-02-28 00:59:16.02785 3 1 19.9884 37.0933 45.08 2.69964";

        Assert.Equal(LineKind.Reading, SensorDataFile.Parse(line, out var reading));

        Assert.Equal(new SensorReading(1, 3, reading.Timestamp, 19.9884, 37.0933, 45.08, 2.69964), reading);
        Assert.Equal(new DateTime(2004, 2, 28, 0, 59, 16, 27), reading.Time);
    }

    [Fact]
    public void Sampler_takes_earliest_first_drops_duplicate_keys_and_shares_out_what_a_short_sensor_lacks()
    {
        var file = new SensorDataFile(() => new StringReader(Sample));

        var sample = SensorSampler.Sample(file.Readings, 4, out var duplicates);

        // Mote 1 has four distinct readings, motes 2 and 3 one each: shares 2/1/1 of 4.
        Assert.Equal(1, duplicates);
        Assert.Equal([1, 1, 2, 3], sample.Select(r => r.SensorId));
        Assert.Equal([3, 11], sample.Where(r => r.SensorId == 1).Select(r => r.Epoch));
    }

    [Fact]
    public void Quotas_share_n_evenly_with_the_remainder_to_the_lowest_ids_and_refill_short_sensors()
    {
        var counts = new Dictionary<int, long> { [1] = 100, [2] = 1, [3] = 100 };

        Assert.Equal([(1, 4), (2, 1), (3, 4)], SensorSampler.Quotas(counts, 9));
        Assert.Equal([(1, 4), (2, 1), (3, 3)], SensorSampler.Quotas(counts, 8));
        Assert.Equal([(1, 100), (2, 1), (3, 100)], SensorSampler.Quotas(counts, 1_000));
    }
}
