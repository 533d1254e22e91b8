using System.Globalization;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// A property in a YCSB file that is unknown, not implemented here, or malformed: the message names
/// the file, the line and the key (<c>my.properties:4: readproportoin: unknown property …</c>).
/// </summary>
public sealed class YcsbPropertyException : FormatException
{
    /// <summary>Creates the error for <paramref name="key"/> at <paramref name="source"/>:<paramref name="line"/>.</summary>
    public YcsbPropertyException(string source, int line, string key, string problem)
        : base($"{source}:{line}: {key}: {problem}")
    {
        Source = source;
        Line = line;
        Key = key;
    }

    /// <summary>The file (or command-line option) the property came from.</summary>
    public new string Source { get; }

    /// <summary>The line in <see cref="Source"/> (the position among the overrides for the command line).</summary>
    public int Line { get; }

    /// <summary>The property's key.</summary>
    public string Key { get; }
}

/// <summary>
/// Reads a YCSB property file (Java properties: <c>key=value</c> or <c>key:value</c>, <c>#</c> and
/// <c>!</c> comments) into <see cref="YcsbProperties"/>, then applies command-line overrides (YCSB's
/// <c>-p key=value</c>). Every key must be one of the <c>CoreWorkload</c> and client properties this
/// suite implements; anything else — a misspelt key, a YCSB property not implemented here, a value
/// that does not parse or is out of range — is one <see cref="YcsbPropertyException"/> naming the
/// file, the line and the key, and nothing runs.
/// </summary>
public static class YcsbPropertyFile
{
    /// <summary>The name the command-line overrides are reported under.</summary>
    public const string OverrideSource = "--ycsb-property";

    // Fewer characters than this leave no room for the version a value carries and some content to check.
    private const int ShortestField = YcsbValue.HeaderLength + 2;

    private delegate YcsbProperties Setter(YcsbProperties properties, string value, Func<string, Exception> fail);

    private static readonly Dictionary<string, Setter> _setters = new(StringComparer.Ordinal)
    {
        ["workload"] = (p, v, fail) => v is "site.ycsb.workloads.CoreWorkload" or "com.yahoo.ycsb.workloads.CoreWorkload" or "CoreWorkload"
            ? p : throw fail("only YCSB's CoreWorkload is implemented (site.ycsb.workloads.CoreWorkload)"),
        ["recordcount"] = (p, v, fail) => p with { RecordCount = Int(v, 1, fail) },
        ["operationcount"] = (p, v, fail) => p with { OperationCount = Int(v, 1, fail) },
        ["fieldcount"] = (p, v, fail) => p with { FieldCount = Int(v, 1, fail, max: 100) },
        ["fieldlength"] = (p, v, fail) => p with { FieldLength = Int(v, ShortestField, fail, max: 8_000) },
        ["readproportion"] = (p, v, fail) => p with { ReadProportion = Fraction(v, fail) },
        ["updateproportion"] = (p, v, fail) => p with { UpdateProportion = Fraction(v, fail) },
        ["insertproportion"] = (p, v, fail) => p with { InsertProportion = Fraction(v, fail) },
        ["scanproportion"] = (p, v, fail) => p with { ScanProportion = Fraction(v, fail) },
        ["readmodifywriteproportion"] = (p, v, fail) => p with { ReadModifyWriteProportion = Fraction(v, fail) },
        ["requestdistribution"] = (p, v, fail) => p with { RequestDistribution = Choice<RequestDistribution>(v, fail) },
        ["maxscanlength"] = (p, v, fail) => p with { MaxScanLength = Int(v, 1, fail, max: 100_000) },
        ["scanlengthdistribution"] = (p, v, fail) => p with { ScanLengthDistribution = Choice<ScanLengthDistribution>(v, fail) },
        ["insertorder"] = (p, v, fail) => p with { HashedInsertOrder = v switch { "hashed" => true, "ordered" => false, _ => throw fail("expected hashed or ordered") } },
        ["hotspotdatafraction"] = (p, v, fail) => p with { HotspotDataFraction = Fraction(v, fail) },
        ["hotspotopnfraction"] = (p, v, fail) => p with { HotspotOperationFraction = Fraction(v, fail) },
        ["threadcount"] = (p, v, fail) => p with { ThreadCount = Int(v, 1, fail, max: 256) },
        ["target"] = (p, v, fail) => p with { Target = Number(v, fail) },
        ["readallfields"] = (p, v, fail) => p with { ReadAllFields = Bool(v, fail) },
        ["writeallfields"] = (p, v, fail) => p with { WriteAllFields = Bool(v, fail) },
        ["table"] = (p, v, fail) => p with { Table = v.Length > 0 && v.Length <= 30 && (char.IsAsciiLetter(v[0]) || v[0] == '_') && v.All(c => char.IsAsciiLetterOrDigit(c) || c == '_') ? v : throw fail("expected a plain SQL name (letters, digits, _)") },
    };

    // YCSB properties a file may well hold that this suite does not implement: refused with that
    // reason rather than as unknown, so that the user knows the key was read.
    private static readonly HashSet<string> _notImplemented = new(StringComparer.Ordinal)
    {
        "insertstart", "insertcount", "fieldlengthdistribution", "fieldlengthhistogram", "fieldnameprefix", "zeropadding",
        "minscanlength", "dataintegrity", "measurementtype", "measurement.interval", "exporter", "exportfile",
        "maxexecutiontime", "hotspotdatafraction.hot", "core_workload_insertion_retry_limit", "core_workload_insertion_retry_interval",
        "operationcountproperty", "insertionretrylimit", "db", "histogram.buckets", "timeseries.granularity",
    };

    /// <summary>Every key a file may hold.</summary>
    public static IReadOnlyCollection<string> Keys => _setters.Keys;

    /// <summary>Reads <paramref name="path"/>, then applies <paramref name="overrides"/> (<c>key=value</c> each).</summary>
    public static YcsbProperties Read(string path, IReadOnlyList<string>? overrides = null)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (!File.Exists(path))
        {
            throw new YcsbPropertyException(path, 0, "(file)", "no such file");
        }

        var properties = Parse(path, File.ReadAllLines(path), new YcsbProperties { Name = Path.GetFileNameWithoutExtension(path) });
        return Override(properties, overrides ?? []);
    }

    /// <summary>Applies <c>key=value</c> <paramref name="overrides"/> to <paramref name="properties"/> (YCSB's <c>-p</c>).</summary>
    public static YcsbProperties Override(YcsbProperties properties, IReadOnlyList<string> overrides)
    {
        ArgumentNullException.ThrowIfNull(overrides);
        var result = Parse(OverrideSource, overrides, properties, checkSum: false);
        return overrides.Count > 0 ? Checked(result, OverrideSource, overrides.Count) : result;
    }

    /// <summary>Parses property <paramref name="lines"/> read from <paramref name="source"/> over <paramref name="start"/>.</summary>
    public static YcsbProperties Parse(string source, IReadOnlyList<string> lines, YcsbProperties start, bool checkSum = true)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var properties = start;
        var seen = new Dictionary<string, int>(StringComparer.Ordinal);
        for (var i = 0; i < lines.Count; i++)
        {
            var line = lines[i].Trim();
            if (line.Length == 0 || line[0] is '#' or '!')
            {
                continue;
            }

            var at = line.IndexOfAny(['=', ':']);
            var key = (at < 0 ? line : line[..at]).Trim();
            var value = at < 0 ? "" : line[(at + 1)..].Trim();
            Exception Fail(string problem) => new YcsbPropertyException(source, i + 1, key, problem);
            if (line.EndsWith('\\'))
            {
                throw Fail("continued lines (a trailing \\) are not read here: put the value on one line");
            }

            if (!_setters.TryGetValue(key, out var set))
            {
                throw Fail(_notImplemented.Contains(key) ? "a YCSB property this suite does not implement; remove it" : $"unknown property{Nearest(key)}");
            }

            if (at < 0 || value.Length == 0)
            {
                throw Fail("no value (expected key=value)");
            }

            if (seen.TryGetValue(key, out var earlier) && source != OverrideSource)
            {
                throw Fail($"given twice (first on line {earlier})");
            }

            seen[key] = i + 1;
            properties = set(properties, value, Fail);
        }

        return checkSum ? Checked(properties, source, lines.Count) : properties;
    }

    // The shares must leave something to do; YCSB divides by their sum, so it need not be 1.
    private static YcsbProperties Checked(YcsbProperties properties, string source, int line)
    {
        if (properties.ProportionSum <= 0)
        {
            throw new YcsbPropertyException(source, line, "readproportion", "the operation proportions add up to 0: nothing to run");
        }

        if (properties.Target < 0)
        {
            throw new YcsbPropertyException(source, line, "target", "must be 0 (unthrottled) or a positive rate");
        }

        return properties;
    }

    private static string Nearest(string key)
    {
        var nearest = _setters.Keys.Concat(_notImplemented).MinBy(k => Distance(k, key))!;
        return Distance(nearest, key) <= 3 ? $"; did you mean {nearest}?" : $" (known: {string.Join(", ", _setters.Keys)})";
    }

    private static int Distance(string a, string b)
    {
        var row = Enumerable.Range(0, b.Length + 1).ToArray();
        for (var i = 1; i <= a.Length; i++)
        {
            var diagonal = row[0];
            row[0] = i;
            for (var j = 1; j <= b.Length; j++)
            {
                var above = row[j];
                row[j] = Math.Min(Math.Min(row[j] + 1, row[j - 1] + 1), diagonal + (a[i - 1] == b[j - 1] ? 0 : 1));
                diagonal = above;
            }
        }

        return row[b.Length];
    }

    private static int Int(string value, int min, Func<string, Exception> fail, int max = int.MaxValue) =>
        int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var parsed) && parsed >= min && parsed <= max
            ? parsed : throw fail($"expected a whole number from {min} to {max}, got '{value}'");

    private static double Number(string value, Func<string, Exception> fail) =>
        double.TryParse(value, NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) && double.IsFinite(parsed)
            ? parsed : throw fail($"expected a number, got '{value}'");

    private static double Fraction(string value, Func<string, Exception> fail) =>
        Number(value, fail) is var parsed && parsed is >= 0 and <= 1 ? parsed : throw fail($"expected a fraction from 0 to 1, got '{value}'");

    private static bool Bool(string value, Func<string, Exception> fail) => value switch
    {
        "true" => true,
        "false" => false,
        _ => throw fail($"expected true or false, got '{value}'"),
    };

    private static T Choice<T>(string value, Func<string, Exception> fail) where T : struct, Enum =>
        Enum.TryParse<T>(value, ignoreCase: true, out var parsed) && !int.TryParse(value, CultureInfo.InvariantCulture, out _) && !value.Any(char.IsAsciiLetterUpper)
            ? parsed : throw fail($"expected one of {string.Join(", ", Enum.GetNames<T>().Select(n => n.ToLowerInvariant()))}, got '{value}'");
}
