namespace EmbeddedDbBench.Core.Durability;

/// <summary>
/// What one variant risks on one engine, in the words of the engine's own documentation: what
/// survives a crash of the process and what survives an OS crash or power loss, cited by address.
/// </summary>
/// <param name="ProcessCrash">What survives a crash of the process (or the server process).</param>
/// <param name="PowerLoss">What survives an OS crash or power loss.</param>
/// <param name="Source">The documentation page it comes from, or null when the words are the suite's own.</param>
public sealed record DurabilityNote(string ProcessCrash, string PowerLoss, string? Source)
{
    /// <summary>The start of <see cref="PowerLoss"/> for a variant whose acknowledged commits survive a power loss.</summary>
    public const string DurableWord = "durable";

    /// <summary>Every commit is on disk before it returns (a durable engine's Default).</summary>
    public static DurabilityNote Durable { get; } = new(
        "durable: every commit reached the disk before it returned",
        "durable: committed data survives an OS crash or power loss", null);

    /// <summary>Transaction and Batch: Default's commits, one per step.</summary>
    public static DurabilityNote OneTransaction { get; } = new(
        "as Default, but one commit for the whole step: a crash mid-step loses the whole uncommitted step, never part of it",
        "as Default for what was committed", null);

    /// <summary>True when <see cref="PowerLoss"/> says acknowledged commits survive an OS crash or power loss.</summary>
    public bool SurvivesPowerLoss => PowerLoss.StartsWith(DurableWord, StringComparison.Ordinal);

    /// <summary>An in-memory database: nothing is on disk.</summary>
    /// <param name="source">The engine's page on in-memory databases, or null.</param>
    public static DurabilityNote InMemory(string? source) => new(
        "nothing is written to disk: the data lives only as long as the process", "nothing survives", source);
}
