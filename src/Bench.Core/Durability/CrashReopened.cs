namespace EmbeddedDbBench.Core.Durability;

/// <summary>A database reopened after a crash or a cut.</summary>
/// <param name="Integrity">The integrity check's verdict: "ok", its complaint, or "unopenable: why".</param>
/// <param name="Present">The acknowledged rows present; null when the database could not be opened.</param>
public sealed record CrashReopened(string Integrity, long? Present)
{
    /// <summary>A database that could not be opened, for <paramref name="why"/>: every acknowledged row counts as lost.</summary>
    public static CrashReopened Unopenable(string why) => new($"unopenable: {why}", null);
}
