using System.Globalization;

namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// How many times faster a variant ran than its baseline on the same step: the ratio of the two sides' geometric
/// means, its bounds, and what the runs behind it can honestly say (<see cref="SpeedUpVerdict"/>). From three runs
/// a side the bounds are the 99.9% Student t interval of the difference of the runs' mean logarithms (Welch's, the
/// two sides' spreads apart), so never below zero; with two on a side, the range the runs allow; with one, none.
/// A handful of runs on a noisy machine rarely gives a t interval that excludes 1x, and runs that do not overlap then
/// settle nothing the interval leaves open: the words follow <see cref="VerdictRule.SpeedUp"/>, "every run faster" only where the
/// runs do not overlap and the interval leaves 1x out, "not settled" where the runs do not overlap but the interval holds
/// 1x, and "same within noise" where both the runs and the interval hold 1x.
/// </summary>
/// <param name="Factor">The baseline's geometric mean / the variant's (above 1 is faster).</param>
/// <param name="Low">The lower bound, or NaN.</param>
/// <param name="High">The upper bound, or NaN.</param>
/// <param name="Verdict">What the runs say.</param>
/// <param name="BaselineRuns">The baseline's measured runs (the pairs, for a paired factor).</param>
/// <param name="VariantRuns">The variant's measured runs (the pairs, for a paired factor).</param>
public readonly record struct SpeedUp(double Factor, double Low, double High, SpeedUpVerdict Verdict, int BaselineRuns, int VariantRuns)
{
    /// <summary>True when the factor comes from interleaved pairs (<see cref="PairedRatio"/>); the run counts are then the pairs.</summary>
    public bool IsPaired { get; init; }

    /// <summary>True when the runs overlap and the interval holds 1x: no difference shown.</summary>
    public bool WithinNoise => Verdict == SpeedUpVerdict.SameWithinNoise;

    /// <summary>True when the interval holds 1x, whether the runs overlap or not: no difference settled.</summary>
    public bool HoldsOne => Verdict is SpeedUpVerdict.SameWithinNoise or SpeedUpVerdict.NotSettled;

    /// <summary>True when the runs allow a verdict (two runs or pairs a side or more).</summary>
    public bool HasNoiseVerdict => Verdict != SpeedUpVerdict.None;

    /// <summary>True when one side ran once: the factor has no range.</summary>
    public bool IsOneRun => double.IsNaN(Low);

    /// <summary>True when the bounds are a 99.9% confidence interval (three runs a side or three pairs), not a range.</summary>
    public bool IsConfidenceInterval => !IsOneRun && BaselineRuns >= Interval.RunsForConfidence && VariantRuns >= Interval.RunsForConfidence;

    /// <summary>The speed-up of <paramref name="variant"/> over <paramref name="baseline"/>, from their runs.</summary>
    public static SpeedUp Of(Interval baseline, Interval variant)
    {
        var factor = baseline.GeometricMean / variant.GeometricMean;
        if (!baseline.HasRuns || !variant.HasRuns || baseline.Runs < 2 || variant.Runs < 2)
        {
            return new SpeedUp(factor, double.NaN, double.NaN, SpeedUpVerdict.None, baseline.Runs, variant.Runs);
        }

        var confident = baseline.Runs >= Interval.RunsForConfidence && variant.Runs >= Interval.RunsForConfidence;
        var (low, high) = confident ? LogInterval(baseline, variant) : (baseline.Fastest / variant.Slowest, baseline.Slowest / variant.Fastest);
        var runs = variant.Slowest < baseline.Fastest ? ThresholdSide.Above
            : variant.Fastest > baseline.Slowest ? ThresholdSide.Below
            : ThresholdSide.Holds;
        return new SpeedUp(factor, low, high, VerdictRule.SpeedUp(VerdictRule.Side(low, high, 1), runs), baseline.Runs, variant.Runs);
    }

    /// <summary>
    /// The speed-up a paired ratio gives: its bounds (from three pairs a 99.9% t interval of the log ratios, from two
    /// their range), and the verdict of <see cref="VerdictRule.SpeedUp"/> on them and on where the pairs lie against 1x.
    /// </summary>
    public static SpeedUp Of(PairedRatio paired)
    {
        ArgumentNullException.ThrowIfNull(paired);
        var verdict = !paired.IsKnown
            ? SpeedUpVerdict.None
            : VerdictRule.SpeedUp(VerdictRule.Side(paired.Low, paired.High, 1), VerdictRule.Side([paired.SmallestPair, paired.LargestPair], 1));
        return new SpeedUp(paired.Factor, paired.Low, paired.High, verdict, paired.Pairs, paired.Pairs) { IsPaired = true };
    }

    /// <summary>The runs behind both sides, the baseline's first: <c>8/1 runs</c>; for a paired factor the pairs: <c>5 pairs</c>.</summary>
    public string Runs => IsPaired
        ? string.Create(CultureInfo.InvariantCulture, $"{BaselineRuns} pairs")
        : string.Create(CultureInfo.InvariantCulture, $"{BaselineRuns}/{VariantRuns} runs");

    /// <summary>The bounds as text, with their level or as a range: <c>[1.9x–2.1x, 99.9%]</c>, <c>[1.9x–2.1x range]</c>; empty for one run.</summary>
    public string Bounds => IsOneRun ? ""
        : IsConfidenceInterval ? $"[{Format(Low)}–{Format(High)}, {Interval.Level}]"
        : $"[{Format(Low)}–{Format(High)} range]";

    /// <inheritdoc />
    public override string ToString() => Describe("Default");

    /// <summary>The factor, its bounds, the verdict and the runs, the baseline named <paramref name="baseline"/>.</summary>
    public string Describe(string baseline)
    {
        var figure = IsOneRun ? Format(Factor) : $"{Format(Factor)} {Bounds}";
        var direction = Factor >= 1 ? "faster" : "slower";
        return Verdict switch
        {
            SpeedUpVerdict.SameWithinNoise => $"{figure}, same within noise, {Runs}",
            SpeedUpVerdict.EveryRunApart when IsPaired => $"{figure}, every pair {direction}, {Runs}",
            SpeedUpVerdict.EveryRunApart => $"{figure}, every run {direction} than every {baseline} run, {Runs}",
            SpeedUpVerdict.NotSettled => $"{figure}, not settled (the interval holds 1x), {Runs}",
            _ => $"{figure}, {Runs}",
        };
    }

    /// <summary>A factor as text: <c>153x</c>, <c>2.4x</c>, <c>0.52x</c>; beyond 10,000x or below 0.001x (the bounds of a few runs of great spread), <c>6.1e16x</c>.</summary>
    public static string Format(double factor) => factor switch
    {
        double.PositiveInfinity => "∞",
        >= 1e4 or (> 0 and < 1e-3) => factor.ToString("0.0e0", CultureInfo.InvariantCulture) + "x",
        >= 100 => factor.ToString("N0", CultureInfo.InvariantCulture) + "x",
        >= 10 => factor.ToString("0.0", CultureInfo.InvariantCulture) + "x",
        _ => factor.ToString("0.00", CultureInfo.InvariantCulture) + "x",
    };

    // Welch's interval on logs: the difference of the mean logs, its standard error from each side's own variance,
    // and Student's t at the Welch–Satterthwaite degrees of freedom, rounded down (an interval errs wide, never narrow).
    private static (double Low, double High) LogInterval(Interval baseline, Interval variant)
    {
        var difference = baseline.LogMean - variant.LogMean;
        var (b, v) = (baseline.LogVariance / baseline.Runs, variant.LogVariance / variant.Runs);
        if (b + v == 0)
        {
            return (Math.Exp(difference), Math.Exp(difference));
        }

        var freedom = (b + v) * (b + v) / ((b * b / (baseline.Runs - 1)) + (v * v / (variant.Runs - 1)));
        var margin = StudentQuantile.TwoSided999(Math.Max(1, (int)Math.Floor(freedom))) * Math.Sqrt(b + v);
        return (Math.Exp(difference - margin), Math.Exp(difference + margin));
    }
}
