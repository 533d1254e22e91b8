namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// What every W4 phase must return, computed in C# from the plan alone (never from an engine),
/// so every engine is held to the same answer. Query phases run on the freshly loaded sample.
/// </summary>
public sealed class SensorReference
{
    private readonly SensorPlan _plan;
    private readonly Lazy<Dictionary<int, SensorReading[]>> _groups;

    /// <summary>Prepares the reference for <paramref name="plan"/>.</summary>
    public SensorReference(SensorPlan plan)
    {
        _plan = plan ?? throw new ArgumentNullException(nameof(plan));
        // Rows are in time order, so each sensor's group is too. A second copy of the rows, made for the queries alone.
        _groups = new(() => plan.Rows.GroupBy(r => r.SensorId).ToDictionary(g => g.Key, g => g.ToArray()));
    }

    private Dictionary<int, SensorReading[]> BySensor => _groups.Value;

    /// <summary>The outcome <paramref name="step"/> must return.</summary>
    public StepOutcome Expected(SensorStep step) => step switch
    {
        SensorStep.Create => new(0, 0),
        SensorStep.Load => new(_plan.N, 0),
        SensorStep.Read => Sum(_plan.ReadRows.Select(i => _plan.Rows[i]).Select(r => SensorRowHash.Read(r.Epoch, r.Temperature, r.Humidity, r.Light, r.Voltage))),
        SensorStep.Update => new(_plan.UpdateRows.Length, 0),
        SensorStep.Delete => new(_plan.DeleteRows.Length, 0),
        SensorStep.LastReadings => Sum(_plan.LastReadingSensors.Select(s => BySensor[s][^1]).Select(r => SensorRowHash.Latest(r.SensorId, r.Timestamp, r.Temperature, r.Humidity, r.Light, r.Voltage))),
        SensorStep.AvgSensor => Sum(Averages().Select(a => SensorRowHash.Average(a.Sensor, a.Count, a.Mean))),
        SensorStep.HotSensors => Sum(Averages().Where(a => a.Mean > SensorPlan.HotThreshold && a.Count >= _plan.HotMinCount).Select(a => SensorRowHash.Average(a.Sensor, a.Count, a.Mean))),
        SensorStep.Anomalies => Sum(Anomalies().Select(r => SensorRowHash.Anomaly(r.SensorId, r.Timestamp, r.Temperature))),
        SensorStep.DailySummary => Sum(Days()),
        SensorStep.Outages => Sum(Outages().Select(o => SensorRowHash.Outage(o.Sensor, o.Previous, o.Ts))),
        SensorStep.TopkSensors => Sum(Averages().OrderByDescending(a => a.Mean).ThenBy(a => a.Sensor).Take(SensorPlan.TopK).Select(a => SensorRowHash.Ranked(a.Sensor, a.Mean))),
        SensorStep.CompareTwo => Sum([CorrelationRow()]),
        SensorStep.FullProfile => Add(Expected(SensorStep.AvgSensor), Expected(SensorStep.DailySummary), Expected(SensorStep.Outages), Expected(SensorStep.TopkSensors)),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <summary>ANOMALIES' rows: farther than two population standard deviations from their sensor's mean.</summary>
    public IEnumerable<SensorReading> Anomalies() => BySensor.Values.SelectMany(rows =>
    {
        var mean = rows.Average(r => r.Temperature);
        var sd = Math.Sqrt(rows.Average(r => (r.Temperature - mean) * (r.Temperature - mean)));
        return rows.Where(r => Math.Abs(r.Temperature - mean) > SensorPlan.AnomalySigmas * sd);
    });

    /// <summary>OUTAGES' rows: consecutive readings of a sensor more than an hour apart.</summary>
    public IEnumerable<(int Sensor, long Previous, long Ts)> Outages() => BySensor.Values.SelectMany(rows =>
        rows.Skip(1).Select((r, i) => (r.SensorId, Previous: rows[i].Timestamp, r.Timestamp))
            .Where(g => g.Timestamp - g.Previous > SensorPlan.OutageGapMs));

    /// <summary>Each sensor's reading count and mean temperature.</summary>
    public IEnumerable<(int Sensor, long Count, double Mean)> Averages() =>
        BySensor.Select(g => (g.Key, (long)g.Value.Length, g.Value.Average(r => r.Temperature)));

    /// <summary>COMPARE_TWO's pairs of aligned buckets and Pearson's r, by the same formula as the SQL.</summary>
    public (long Pairs, double? R) Correlation()
    {
        var (first, second) = _plan.CompareSensors;
        var a = BucketMeans(first);
        var b = BucketMeans(second);
        double n = 0, sxy = 0, sx = 0, sy = 0, sxx = 0, syy = 0;
        foreach (var (bucket, x) in a)
        {
            if (b.TryGetValue(bucket, out var y))
            {
                n++;
                sxy += x * y;
                sx += x;
                sy += y;
                sxx += x * x;
                syy += y * y;
            }
        }

        var denominator = Math.Sqrt(((n * sxx) - (sx * sx)) * ((n * syy) - (sy * sy)));
        return ((long)n, n == 0 || denominator == 0 ? null : ((n * sxy) - (sx * sy)) / denominator);
    }

    private ulong CorrelationRow()
    {
        var (pairs, r) = Correlation();
        return SensorRowHash.Correlation(pairs, r);
    }

    private IEnumerable<ulong> Days() => BySensor.Values.SelectMany(rows => rows
        .GroupBy(r => r.Timestamp - (r.Timestamp % SensorPlan.DayMs))
        .Select(d => SensorRowHash.Day(rows[0].SensorId, d.Key, d.Count(), d.Min(r => r.Temperature), d.Max(r => r.Temperature), d.Average(r => r.Temperature))));

    private Dictionary<long, double> BucketMeans(int sensor) => BySensor.GetValueOrDefault(sensor, [])
        .GroupBy(r => r.Timestamp - (r.Timestamp % SensorPlan.CompareBucketMs))
        .ToDictionary(g => g.Key, g => g.Average(r => r.Temperature));

    private static StepOutcome Sum(IEnumerable<ulong> rowHashes)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var hash in rowHashes)
        {
            rows++;
            checksum += hash;
        }

        return new(rows, checksum);
    }

    private static StepOutcome Add(params ReadOnlySpan<StepOutcome> outcomes)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var outcome in outcomes)
        {
            rows += outcome.Rows;
            checksum += outcome.Checksum;
        }

        return new(rows, checksum);
    }
}
