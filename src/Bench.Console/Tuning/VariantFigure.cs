using System.Globalization;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// A variant's speed-up over Default across a group of steps: the geometric mean of the steps both sides ran to
/// completion; the steps whose ratio is only a bound (a W6 writer at its deadline) or paced (an open-loop writer)
/// are counted beside it and stay out of the mean.
/// </summary>
/// <param name="Variant">The variant.</param>
/// <param name="Factor">Geometric mean of its measured per-step speed-ups; NaN when every step was a bound or paced.</param>
/// <param name="Low">The smallest measured per-step speed-up.</param>
/// <param name="High">The largest.</param>
/// <param name="Steps">Measured steps behind the mean.</param>
/// <param name="MicrosecondsPerRow">Geometric mean of its µs per row over the steps, NaN when no step counts rows.</param>
public sealed record VariantFigure(Variant Variant, double Factor, double Low, double High, int Steps, double MicrosecondsPerRow)
{
    /// <summary>Steps whose speed-up came from interleaved pairs (<c>--pairs N</c>), not from the two cases' means.</summary>
    public int PairedSteps { get; init; }

    /// <summary>Steps where Default's writer hit its deadline: the variant is at least <see cref="AtLeast"/> faster there.</summary>
    public int BoundedSteps { get; init; }

    /// <summary>The smallest lower bound among <see cref="BoundedSteps"/>, the one that holds on each of them; NaN without any.</summary>
    public double AtLeast { get; init; } = double.NaN;

    /// <summary>Steps left out because a writer's time was a deadline's or a schedule's, not a speed: bounds below Default's, both at the deadline, paced.</summary>
    public int UnmeasuredSteps { get; init; }

    /// <summary>Measured steps whose variant or Default ran before the JIT stood still (<see cref="Results.MeasuredCase.JitNotSteady"/>).</summary>
    public int JitNotSteadySteps { get; init; }

    /// <summary>True when at least one step gave a measured speed-up.</summary>
    public bool HasFactor => Steps > 0;

    /// <summary>The figure in a table's cell: <c>15.5x</c>, <c>15.5x, ≥ 262x on 3</c>, <c>≥ 262x</c>, with <c>JIT not steady on 1</c> where it applies.</summary>
    public string Cell => (HasFactor ? SpeedUp.Format(Factor) : "") +
        (BoundedSteps == 0 ? "" : string.Create(CultureInfo.InvariantCulture, $"{(HasFactor ? ", " : "")}≥ {SpeedUp.Format(AtLeast)}{(HasFactor ? $" on {BoundedSteps}" : "")}")) +
        NotSteady;

    /// <summary>", JIT not steady on k" where a step behind the figure ran before the JIT stood still, else empty.</summary>
    public string NotSteady => JitNotSteadySteps == 0 ? "" : string.Create(CultureInfo.InvariantCulture, $", {WorkloadSection.JitNotSteadyWords} on {JitNotSteadySteps}");

    /// <inheritdoc />
    public override string ToString()
    {
        var mean = !HasFactor ? "no step measured to completion on both sides"
            : Steps == 1 ? $"{SpeedUp.Format(Factor)} faster"
            : $"{SpeedUp.Format(Factor)} faster ({SpeedUp.Format(Low)}–{SpeedUp.Format(High)} over {Steps} steps)";
        var bounded = BoundedSteps == 0 ? ""
            : string.Create(CultureInfo.InvariantCulture, $"; at least {SpeedUp.Format(AtLeast)} on {Plural(BoundedSteps, "step")} where Default's writer hit its deadline");
        var unmeasured = UnmeasuredSteps == 0 ? "" : $"; {Plural(UnmeasuredSteps, "step")} paced or with its own writer at the deadline";
        return mean + Paired + bounded + unmeasured + (BoundedSteps + UnmeasuredSteps > 0 ? " (left out of the mean)" : "") + NotSteady;
    }

    private string Paired => PairedSteps switch
    {
        0 => "",
        _ when PairedSteps == Steps => Steps == 1 ? " (paired)" : " (every step paired)",
        _ => $" ({PairedSteps} of {Steps} steps paired)",
    };

    private static string Plural(int count, string noun) => count == 1 ? $"1 {noun}" : $"{count} {noun}s";
}
