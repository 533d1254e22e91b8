namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// The checksum of each kind of row W4's phases return, shared by the workload (over what the
/// engine returned) and <see cref="SensorReference"/> (over what it should return). Stored values
/// are hashed at the decimals the data has; computed aggregates at <see cref="AggregateDecimals"/>.
/// </summary>
public static class SensorRowHash
{
    /// <summary>
    /// Decimals aggregates (AVG, standard deviation, correlation) are rounded to before hashing:
    /// engines sum in different orders, which moves a double's last bits (around 1e-13 here),
    /// never its sixth decimal.
    /// </summary>
    public const int AggregateDecimals = 6;

    /// <summary>A READ row.</summary>
    public static ulong Read(long epoch, double temperature, double humidity, double light, double voltage) => Checksum.Row(
        Checksum.Of(epoch),
        Checksum.Of(temperature, SensorReading.ClimateDecimals),
        Checksum.Of(humidity, SensorReading.ClimateDecimals),
        Checksum.Of(light, SensorReading.LightDecimals),
        Checksum.Of(voltage, SensorReading.VoltageDecimals));

    /// <summary>A LAST_READINGS row.</summary>
    public static ulong Latest(long sensor, long ts, double temperature, double humidity, double light, double voltage) => Checksum.Row(
        Checksum.Of(sensor),
        Checksum.Of(ts),
        Read(0, temperature, humidity, light, voltage));

    /// <summary>An AVG_SENSOR or HOT_SENSORS row.</summary>
    public static ulong Average(long sensor, long count, double average) =>
        Checksum.Row(Checksum.Of(sensor), Checksum.Of(count), Checksum.Of(average, AggregateDecimals));

    /// <summary>An ANOMALIES row.</summary>
    public static ulong Anomaly(long sensor, long ts, double temperature) =>
        Checksum.Row(Checksum.Of(sensor), Checksum.Of(ts), Checksum.Of(temperature, SensorReading.ClimateDecimals));

    /// <summary>A DAILY_SUMMARY row.</summary>
    public static ulong Day(long sensor, long day, long count, double min, double max, double average) => Checksum.Row(
        Checksum.Of(sensor),
        Checksum.Of(day),
        Checksum.Of(count),
        Checksum.Of(min, SensorReading.ClimateDecimals),
        Checksum.Of(max, SensorReading.ClimateDecimals),
        Checksum.Of(average, AggregateDecimals));

    /// <summary>An OUTAGES row.</summary>
    public static ulong Outage(long sensor, long previous, long ts) =>
        Checksum.Row(Checksum.Of(sensor), Checksum.Of(previous), Checksum.Of(ts));

    /// <summary>A TOPK_SENSORS row.</summary>
    public static ulong Ranked(long sensor, double average) =>
        Checksum.Row(Checksum.Of(sensor), Checksum.Of(average, AggregateDecimals));

    /// <summary>The COMPARE_TWO row; a null correlation (no variance) hashes as null.</summary>
    public static ulong Correlation(long pairs, double? r) =>
        Checksum.Row(Checksum.Of(pairs), r is { } value ? Checksum.Of(value, AggregateDecimals) : Checksum.Of((string?)null));
}
