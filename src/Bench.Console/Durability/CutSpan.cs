namespace EmbeddedDbBench.Console.Durability;

/// <summary>Where a check's cuts may fall: at an acknowledgement drawn log-uniformly from 1 to <see cref="LatestCut"/>, or after <see cref="LongestRun"/>.</summary>
/// <param name="LatestCut">The most acknowledgements a cut waits for.</param>
/// <param name="LongestRun">The longest a cut waits for its target.</param>
public sealed record CutSpan(int LatestCut, TimeSpan LongestRun)
{
    /// <summary><c>power-check</c>'s: 1 to 20,000 acknowledgements or 10 s, the opening commits to many WAL checkpoints.</summary>
    public static CutSpan Full { get; } = new(PowerTrial.LatestCut, PowerTrial.LongestRun);

    /// <summary>
    /// The main job's: 1 to 2,000 or 3 s, so that a cut of a synced commit path (about 0.4 ms a commit under the
    /// simulator) ends within a second or so; it still reaches SQLite's first WAL checkpoint (about 1,000 commits).
    /// </summary>
    public static CutSpan MainJob { get; } = new(2_000, TimeSpan.FromSeconds(3));

    /// <summary>"1 to 20,000 acknowledgements (or 10 s)".</summary>
    public override string ToString() => FormattableString.Invariant($"1 to {LatestCut:N0} acknowledgements (or {LongestRun.TotalSeconds:N0} s)");
}
