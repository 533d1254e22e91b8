namespace EmbeddedDbBench.Console.Statistics;

/// <summary>What the interval and the runs behind a speed-up allow it to say (<see cref="VerdictRule.SpeedUp"/>).</summary>
public enum SpeedUpVerdict
{
    /// <summary>A side ran once: a factor, no range, no verdict.</summary>
    None,

    /// <summary>The two sides' runs (or the pairs' ratios about 1x) overlap and the interval holds 1x: no difference shown.</summary>
    SameWithinNoise,

    /// <summary>The runs overlap, but the 99.9% interval (three runs a side, or three pairs) does not hold 1x.</summary>
    BeyondNoise,

    /// <summary>
    /// Every run of one side is faster than every run of the other (for a paired factor, every pair on one side of 1x), and the
    /// interval (or the range of two runs, which then always does) leaves 1x out on the same side.
    /// </summary>
    EveryRunApart,

    /// <summary>The runs (or the pairs) are apart, but the 99.9% interval holds 1x: neither a difference nor its absence shown.</summary>
    NotSettled,
}
