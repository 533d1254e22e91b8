namespace EmbeddedDbBench.Console.Drift;

/// <summary>
/// The machine's drift over one run, as the <see cref="Canary"/> saw it: every reading, when each
/// case ran, and the canary's failures. The same fixed task's time moving between readings is the
/// machine moving (another process, the CPU's clock, the memory's state), and a ratio of two cases
/// measured at different moments carries that move whatever the cases' own spread.
/// </summary>
/// <param name="Readings">The readings, in order.</param>
/// <param name="Cases">When each case ran, in order.</param>
/// <param name="Errors">Why a reading is missing, when one is.</param>
public sealed record RunDrift(IReadOnlyList<CanaryReading> Readings, IReadOnlyList<CaseWindow> Cases, IReadOnlyList<string> Errors)
{
    /// <summary>True when there are two readings or more, so a spread.</summary>
    public bool HasSpread => Readings.Count >= 2;

    /// <summary>The fastest reading's median, ms.</summary>
    public double MinMilliseconds => Readings.Min(r => r.MedianMilliseconds);

    /// <summary>The slowest reading's median, ms.</summary>
    public double MaxMilliseconds => Readings.Max(r => r.MedianMilliseconds);

    /// <summary>The slowest reading over the fastest.</summary>
    public double MaxOverMin => MaxMilliseconds / MinMilliseconds;

    /// <summary>
    /// The drift as ± a fraction about the middle of the readings' range: (max − min) / (max + min).
    /// A ratio of two cases measured at different moments of the run may be off by this much either
    /// way from the machine alone, as far as the canary can see.
    /// </summary>
    public double PlusMinus => (MaxMilliseconds - MinMilliseconds) / (MaxMilliseconds + MinMilliseconds);

    /// <summary>Seconds the readings took together, the processes' starts included.</summary>
    public double CostSeconds => Readings.Sum(r => r.WallSeconds);

    /// <summary>Seconds from the first reading's start to the last case's end or the last reading's, whichever is later.</summary>
    public double RunSeconds
    {
        get
        {
            var times = Readings.Select(r => (Start: r.AtUtc, End: r.AtUtc.AddSeconds(r.WallSeconds)))
                .Concat(Cases.Select(c => (Start: c.StartUtc, End: c.EndUtc))).ToArray();
            return times.Length == 0 ? 0 : (times.Max(t => t.End) - times.Min(t => t.Start)).TotalSeconds;
        }
    }

    /// <summary>
    /// The readings nearest in time to the case with <paramref name="key"/> (its first window, the
    /// run's own, not a paired round's when <paramref name="jobId"/> is null): the last before it
    /// started and the first after it ended; either is null when there is none.
    /// </summary>
    public (CanaryReading? Before, CanaryReading? After) Nearest(string key, string? jobId = null)
    {
        if (Cases.FirstOrDefault(c => c.Key == key && (jobId is null || c.JobId == jobId)) is not { } window)
        {
            return (null, null);
        }

        return (Readings.LastOrDefault(r => r.AtUtc <= window.StartUtc), Readings.FirstOrDefault(r => r.AtUtc >= window.EndUtc));
    }
}
