using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The speed-ups the tuning report states: from interleaved rounds where <c>--pairs N</c> measured
/// the pair (the case carries the ratio, <see cref="MeasuredCase.PairedOverDefault"/>; the machine's drift between
/// the two cases drops out), else from the two cases' own means.
/// </summary>
public sealed class SpeedUps
{
    private readonly bool _paired;

    private SpeedUps(bool paired) => _paired = paired;

    /// <summary>Each speed-up from the pairs where a case carries them, from the means otherwise.</summary>
    public static SpeedUps Paired { get; } = new(paired: true);

    /// <summary>None paired: every speed-up from the cases' means.</summary>
    public static SpeedUps Unpaired { get; } = new(paired: false);

    /// <summary>The paired ratio of <paramref name="compared"/> over <paramref name="baseline"/> (its Default), or null when none was measured.</summary>
    public PairedRatio? PairedOf(MeasuredCase baseline, MeasuredCase compared)
    {
        ArgumentNullException.ThrowIfNull(baseline);
        ArgumentNullException.ThrowIfNull(compared);
        return _paired && baseline.Variant == Variant.Default ? compared.PairedOverDefault : null;
    }

    /// <summary>How many times faster <paramref name="compared"/> ran than <paramref name="baseline"/>: paired where measured.</summary>
    public SpeedUp Of(MeasuredCase baseline, MeasuredCase compared) =>
        PairedOf(baseline, compared) is { } paired ? SpeedUp.Of(paired) : SpeedUp.Of(baseline.Time, compared.Time);
}
