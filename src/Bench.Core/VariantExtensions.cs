namespace EmbeddedDbBench.Core;

/// <summary>What each <see cref="Variant"/> asks of the workload code, independent of the engine.</summary>
public static class VariantExtensions
{
    /// <summary>True when every timed step runs inside one explicit transaction.</summary>
    public static bool WrapsStepsInTransaction(this Variant variant) =>
        variant is Variant.Transaction or Variant.Batch;

    /// <summary>True when steps take the engine's bulk path and prepare each per-row statement once (<see cref="StepContext.TakesBulkPath"/>).</summary>
    public static bool TakesBulkPath(this Variant variant) => variant is Variant.Batch;

    /// <summary>
    /// True when the variant can change how one read-only statement runs: Default (the
    /// baseline), Wal (reads consult the WAL index), Exclusive (no shared lock per statement),
    /// Memory (no file beneath). Transaction, SyncOff and Batch change only how writes are
    /// committed and statements reused, which a single query has none of, so a lone query under
    /// them would repeat Default's figure at the cost of a benchmark process; Extra and WalFull
    /// change only the syncs at commit (<see cref="OnlySyncsHarder"/>), so a lone query under them
    /// would repeat Default's or Wal's.
    /// </summary>
    public static bool ChangesSingleQueries(this Variant variant) =>
        variant is Variant.Default or Variant.Wal or Variant.Exclusive or Variant.Memory;

    /// <summary>
    /// True for the variants that differ from another only in syncing harder at commit, to make
    /// every acknowledged commit survive a power loss: Extra (Default's DELETE journal, its directory
    /// synced too) and WalFull (Wal, its WAL synced at every commit). They price full durability
    /// where commits are the cost, W1's and W2's autocommit writes; a workload that would only
    /// repeat that price on other rows, through thousands of synced commits a run, leaves them out.
    /// </summary>
    public static bool OnlySyncsHarder(this Variant variant) => variant is Variant.Extra or Variant.WalFull;
}
