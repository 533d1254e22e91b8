using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>A variant's speed-up over Default across a group of steps.</summary>
/// <param name="Variant">The variant.</param>
/// <param name="Factor">Geometric mean of its per-step speed-ups.</param>
/// <param name="Low">The smallest per-step speed-up.</param>
/// <param name="High">The largest.</param>
/// <param name="Steps">Steps behind it.</param>
/// <param name="MicrosecondsPerRow">Geometric mean of its µs per row over the steps, NaN when no step counts rows.</param>
public sealed record VariantFigure(Variant Variant, double Factor, double Low, double High, int Steps, double MicrosecondsPerRow)
{
    /// <summary>Steps whose speed-up came from interleaved pairs (<c>--pairs N</c>), not from the two cases' means.</summary>
    public int PairedSteps { get; init; }

    /// <inheritdoc />
    public override string ToString() => (Steps == 1
        ? $"{SpeedUp.Format(Factor)} faster"
        : $"{SpeedUp.Format(Factor)} faster ({SpeedUp.Format(Low)}–{SpeedUp.Format(High)} over {Steps} steps)") + Paired;

    private string Paired => PairedSteps switch
    {
        0 => "",
        _ when PairedSteps == Steps => Steps == 1 ? " (paired)" : " (every step paired)",
        _ => $" ({PairedSteps} of {Steps} steps paired)",
    };
}
