using System.Globalization;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The harness against the plain loop, like with like, in one verdict: each side's fastest run (the
/// one least touched by the machine: a sync that waited on the disk, another process's time slice),
/// each side's median (the typical run, which the tables' figures are made of), and, where the two
/// were measured in interleaved rounds (<c>--pairs N</c>), the geometric mean of the rounds' ratios,
/// which the machine's drift between rounds does not move. The harness is flagged when any of them
/// puts it more than the tolerance slower: a harness cost that shows in the typical run but not in
/// the fastest is still in the figures. A gap is never excused by one side's own spread, which for
/// a synced commit spans more than the tolerance.
/// </summary>
/// <param name="FastestRatio">The harness's fastest run / the loop's fastest run.</param>
/// <param name="MedianRatio">The harness's median / the loop's median.</param>
/// <param name="Paired">Harness / loop from interleaved rounds, or null when none ran.</param>
/// <param name="Flagged">True when any ratio puts the harness more than the tolerance slower than the loop.</param>
public sealed record HarnessVerdict(double FastestRatio, double MedianRatio, PairedRatio? Paired, bool Flagged)
{
    /// <summary>
    /// The median of the rounds' harness / loop ratios, for a verdict on runs by turns (<see cref="ByTurns"/>); null otherwise.
    /// </summary>
    public double? RoundMedian { get; init; }

    /// <summary>
    /// The verdict on the runs of both sides, in any unit, and on <paramref name="paired"/>, the
    /// harness / loop ratio of interleaved rounds (its factor above 1 when the harness is slower), when they ran.
    /// </summary>
    public static HarnessVerdict Of(IReadOnlyList<double> harnessRuns, IReadOnlyList<double> loopRuns, double tolerance, PairedRatio? paired = null)
    {
        ArgumentOutOfRangeException.ThrowIfZero(harnessRuns.Count);
        ArgumentOutOfRangeException.ThrowIfZero(loopRuns.Count);
        var fastest = harnessRuns.Min() / loopRuns.Min();
        var median = Median.Of(harnessRuns) / Median.Of(loopRuns);
        var flagged = fastest > 1 + tolerance || median > 1 + tolerance || paired?.Factor > 1 + tolerance;
        return new HarnessVerdict(fastest, median, paired, flagged);
    }

    /// <summary>
    /// The verdict on runs by turns in one process, round by round (<see cref="Running.HarnessRounds"/>): flagged when the two
    /// sides' medians or the median of the rounds' ratios put the harness more than the tolerance slower. Both are
    /// robust to one round the machine slowed or sped up; the fastest runs and the paired geometric mean are shown
    /// beside them, not judged: on W1's 2 ms runs a single fast run of the loop put the fastest ratio at 1.23 (medians
    /// 1.02), and one round's blip moves the geometric mean by its eighth root.
    /// </summary>
    public static HarnessVerdict ByTurns(IReadOnlyList<double> harnessRuns, IReadOnlyList<double> loopRuns, double tolerance)
    {
        ArgumentOutOfRangeException.ThrowIfZero(harnessRuns.Count);
        ArgumentOutOfRangeException.ThrowIfNotEqual(loopRuns.Count, harnessRuns.Count);
        var median = Median.Of(harnessRuns) / Median.Of(loopRuns);
        var roundMedian = Median.Of([.. harnessRuns.Zip(loopRuns, (h, l) => h / l)]);
        return new HarnessVerdict(harnessRuns.Min() / loopRuns.Min(), median, PairedRatio.Of([.. loopRuns.Zip(harnessRuns)]).Inverse(),
            median > 1 + tolerance || roundMedian > 1 + tolerance)
        {
            RoundMedian = roundMedian,
        };
    }

    /// <inheritdoc />
    public override string ToString() => string.Create(CultureInfo.InvariantCulture,
        $"harness / loop = {FastestRatio:0.000} fastest runs, {MedianRatio:0.000} medians") +
        (RoundMedian is { } rounds ? string.Create(CultureInfo.InvariantCulture, $", {rounds:0.000} the rounds' median") : "") +
        (Paired is null ? "" : string.Create(CultureInfo.InvariantCulture, $", {Paired.Factor:0.000} paired ({PairedBounds(Paired)}{Paired.PairCount})")) + ": " +
        (RoundMedian is null ? "" : "judged on the medians and the rounds' median: ") +
        (Flagged ? "MORE THAN 10% SLOWER: the harness is in the figures" : "within 10%");

    private static string PairedBounds(PairedRatio paired) => paired.IsKnown
        ? string.Create(CultureInfo.InvariantCulture, $"{paired.Low:0.000}–{paired.High:0.000}{(paired.IsConfidenceInterval ? $" at {Interval.Level}" : " range")}, ")
        : "";
}
