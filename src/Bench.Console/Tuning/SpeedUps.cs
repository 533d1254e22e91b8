using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The speed-ups the tuning report states: from interleaved rounds where <c>--pairs N</c> measured
/// the pair (the machine's drift between the two cases drops out), else from the two cases' own means.
/// </summary>
public sealed class SpeedUps
{
    private readonly Dictionary<(string Baseline, string Compared), PairedRatio> _paired;

    /// <summary>The speed-ups of a run, with <paramref name="paired"/>'s ratios where they were measured.</summary>
    public SpeedUps(PairedMeasurements? paired) =>
        _paired = (paired?.Ratios() ?? []).Where(r => !r.Group.ComparesJit)
            .ToDictionary(r => (LedgerLookup.KeyOf(r.Baseline), LedgerLookup.KeyOf(r.Compared)), r => r.Ratio);

    /// <summary>None paired: every speed-up from the cases' means.</summary>
    public static SpeedUps Unpaired { get; } = new(null);

    /// <summary>The paired ratio of <paramref name="compared"/> over <paramref name="baseline"/>, or null when none was measured.</summary>
    public PairedRatio? PairedOf(MeasuredCase baseline, MeasuredCase compared) =>
        baseline.Record?.Key is { } b && compared.Record?.Key is { } c && _paired.TryGetValue((b, c), out var ratio) ? ratio : null;

    /// <summary>How many times faster <paramref name="compared"/> ran than <paramref name="baseline"/>: paired where measured.</summary>
    public SpeedUp Of(MeasuredCase baseline, MeasuredCase compared) =>
        PairedOf(baseline, compared) is { } paired ? SpeedUp.Of(paired) : SpeedUp.Of(baseline.Time, compared.Time);
}
