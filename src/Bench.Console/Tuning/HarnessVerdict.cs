using System.Globalization;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The harness against the plain loop, like with like, in one verdict (<see cref="VerdictRule.Against"/>): "more than 10%
/// slower" only where the ratio's interval lies wholly above 1 + the tolerance and the medians do too, "within 10%" only
/// where the interval and the medians all lie below it, and "not settled" otherwise. The interval is the interleaved rounds'
/// (<c>--pairs N</c>, or the runs by turns), which the machine's drift between rounds does not move, else that of the two
/// sides' runs' geometric means (Welch's t on their logarithms, as a speed-up's). Each side's fastest run (the one least
/// touched by the machine) is shown beside them, not judged: on W1's 2 ms runs a single fast run of the loop put it at
/// 1.23 with the medians at 1.02. A synced commit's runs spread more than the tolerance, so a verdict on its runs is
/// seldom settled: that is what they show.
/// </summary>
/// <param name="FastestRatio">The harness's fastest run / the loop's fastest run.</param>
/// <param name="MedianRatio">The harness's median / the loop's median.</param>
/// <param name="Paired">Harness / loop from interleaved rounds, or null when none ran.</param>
/// <param name="Judged">The interval the verdict reads (harness / loop): the rounds', else the runs' geometric means'.</param>
/// <param name="Outcome">Above: more than the tolerance slower; below: within it; holds: not settled.</param>
/// <param name="Tolerance">The largest accepted excess of the harness over the loop.</param>
public sealed record HarnessVerdict(double FastestRatio, double MedianRatio, PairedRatio? Paired, SpeedUp Judged, ThresholdSide Outcome, double Tolerance)
{
    /// <summary>
    /// The median of the rounds' harness / loop ratios, for a verdict on runs by turns (<see cref="ByTurns"/>); null otherwise.
    /// </summary>
    public double? RoundMedian { get; init; }

    /// <summary>True when the interval and the medians all put the harness more than the tolerance slower than the loop.</summary>
    public bool Flagged => Outcome == ThresholdSide.Above;

    /// <summary>
    /// The verdict on the runs of both sides, in any unit, and on <paramref name="paired"/>, the
    /// harness / loop ratio of interleaved rounds (its factor above 1 when the harness is slower), when they ran.
    /// </summary>
    public static HarnessVerdict Of(IReadOnlyList<double> harnessRuns, IReadOnlyList<double> loopRuns, double tolerance, PairedRatio? paired = null)
    {
        ArgumentOutOfRangeException.ThrowIfZero(harnessRuns.Count);
        ArgumentOutOfRangeException.ThrowIfZero(loopRuns.Count);
        var median = Median.Of(harnessRuns) / Median.Of(loopRuns);
        var judged = paired is { IsKnown: true } ? SpeedUp.Of(paired) : SpeedUp.Of(Interval.Of(harnessRuns), Interval.Of(loopRuns));
        return new HarnessVerdict(harnessRuns.Min() / loopRuns.Min(), median, paired, judged, Decide(judged, [median], tolerance), tolerance);
    }

    /// <summary>
    /// The verdict on runs by turns in one process, round by round (<see cref="Running.HarnessRounds"/>), on the rounds' interval,
    /// the two sides' medians and the median of the rounds' ratios: the medians are robust to one round the machine slowed or
    /// sped up, and the interval says how far the rounds leave the ratio open.
    /// </summary>
    public static HarnessVerdict ByTurns(IReadOnlyList<double> harnessRuns, IReadOnlyList<double> loopRuns, double tolerance)
    {
        ArgumentOutOfRangeException.ThrowIfZero(harnessRuns.Count);
        ArgumentOutOfRangeException.ThrowIfNotEqual(loopRuns.Count, harnessRuns.Count);
        var median = Median.Of(harnessRuns) / Median.Of(loopRuns);
        var roundMedian = Median.Of([.. harnessRuns.Zip(loopRuns, (h, l) => h / l)]);
        var paired = PairedRatio.Of([.. loopRuns.Zip(harnessRuns)]).Inverse();
        var judged = SpeedUp.Of(paired);
        return new HarnessVerdict(harnessRuns.Min() / loopRuns.Min(), median, paired, judged, Decide(judged, [median, roundMedian], tolerance), tolerance)
        {
            RoundMedian = roundMedian,
        };
    }

    private static ThresholdSide Decide(SpeedUp judged, IReadOnlyCollection<double> medians, double tolerance) =>
        VerdictRule.Against(VerdictRule.Side(judged.Low, judged.High, 1 + tolerance), VerdictRule.Side(medians, 1 + tolerance));

    /// <inheritdoc />
    public override string ToString() => string.Create(CultureInfo.InvariantCulture,
        $"harness / loop = {FastestRatio:0.000} fastest runs, {MedianRatio:0.000} medians") +
        (RoundMedian is { } rounds ? string.Create(CultureInfo.InvariantCulture, $", {rounds:0.000} the rounds' median") : "") +
        (Paired is null ? "" : string.Create(CultureInfo.InvariantCulture, $", {Paired.Factor:0.000} paired ({PairedBounds(Paired)}{Paired.PairCount})")) +
        (Judged.IsPaired ? "" : string.Create(CultureInfo.InvariantCulture, $", {Judged.Factor:0.000} geometric means ({Bounds(Judged)}{Judged.Runs})")) +
        $": judged on the {(RoundMedian is null ? "medians" : "medians, the rounds' median")} and the {(Judged.IsPaired ? "rounds'" : "geometric means'")} interval: " +
        Words;

    // The words of the outcome; where it is not settled, why.
    private string Words
    {
        get
        {
            var percent = string.Create(CultureInfo.InvariantCulture, $"{Tolerance * 100:0}%");
            var bound = string.Create(CultureInfo.InvariantCulture, $"{1 + Tolerance:0.00}");
            var interval = VerdictRule.Side(Judged.Low, Judged.High, 1 + Tolerance);
            return Outcome switch
            {
                ThresholdSide.Above => $"MORE THAN {percent} SLOWER: the harness is in the figures",
                ThresholdSide.Below => $"within {percent}",
                _ when Judged.IsOneRun => "not settled (one run a side, no interval)",
                _ when interval == ThresholdSide.Holds => $"not settled (the interval holds {bound})",
                _ => $"not settled (the interval lies {(interval == ThresholdSide.Above ? "above" : "below")} {bound}, the medians do not)",
            };
        }
    }

    private static string PairedBounds(PairedRatio paired) => paired.IsKnown
        ? string.Create(CultureInfo.InvariantCulture, $"{paired.Low:0.000}–{paired.High:0.000}{(paired.IsConfidenceInterval ? $" at {Interval.Level}" : " range")}, ")
        : "";

    private static string Bounds(SpeedUp judged) => judged.IsOneRun ? ""
        : string.Create(CultureInfo.InvariantCulture, $"{judged.Low:0.000}–{judged.High:0.000}{(judged.IsConfidenceInterval ? $" at {Interval.Level}" : " range")}, ");
}
