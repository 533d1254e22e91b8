namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// A mean with what the runs behind it allow: from three runs, BenchmarkDotNet's 99.9% confidence
/// interval; from two, only their observed range (a two-run 99.9% interval is a t-quantile of 636
/// wide, which says nothing); from one, no bounds (NaN).
/// </summary>
/// <param name="Mean">The mean.</param>
/// <param name="Lower">Lower bound: of the 99.9% interval from three runs, of the observed range for two, NaN for one.</param>
/// <param name="Upper">Upper bound, likewise.</param>
/// <param name="Runs">Measured runs.</param>
public readonly record struct Interval(double Mean, double Lower, double Upper, int Runs)
{
    /// <summary>Runs from which the bounds are a 99.9% confidence interval and a noise verdict can be given.</summary>
    public const int RunsForConfidence = 3;

    /// <summary>
    /// The interval of a case's measured runs: from three runs, the 99.9% interval; with two, the
    /// observed range (a two-run interval is a t-quantile of 636 wide); with one, none.
    /// </summary>
    public static Interval Of(BenchmarkDotNet.Mathematics.Statistics statistics)
    {
        var (lower, upper) = statistics.N switch
        {
            >= RunsForConfidence => (statistics.Mean - statistics.ConfidenceInterval.Margin, statistics.Mean + statistics.ConfidenceInterval.Margin),
            2 => (statistics.Min, statistics.Max),
            _ => (double.NaN, double.NaN),
        };
        return new Interval(statistics.Mean, lower, upper, statistics.N);
    }

    /// <summary>True when there are bounds (two runs or more).</summary>
    public bool IsKnown => !double.IsNaN(Lower) && !double.IsNaN(Upper);

    /// <summary>True when the bounds are a 99.9% confidence interval (three runs or more), not a range of two.</summary>
    public bool IsConfidenceInterval => IsKnown && Runs >= RunsForConfidence;
}
