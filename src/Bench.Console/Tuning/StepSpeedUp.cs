using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>What a step's ratio to Default can say.</summary>
public enum StepRatioKind
{
    /// <summary>Both sides ran to completion: a speed-up.</summary>
    Measured,

    /// <summary>Default's writer hit its deadline: the variant is at least this much faster.</summary>
    AtLeast,

    /// <summary>The variant's writer hit its deadline: it is at most this much faster.</summary>
    AtMost,

    /// <summary>Both writers hit their deadlines: their times are the deadline's, and the ratio says nothing.</summary>
    BothAtDeadline,

    /// <summary>The variant's writer ran on a schedule: its time is the schedule's, neither faster nor slower.</summary>
    Paced,
}

/// <summary>
/// A step's speed-up over Default as the report may state it: a figure where both sides ran to completion, a bound
/// where a W6 writer hit its deadline (its time is the deadline's), and "paced" for an open-loop writer. Only a
/// measured figure enters a geometric mean.
/// </summary>
/// <param name="SpeedUp">The ratio of the two cases' times.</param>
/// <param name="Kind">What the ratio can say.</param>
/// <param name="Readers">The readers beside the writer (0 alone), to say "starved" beside readers and "stopped" alone.</param>
public readonly record struct StepSpeedUp(SpeedUp SpeedUp, StepRatioKind Kind, int Readers = 0)
{
    /// <summary>True for a figure a mean may take.</summary>
    public bool IsMeasured => Kind == StepRatioKind.Measured;

    /// <summary>The step's ratio of <paramref name="compared"/> over <paramref name="baseline"/>, by <paramref name="speedUps"/>.</summary>
    public static StepSpeedUp Of(SpeedUps speedUps, MeasuredCase baseline, MeasuredCase compared)
    {
        ArgumentNullException.ThrowIfNull(speedUps);
        ArgumentNullException.ThrowIfNull(baseline);
        ArgumentNullException.ThrowIfNull(compared);
        var kind = (compared.IsPaced, baseline.HitDeadline, compared.HitDeadline) switch
        {
            (true, _, _) => StepRatioKind.Paced,
            (_, true, true) => StepRatioKind.BothAtDeadline,
            (_, true, _) => StepRatioKind.AtLeast,
            (_, _, true) => StepRatioKind.AtMost,
            _ => StepRatioKind.Measured,
        };
        return new StepSpeedUp(speedUps.Of(baseline, compared), kind, compared.Readers);
    }

    /// <inheritdoc />
    public override string ToString() => Kind switch
    {
        StepRatioKind.Paced => "paced (an open-loop writer's time is its schedule's)",
        StepRatioKind.AtLeast => $"≥ {SpeedUp.Format(SpeedUp.Factor)} (Default {Stopped})",
        StepRatioKind.AtMost => $"≤ {SpeedUp.Format(SpeedUp.Factor)} ({Stopped})",
        StepRatioKind.BothAtDeadline => Readers > 0 ? "both starved" : "both stopped at the deadline",
        _ => SpeedUp.ToString(),
    };

    // Beside readers a writer at its deadline was starved of the lock; alone, its own commits stopped it.
    private string Stopped => Readers > 0 ? "starved" : "stopped at its deadline";
}
