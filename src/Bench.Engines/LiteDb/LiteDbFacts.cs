using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>LiteDB in the reports: a commit returns before its pages are written, a checkpoint makes them durable; no published row; managed code, in process.</summary>
internal static class LiteDbFacts
{
    private const string Writer = "https://github.com/mbdavid/LiteDB/blob/v5.0.20/LiteDB/Engine/Disk/DiskWriterQueue.cs";

    /// <summary>The facts of <see cref="LiteDbEngine"/>.</summary>
    public static EngineFacts Facts { get; } = new(
        "LiteDB through its own API",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote>
        {
            // mbdavid/LiteDB v5.0.20: TransactionService.Commit → DiskService.WriteAsync → DiskWriterQueue, whose thread
            // writes the log and flushes it (FileStream.Flush(true)) when its queue drains, after Commit returned. Once the log
            // passes Pragmas.Checkpoint pages (1,000 by default: LiteDB/Engine/EnginePragmas.cs), the committing thread
            // checkpoints (LiteDB/Engine/Engine/Transaction.cs): WalIndexService.CheckpointInternal copies the confirmed log
            // pages into the data file through DiskService.Write, which flushes the data file to disk, and empties the log.
            // The log file's name is never synced in its directory (.NET has no directory fsync), so the whole log can vanish.
            [Variant.Default] = new(
                "Commit queues its pages for a background writer thread and returns before they are written: a crash of the process right after a commit can lose it",
                "the writer writes the log file and flushes it after Commit has returned, and a checkpoint (each time the log passes 1,000 pages) " +
                "copies the committed pages into the data file and flushes that: an OS crash or power loss can lose the commits acknowledged " +
                "since the last checkpoint (all of them when the log file itself is lost), never those a checkpoint has copied", Writer),
            [Variant.Memory] = DurabilityNote.InMemory(null),
        }, DurabilityChecks.CrashCheck | DurabilityChecks.PowerCheck),
        PublishedRows.None,
        new EnginePlatforms("LiteDB", null),
        EngineHost.InProcess);
}
