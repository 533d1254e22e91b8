using System.Globalization;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The harness against the plain loop, like with like: each side's fastest run, the one least
/// touched by the machine (a sync that waited on the disk, another process's time slice), which
/// the harness's own cost cannot hide in. The medians are shown beside it; a gap is never excused
/// by one side's own spread, which for a synced commit spans more than the tolerance.
/// </summary>
/// <param name="FastestRatio">The harness's fastest run / the loop's fastest run.</param>
/// <param name="MedianRatio">The harness's median / the loop's median.</param>
/// <param name="Flagged">True when the harness's fastest run is more than the tolerance slower than the loop's.</param>
public sealed record HarnessVerdict(double FastestRatio, double MedianRatio, bool Flagged)
{
    /// <summary>The verdict on the runs of both sides, in any unit.</summary>
    public static HarnessVerdict Of(IReadOnlyList<double> harnessRuns, IReadOnlyList<double> loopRuns, double tolerance)
    {
        ArgumentOutOfRangeException.ThrowIfZero(harnessRuns.Count);
        ArgumentOutOfRangeException.ThrowIfZero(loopRuns.Count);
        var fastest = harnessRuns.Min() / loopRuns.Min();
        return new HarnessVerdict(fastest, Median(harnessRuns) / Median(loopRuns), fastest > 1 + tolerance);
    }

    /// <inheritdoc />
    public override string ToString() => string.Create(CultureInfo.InvariantCulture,
        $"harness / loop = {FastestRatio:0.000} fastest runs, {MedianRatio:0.000} medians: ") +
        (Flagged ? "MORE THAN 10% SLOWER: the harness is in the figures" : "within 10%");

    private static double Median(IReadOnlyList<double> runs)
    {
        var sorted = runs.Order().ToArray();
        var middle = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
