namespace EmbeddedDbBench.Core.Durability;

/// <summary>A database reopened after a crash or a cut.</summary>
/// <param name="Integrity">The integrity check's verdict: "ok", its complaint, or "unopenable: why".</param>
/// <param name="Present">The acknowledged rows present; null when the database could not be opened.</param>
public sealed record CrashReopened(string Integrity, long? Present)
{
    /// <summary>A database that could not be opened, for <paramref name="why"/>: every acknowledged row counts as lost.</summary>
    public static CrashReopened Unopenable(string why) => new($"unopenable: {why}", null);

    /// <summary>The acknowledged rows missing, of <paramref name="acknowledgedRows"/> (all of them when the database could not be opened).</summary>
    public long LostRows(long acknowledgedRows) => acknowledgedRows - (Present ?? 0);

    /// <summary>
    /// The acknowledged commits missing, each of <paramref name="rowsPerCommit"/> rows: rows come back as a prefix in
    /// whole commits, and a commit with any row missing counts as lost.
    /// </summary>
    public long LostCommits(long acknowledgedRows, int rowsPerCommit) => (LostRows(acknowledgedRows) + rowsPerCommit - 1) / rowsPerCommit;
}
