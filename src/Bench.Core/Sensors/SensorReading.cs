namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// One reading of one mote, as a line of the Intel Berkeley Lab <c>data.txt</c> holds it. Fields
/// are ordered so the struct packs into 48 bytes with no padding: a million rows take 48 MB.
/// </summary>
/// <param name="SensorId">The mote id, 1..54.</param>
/// <param name="Epoch">The mote's sequence number (the file's <c>epoch</c> column: a counter, not a time).</param>
/// <param name="Timestamp">Milliseconds since 1970-01-01 of the file's date and time (lab local time, stored as if UTC).</param>
/// <param name="Temperature">Degrees Celsius.</param>
/// <param name="Humidity">Relative humidity, percent.</param>
/// <param name="Light">Lux.</param>
/// <param name="Voltage">Battery volts.</param>
public readonly record struct SensorReading(
    int SensorId,
    int Epoch,
    long Timestamp,
    double Temperature,
    double Humidity,
    double Light,
    double Voltage)
{
    /// <summary>Decimals the file writes temperature and humidity with; checksums round to them.</summary>
    public const int ClimateDecimals = 4;

    /// <summary>Decimals the file writes light with.</summary>
    public const int LightDecimals = 2;

    /// <summary>Decimals the file writes voltage with.</summary>
    public const int VoltageDecimals = 5;

    /// <summary>The order-independent checksum of this row as a table holds it (every column).</summary>
    public ulong RowChecksum() => Checksum.Row(
        Checksum.Of(SensorId),
        Checksum.Of(Timestamp),
        Checksum.Of(Epoch),
        Checksum.Of(Temperature, ClimateDecimals),
        Checksum.Of(Humidity, ClimateDecimals),
        Checksum.Of(Light, LightDecimals),
        Checksum.Of(Voltage, VoltageDecimals));

    /// <summary>The reading's date and time.</summary>
    public DateTime Time => DateTime.UnixEpoch.AddMilliseconds(Timestamp);

    /// <summary>Milliseconds since 1970-01-01 of <paramref name="time"/> (its kind is ignored).</summary>
    public static long ToTimestamp(DateTime time) => (time.Ticks - DateTime.UnixEpoch.Ticks) / TimeSpan.TicksPerMillisecond;
}
