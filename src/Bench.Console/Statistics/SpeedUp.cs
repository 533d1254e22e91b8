using System.Globalization;

namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// How many times faster a variant ran than Default on the same step: the ratio of the means,
/// with the range the two sides' bounds allow, and a noise verdict only where both sides ran at
/// least three times (their bounds are then 99.9% confidence intervals): "same within noise" when
/// the intervals overlap. With fewer runs the range is shown, or "one run", and no verdict.
/// </summary>
/// <param name="Factor">Default's mean / the variant's mean (above 1 is faster).</param>
/// <param name="Low">The smallest factor the bounds allow, or NaN.</param>
/// <param name="High">The largest factor the bounds allow, or NaN (infinite when the variant's lower bound is zero).</param>
/// <param name="WithinNoise">True when both sides have confidence intervals and they overlap.</param>
/// <param name="BaselineRuns">Default's measured runs.</param>
/// <param name="VariantRuns">The variant's measured runs.</param>
public readonly record struct SpeedUp(double Factor, double Low, double High, bool WithinNoise, int BaselineRuns, int VariantRuns)
{
    /// <summary>True when the factor comes from interleaved pairs (<see cref="PairedRatio"/>); the run counts are then the pairs.</summary>
    public bool IsPaired { get; init; }

    /// <summary>True when both sides ran often enough for a noise verdict (within noise or beyond it).</summary>
    public bool HasNoiseVerdict => BaselineRuns >= Interval.RunsForConfidence && VariantRuns >= Interval.RunsForConfidence;

    /// <summary>True when one side ran once: the factor has no range.</summary>
    public bool IsOneRun => double.IsNaN(Low);

    /// <summary>The speed-up of <paramref name="variant"/> over <paramref name="baseline"/>.</summary>
    public static SpeedUp Of(Interval baseline, Interval variant)
    {
        var factor = baseline.Mean / variant.Mean;
        if (!baseline.IsKnown || !variant.IsKnown)
        {
            return new SpeedUp(factor, double.NaN, double.NaN, false, baseline.Runs, variant.Runs);
        }

        var low = baseline.Lower / variant.Upper;
        var high = variant.Lower > 0 ? baseline.Upper / variant.Lower : double.PositiveInfinity;
        var overlap = baseline.Lower <= variant.Upper && variant.Lower <= baseline.Upper;
        var verdict = baseline.IsConfidenceInterval && variant.IsConfidenceInterval;
        return new SpeedUp(factor, low, high, verdict && overlap, baseline.Runs, variant.Runs);
    }

    /// <summary>
    /// The speed-up a paired ratio gives: its interval (from three pairs a 99.9% t interval of the log
    /// ratios, from two their range), "same within noise" when that interval holds 1x.
    /// </summary>
    public static SpeedUp Of(PairedRatio paired)
    {
        ArgumentNullException.ThrowIfNull(paired);
        var withinNoise = paired.IsConfidenceInterval && paired.Low <= 1 && paired.High >= 1;
        return new SpeedUp(paired.Factor, paired.Low, paired.High, withinNoise, paired.Pairs, paired.Pairs) { IsPaired = true };
    }

    /// <summary>The runs behind both sides, Default's first: <c>8/1 runs</c>; for a paired factor the pairs: <c>5 pairs</c>.</summary>
    public string Runs => IsPaired
        ? string.Create(CultureInfo.InvariantCulture, $"{BaselineRuns} pairs")
        : string.Create(CultureInfo.InvariantCulture, $"{BaselineRuns}/{VariantRuns} runs");

    /// <inheritdoc />
    public override string ToString()
    {
        var text = Format(Factor);
        if (WithinNoise)
        {
            return $"{text}, same within noise, {Runs}";
        }

        if (IsOneRun)
        {
            return $"{text}, {Runs}";
        }

        return HasNoiseVerdict
            ? $"{text} [{Format(Low)}–{Format(High)}], {Runs}"
            : $"{text} [{Format(Low)}–{Format(High)} range], {Runs}, no noise verdict";
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
