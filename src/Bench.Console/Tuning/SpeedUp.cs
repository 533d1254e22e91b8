using System.Globalization;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// How many times faster a variant ran than Default on the same step: the ratio of the means,
/// with the range the two 99.9% intervals allow, and "same within noise" when they overlap.
/// </summary>
/// <param name="Factor">Default's mean / the variant's mean (above 1 is faster).</param>
/// <param name="Low">The smallest factor the intervals allow, or NaN.</param>
/// <param name="High">The largest factor the intervals allow, or NaN (infinite when the variant's interval reaches zero).</param>
/// <param name="WithinNoise">True when the two intervals overlap.</param>
public readonly record struct SpeedUp(double Factor, double Low, double High, bool WithinNoise)
{
    /// <summary>The speed-up of <paramref name="variant"/> over <paramref name="baseline"/>.</summary>
    public static SpeedUp Of(Interval baseline, Interval variant)
    {
        var factor = baseline.Mean / variant.Mean;
        if (!baseline.IsKnown || !variant.IsKnown)
        {
            return new SpeedUp(factor, double.NaN, double.NaN, false);
        }

        var low = baseline.Lower / variant.Upper;
        var high = variant.Lower > 0 ? baseline.Upper / variant.Lower : double.PositiveInfinity;
        var overlap = baseline.Lower <= variant.Upper && variant.Lower <= baseline.Upper;
        return new SpeedUp(factor, low, high, overlap);
    }

    /// <inheritdoc />
    public override string ToString()
    {
        var text = Format(Factor);
        if (WithinNoise)
        {
            return $"{text} (same within noise)";
        }

        return double.IsNaN(Low) ? $"{text} (one run)" : $"{text} [{Format(Low)}–{Format(High)}]";
    }

    /// <summary>A factor as text: <c>153x</c>, <c>2.4x</c>, <c>0.52x</c>.</summary>
    public static string Format(double factor) => factor switch
    {
        double.PositiveInfinity => "∞",
        >= 100 => factor.ToString("N0", CultureInfo.InvariantCulture) + "x",
        >= 10 => factor.ToString("0.0", CultureInfo.InvariantCulture) + "x",
        _ => factor.ToString("0.00", CultureInfo.InvariantCulture) + "x",
    };
}
