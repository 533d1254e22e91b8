namespace EmbeddedDbBench.Core.Durability;

/// <summary>A database reopened after a crash or a cut.</summary>
/// <param name="Integrity">
/// The integrity check's verdict: "ok", "ok, with …" (only what the engine's own check classes as warnings, not
/// errors, kept in full), its complaint, or "unopenable: why".
/// </param>
/// <param name="Present">The acknowledged rows present; null when the database could not be opened.</param>
public sealed record CrashReopened(string Integrity, long? Present)
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

    /// <summary>The acknowledged rows missing, of <paramref name="acknowledgedRows"/> (all of them when the database could not be opened).</summary>
    public long LostRows(long acknowledgedRows) => acknowledgedRows - (Present ?? 0);

    /// <summary>
    /// The acknowledged commits missing, each of <paramref name="rowsPerCommit"/> rows: rows come back as a prefix in
    /// whole commits, and a commit with any row missing counts as lost.
    /// </summary>
    public long LostCommits(long acknowledgedRows, int rowsPerCommit) => (LostRows(acknowledgedRows) + rowsPerCommit - 1) / rowsPerCommit;
}
