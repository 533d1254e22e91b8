namespace EmbeddedDbBench.Core.Durability;

/// <summary>A database reopened after a crash or a cut.</summary>
/// <param name="Integrity">
/// The integrity check's verdict: "ok", "ok, with …" (only what the engine's own check classes as warnings, not
/// errors, kept in full), its complaint, or "unopenable: why".
/// </param>
/// <param name="Present">The acknowledged rows present; null when the database could not be opened.</param>
/// <param name="Beyond">
/// The rows present past the acknowledged ones: none, or the commit the engine had made when the writer was stopped
/// before it could acknowledge it; anything else is part of a commit. Null when the database could not be opened.
/// </param>
public sealed record CrashReopened(string Integrity, long? Present, long? Beyond = null)
{
    /// <summary>The verdict of a check that found nothing.</summary>
    public const string Ok = "ok";

    /// <summary>
    /// The start of the verdict of a check that found only what the engine classes as warnings, not errors
    /// (Firebird's validation: orphan pages, pointer-page hints a killed writer left behind); the warnings follow.
    /// </summary>
    public const string OkWithWarnings = "ok, with ";

    /// <summary>True when <paramref name="integrity"/> finds the database sound: "ok", or "ok, with …" warnings.</summary>
    public static bool IsSound(string integrity) =>
        integrity is not null && (integrity == Ok || integrity.StartsWith(OkWithWarnings, StringComparison.Ordinal));

    /// <summary>A database that could not be opened, for <paramref name="why"/>: every acknowledged row counts as lost.</summary>
    public static CrashReopened Unopenable(string why) => new($"unopenable: {why}", null);

    /// <summary>
    /// True when the rows present hold part of a commit of <paramref name="rowsPerCommit"/> rows, of the
    /// <paramref name="acknowledgedRows"/> acknowledged or of the one past them: the acknowledged rows missing are not
    /// whole commits, or the rows past them are neither none nor one whole commit. A commit is all or nothing, so
    /// either breaks atomicity. A commit of one row cannot be split this way.
    /// </summary>
    public bool HoldsPartOfACommit(long acknowledgedRows, int rowsPerCommit) =>
        Present is not null && SplitsACommit(LostRows(acknowledgedRows), Beyond, rowsPerCommit);

    /// <summary>
    /// True when <paramref name="lostRows"/> acknowledged rows missing and <paramref name="beyond"/> rows past them (null: not
    /// counted) cannot be whole commits of <paramref name="rowsPerCommit"/> rows with at most one unacknowledged commit past them.
    /// </summary>
    public static bool SplitsACommit(long lostRows, long? beyond, int rowsPerCommit) =>
        lostRows % rowsPerCommit != 0 || beyond is { } past && past != 0 && past != rowsPerCommit;

    /// <summary>The acknowledged rows missing, of <paramref name="acknowledgedRows"/> (all of them when the database could not be opened).</summary>
    public long LostRows(long acknowledgedRows) => acknowledgedRows - (Present ?? 0);

    /// <summary>
    /// The acknowledged commits missing, each of <paramref name="rowsPerCommit"/> rows: rows come back as a prefix in
    /// whole commits, and a commit with any row missing counts as lost.
    /// </summary>
    public long LostCommits(long acknowledgedRows, int rowsPerCommit) => (LostRows(acknowledgedRows) + rowsPerCommit - 1) / rowsPerCommit;
}
