using System.Globalization;

namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// Reads the real Intel Berkeley Lab <c>data.txt</c> for users who have it: one reading per line,
/// space-separated <c>date time epoch moteid temperature humidity light voltage</c>. Lines are
/// streamed, never held; short lines (the file has many with missing values), lines that do not
/// parse and mote ids outside 1..54 are skipped and counted in <see cref="Counts"/>.
/// </summary>
public sealed class SensorDataFile
{
    /// <summary>Environment variable naming a <c>data.txt</c> to use instead of the generator.</summary>
    public const string Variable = "EMBEDDEDDBBENCH_SENSOR_DATA";

    private const int Fields = 8;
    private static readonly string[] _dateTimeFormats = ["yyyy-MM-dd HH:mm:ss.FFFFFFF", "yyyy-MM-dd HH:mm:ss"];
    private readonly Func<TextReader> _open;

    /// <summary>A loader over the file at <paramref name="path"/>.</summary>
    public SensorDataFile(string path) : this(() => new StreamReader(path)) => Path = path;

    /// <summary>A loader over text <paramref name="open"/> hands out (opened once per pass).</summary>
    public SensorDataFile(Func<TextReader> open) => _open = open;

    /// <summary>The file read, when there is one.</summary>
    public string? Path { get; }

    /// <summary>What the last complete pass met.</summary>
    public SensorFileCounts Counts { get; private set; } = new();

    /// <summary>The file named by <see cref="Variable"/>, or null when it is not set.</summary>
    public static SensorDataFile? FromEnvironment() =>
        Environment.GetEnvironmentVariable(Variable) is { Length: > 0 } path ? new SensorDataFile(path) : null;

    /// <summary>Every well-formed reading, in file order; each enumeration reads the file again.</summary>
    public IEnumerable<SensorReading> Readings()
    {
        var counts = new SensorFileCounts();
        using var reader = _open();
        while (reader.ReadLine() is { } line)
        {
            counts.Lines++;
            switch (Parse(line, out var reading))
            {
                case LineKind.Reading:
                    counts.Readings++;
                    yield return reading;
                    break;
                case LineKind.MissingFields:
                    counts.MissingFields++;
                    break;
                case LineKind.UnknownMote:
                    counts.UnknownMote++;
                    break;
                default:
                    counts.Malformed++;
                    break;
            }
        }

        Counts = counts;
    }

    /// <summary>Parses one line of <c>data.txt</c>.</summary>
    public static LineKind Parse(string line, out SensorReading reading)
    {
        ArgumentNullException.ThrowIfNull(line);
        reading = default;
        var fields = line.Split((char[]?)null, StringSplitOptions.RemoveEmptyEntries);
        if (fields.Length < Fields)
        {
            return fields.Length == 0 ? LineKind.Malformed : LineKind.MissingFields;
        }

        const NumberStyles Number = NumberStyles.Float;
        var culture = CultureInfo.InvariantCulture;
        if (fields.Length > Fields
            || !DateTime.TryParseExact($"{fields[0]} {fields[1]}", _dateTimeFormats, culture, DateTimeStyles.None, out var time)
            || !int.TryParse(fields[2], NumberStyles.Integer, culture, out var epoch)
            || !int.TryParse(fields[3], NumberStyles.Integer, culture, out var mote)
            || !double.TryParse(fields[4], Number, culture, out var temperature)
            || !double.TryParse(fields[5], Number, culture, out var humidity)
            || !double.TryParse(fields[6], Number, culture, out var light)
            || !double.TryParse(fields[7], Number, culture, out var voltage))
        {
            return LineKind.Malformed;
        }

        if (mote is < 1 or > SensorGenerator.Motes)
        {
            return LineKind.UnknownMote;
        }

        reading = new SensorReading(mote, epoch, SensorReading.ToTimestamp(time), temperature, humidity, light, voltage);
        return LineKind.Reading;
    }
}
