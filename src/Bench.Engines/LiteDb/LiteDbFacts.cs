using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>LiteDB in the reports: a commit returns before its pages are written; no published row; managed code, in process.</summary>
internal static class LiteDbFacts
{
    private const string Writer = "https://github.com/mbdavid/LiteDB/blob/v5.0.20/LiteDB/Engine/Disk/DiskWriterQueue.cs";

    /// <summary>The facts of <see cref="LiteDbEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "LiteDB through its own API",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            // 5.0.20: TransactionService.Commit → DiskService.WriteAsync → DiskWriterQueue, whose thread writes and flushes later.
            [Variant.Default] = new(
                "Commit queues its pages for a background writer thread and returns before they are written: a crash of the process right after a commit can lose it",
                "the writer writes the log file and flushes it after Commit has returned: an OS crash or power loss can lose recent acknowledged commits", Writer),
            [Variant.Memory] = DurabilityNote.InMemory(null),
        }, DurabilityChecks.CrashCheck | DurabilityChecks.PowerCheck),
        PublishedRows.None,
        new EnginePlatforms("LiteDB", null),
        EngineHost.InProcess);
}
