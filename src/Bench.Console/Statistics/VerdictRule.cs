namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// The one rule behind every verdict the reports give on a ratio: a claim is made only where the ratio's interval and
/// its runs both make it. Each is placed against the threshold the claim is about (1x for a speed-up, 1 + the tolerance
/// for the harness check, a target for the layers) as a <see cref="ThresholdSide"/>, and the words follow from the pair:
/// a strong word ("every run faster", "more than 10% slower", "within 10%") where both lie on its side, the weaker or
/// "not settled" where they part. A few runs a side rarely give a 99.9% interval that excludes the threshold, so runs that
/// do not overlap, or medians past it, say no more than "not settled" while the interval holds it.
/// </summary>
public static class VerdictRule
{
    /// <summary>
    /// Where the interval [<paramref name="low"/>, <paramref name="high"/>] lies against <paramref name="threshold"/>: above when
    /// its low bound is past it, below when its high bound falls short of it, else holding it (as do unknown, NaN, bounds).
    /// </summary>
    public static ThresholdSide Side(double low, double high, double threshold) =>
        low > threshold ? ThresholdSide.Above
        : high < threshold ? ThresholdSide.Below
        : ThresholdSide.Holds;

    /// <summary>
    /// Where the runs' <paramref name="figures"/> (medians, extreme runs) lie against <paramref name="threshold"/>: above when
    /// every one is past it, below when every one falls short of it, else holding it. No figures put no condition.
    /// </summary>
    public static ThresholdSide Side(IReadOnlyCollection<double> figures, double threshold)
    {
        ArgumentNullException.ThrowIfNull(figures);
        return figures.All(f => f > threshold) ? ThresholdSide.Above
            : figures.All(f => f < threshold) ? ThresholdSide.Below
            : ThresholdSide.Holds;
    }

    /// <summary>
    /// What a speed-up may say, its interval and its runs each placed against 1x (the runs above when every run of the variant
    /// is faster than every run of the baseline, or every pair above 1x): every run apart only where the interval excludes 1x on
    /// the same side; the same within noise where both hold 1x; beyond noise where the interval excludes 1x and the runs overlap;
    /// not settled where the runs are apart and the interval holds 1x.
    /// </summary>
    public static SpeedUpVerdict SpeedUp(ThresholdSide interval, ThresholdSide runs) =>
        interval == runs ? (interval == ThresholdSide.Holds ? SpeedUpVerdict.SameWithinNoise : SpeedUpVerdict.EveryRunApart)
        : runs == ThresholdSide.Holds ? SpeedUpVerdict.BeyondNoise
        : SpeedUpVerdict.NotSettled;

    /// <summary>
    /// What a ratio held to a bound may say: the side where the interval and the runs agree on one; where they part, or where
    /// both hold the bound, <see cref="ThresholdSide.Holds"/>: not settled.
    /// </summary>
    public static ThresholdSide Against(ThresholdSide interval, ThresholdSide runs) => interval == runs ? interval : ThresholdSide.Holds;
}

/// <summary>Where a ratio's interval or its runs lie against a threshold.</summary>
public enum ThresholdSide
{
    /// <summary>Wholly short of the threshold.</summary>
    Below,

    /// <summary>Neither wholly short of it nor wholly past it: the threshold is not settled.</summary>
    Holds,

    /// <summary>Wholly past the threshold.</summary>
    Above,
}
