namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// Everything W4 does to one sample, fixed up front from a seed: the rows in the order LOAD
/// inserts them (by timestamp, as readings arrive), the keys READ, UPDATE and DELETE touch, the
/// new values UPDATE writes, and the phases' parameters (k, thresholds, the sensors compared).
/// Memory is the rows (48 bytes each) plus 4 bytes per read, 20 per update and 4 per delete:
/// about 64 MB at 10^6.
/// </summary>
public sealed class SensorPlan
{
    /// <summary>HOT_SENSORS: average temperature a sensor must exceed, in °C.</summary>
    public const double HotThreshold = 20.5;

    /// <summary>TOPK_SENSORS: how many sensors to rank.</summary>
    public const int TopK = 5;

    /// <summary>ANOMALIES: distance from the sensor's mean, in its population standard deviations.</summary>
    public const int AnomalySigmas = 2;

    /// <summary>OUTAGES: a gap longer than this between consecutive readings of a sensor (one hour).</summary>
    public const long OutageGapMs = 3_600_000;

    /// <summary>DAILY_SUMMARY: the day bucket, in milliseconds.</summary>
    public const long DayMs = 86_400_000;

    /// <summary>COMPARE_TWO: the time bucket two sensors are aligned on (one minute, about two readings).</summary>
    public const long CompareBucketMs = 60_000;

    /// <summary>Creates the plan for <paramref name="sample"/> from <paramref name="seed"/>.</summary>
    public SensorPlan(IEnumerable<SensorReading> sample, int seed)
    {
        Rows = sample.ToArray();
        Array.Sort(Rows, static (a, b) => a.Timestamp != b.Timestamp ? a.Timestamp.CompareTo(b.Timestamp) : a.SensorId.CompareTo(b.SensorId));
        ArgumentOutOfRangeException.ThrowIfLessThan(Rows.Length, 10, "sample rows");
        var random = new Random(seed);
        ReadRows = Enumerable.Range(0, N).Select(_ => random.Next(N)).ToArray();
        UpdateRows = Distinct(random, N / 2);
        UpdateTemperatures = UpdateRows.Select(i => Math.Round(Rows[i].Temperature + random.NextDouble() - 0.5, SensorReading.ClimateDecimals)).ToArray();
        UpdateHumidities = UpdateRows.Select(i => Math.Round(Rows[i].Humidity + random.NextDouble() - 0.5, SensorReading.ClimateDecimals)).ToArray();
        DeleteRows = Distinct(random, N / 10);
        Sensors = Rows.Select(r => r.SensorId).Distinct().Order().ToArray();
        var shuffled = Sensors.ToArray();
        random.Shuffle(shuffled);
        LastReadingSensors = shuffled.Take(LastReadingsK(N)).Order().ToArray();
        CompareSensors = (Sensors[0], Sensors[Math.Min(1, Sensors.Length - 1)]);
        HotMinCount = N / Sensors.Length / 2;
    }

    /// <summary>The sample in LOAD order: by timestamp, then sensor.</summary>
    public SensorReading[] Rows { get; }

    /// <summary>Rows in the sample.</summary>
    public int N => Rows.Length;

    /// <summary>The sensors present, ascending.</summary>
    public int[] Sensors { get; }

    /// <summary>READ: N row indexes (with repeats), each read by its key.</summary>
    public int[] ReadRows { get; }

    /// <summary>UPDATE: N/2 distinct row indexes.</summary>
    public int[] UpdateRows { get; }

    /// <summary>UPDATE: the new temperature of each row of <see cref="UpdateRows"/>.</summary>
    public double[] UpdateTemperatures { get; }

    /// <summary>UPDATE: the new humidity of each row of <see cref="UpdateRows"/>.</summary>
    public double[] UpdateHumidities { get; }

    /// <summary>DELETE: N/10 distinct row indexes (updated rows among them).</summary>
    public int[] DeleteRows { get; }

    /// <summary>LAST_READINGS: the k sensors asked for (seeded choice).</summary>
    public int[] LastReadingSensors { get; }

    /// <summary>COMPARE_TWO: the two sensors compared (the two lowest ids, motes 1 and 2).</summary>
    public (int First, int Second) CompareSensors { get; }

    /// <summary>HOT_SENSORS: readings a sensor needs to count, half its even share of the sample.</summary>
    public int HotMinCount { get; }

    /// <summary>LAST_READINGS' k, as the study gives it: 1 up to 10^4 rows, 3 up to 10^5, 25 above.</summary>
    public static int LastReadingsK(int n) => n switch
    {
        <= 10_000 => 1,
        <= 100_000 => 3,
        _ => 25,
    };

    /// <summary>The table after <paramref name="completed"/>: row count and checksum of every row.</summary>
    public (long Count, ulong Checksum) TableAfter(SensorStep completed)
    {
        if (completed == SensorStep.Create)
        {
            return (0, 0);
        }

        var rows = (SensorReading[])Rows.Clone();
        if (completed is SensorStep.Update or SensorStep.Delete)
        {
            for (var i = 0; i < UpdateRows.Length; i++)
            {
                rows[UpdateRows[i]] = rows[UpdateRows[i]] with { Temperature = UpdateTemperatures[i], Humidity = UpdateHumidities[i] };
            }
        }

        var deleted = completed == SensorStep.Delete ? DeleteRows.ToHashSet() : [];
        ulong checksum = 0;
        for (var i = 0; i < rows.Length; i++)
        {
            if (!deleted.Contains(i))
            {
                checksum += rows[i].RowChecksum();
            }
        }

        return (rows.Length - deleted.Count, checksum);
    }

    private int[] Distinct(Random random, int count)
    {
        var all = Enumerable.Range(0, N).ToArray();
        random.Shuffle(all);
        return all[..count];
    }
}
