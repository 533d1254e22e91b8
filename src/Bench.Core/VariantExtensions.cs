namespace EmbeddedDbBench.Core;

/// <summary>
/// What each <see cref="Variant"/> asks of the workload code, independent of the engine: one row per
/// variant in <see cref="TraitsOf"/>, a switch that names every member, so that a new member fails the
/// build there (CS8509) until its traits are decided, and a value no member names throws.
/// </summary>
public static class VariantExtensions
{
    [Flags]
    private enum Traits
    {
        None = 0,
        OneTransaction = 1,
        BulkPath = 2,
        ChangesSingleQueries = 4,
        OnlySyncsHarder = 8,
        InMemory = 16,
    }

    /// <summary>True when every timed step runs inside one explicit transaction.</summary>
    public static bool WrapsStepsInTransaction(this Variant variant) => TraitsOf(variant).HasFlag(Traits.OneTransaction);

    /// <summary>True when steps take the engine's bulk path and prepare each per-row statement once (<see cref="StepContext.TakesBulkPath"/>).</summary>
    public static bool TakesBulkPath(this Variant variant) => TraitsOf(variant).HasFlag(Traits.BulkPath);

    /// <summary>
    /// True when the variant can change how one read-only statement runs: Default (the
    /// baseline), Wal (reads consult the WAL index), Exclusive (no shared lock per statement),
    /// Memory (no file beneath). Transaction, SyncOff and Batch change only how writes are
    /// committed and statements reused, which a single query has none of, so a lone query under
    /// them would repeat Default's figure at the cost of a benchmark process; Extra and WalFull
    /// change only the syncs at commit (<see cref="OnlySyncsHarder"/>), so a lone query under them
    /// would repeat Default's or Wal's.
    /// </summary>
    public static bool ChangesSingleQueries(this Variant variant) => TraitsOf(variant).HasFlag(Traits.ChangesSingleQueries);

    /// <summary>
    /// True when the variant can change a step that only reads, by one query or by many: the variants that change one
    /// query (<see cref="ChangesSingleQueries"/>), and Transaction and Batch, which put a step's many queries in one read
    /// transaction instead of one each (W1's reads by id: about 3x). SyncOff, Extra and WalFull change only the syncs at
    /// commit, which a read has none of, so a step of reads under them repeats Default's figure (W1's 1,000 reads by id
    /// under SyncOff, 9.93 against 10.01 ms in the reference run of 4b9c384).
    /// </summary>
    public static bool ChangesReads(this Variant variant) => variant.ChangesSingleQueries() || variant.WrapsStepsInTransaction();

    /// <summary>
    /// True when the variant can change a step that is one write statement (W1's CREATE and DROP, W3's Insert 1): every
    /// variant but Transaction and Batch, which wrap the step in one transaction, as autocommit wraps a lone statement
    /// already, and reuse a statement the step runs once. W1's create and drop took 0.76–1.19 ms under them against
    /// 0.69–0.96 ms under Default in the reference run of 4b9c384, each a 1 ms step of syncs.
    /// </summary>
    public static bool ChangesSingleWrites(this Variant variant) => !variant.WrapsStepsInTransaction();

    /// <summary>
    /// True for the variants that differ from another only in syncing harder at commit, to make
    /// every acknowledged commit survive a power loss: Extra (Default's DELETE journal, its directory
    /// synced too) and WalFull (Wal, its WAL synced at every commit). They price full durability
    /// where commits are the cost, W1's and W2's autocommit writes; a workload that would only
    /// repeat that price on other rows, through thousands of synced commits a run, leaves them out.
    /// </summary>
    public static bool OnlySyncsHarder(this Variant variant) => TraitsOf(variant).HasFlag(Traits.OnlySyncsHarder);

    /// <summary>
    /// True when the database lives in memory, nothing of it on disk: no crash or power cut has
    /// anything to test, and its commits sync nothing (the tails of synced commits leave it out).
    /// </summary>
    public static bool KeepsNothingOnDisk(this Variant variant) => TraitsOf(variant).HasFlag(Traits.InMemory);

    // Every member, no discard: CS8509 names this switch when a member is added (docs/architecture.md, "Adding a variant").
    private static Traits TraitsOf(Variant variant) => variant switch
    {
        Variant.Default => Traits.ChangesSingleQueries,
        Variant.Transaction => Traits.OneTransaction,
        Variant.SyncOff => Traits.None,
        Variant.Wal => Traits.ChangesSingleQueries,
        Variant.WalFull => Traits.OnlySyncsHarder,
        Variant.Extra => Traits.OnlySyncsHarder,
        Variant.Exclusive => Traits.ChangesSingleQueries,
        Variant.Memory => Traits.ChangesSingleQueries | Traits.InMemory,
        Variant.Batch => Traits.OneTransaction | Traits.BulkPath,
    };
}
