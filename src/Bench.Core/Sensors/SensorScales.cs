using System.Globalization;

namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// The sample sizes W4 runs at: 10^3 and 10^4 by default; the study's full sweep (10^5 and
/// 10^6 as well) when <see cref="Variable"/> lists them, e.g.
/// <c>EMBEDDEDDBBENCH_SENSOR_SCALES=1000,10000,100000,1000000</c>.
/// </summary>
public static class SensorScales
{
    /// <summary>Environment variable listing the scales, comma-separated.</summary>
    public const string Variable = "EMBEDDEDDBBENCH_SENSOR_SCALES";

    /// <summary>The scales run when <see cref="Variable"/> is not set.</summary>
    public static IReadOnlyList<int> Default { get; } = [1_000, 10_000];

    /// <summary>The study's four scales.</summary>
    public static IReadOnlyList<int> Study { get; } = [1_000, 10_000, 100_000, 1_000_000];

    /// <summary>The scales <see cref="Variable"/> lists, or <see cref="Default"/>.</summary>
    public static IReadOnlyList<int> FromEnvironment() => Parse(Environment.GetEnvironmentVariable(Variable));

    /// <summary>Parses a comma-separated list of positive row counts; empty or null gives <see cref="Default"/>.</summary>
    public static IReadOnlyList<int> Parse(string? text)
    {
        if (string.IsNullOrWhiteSpace(text))
        {
            return Default;
        }

        var scales = new List<int>();
        foreach (var part in text.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
        {
            if (!int.TryParse(part, NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out var n) || n < SensorGenerator.Motes)
            {
                throw new ArgumentException($"{Variable}: '{part}' is not a row count of at least {SensorGenerator.Motes} (one per sensor).", nameof(text));
            }

            scales.Add(n);
        }

        return scales.Distinct().Order().ToArray();
    }
}
