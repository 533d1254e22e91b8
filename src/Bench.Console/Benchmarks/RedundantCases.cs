using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Cases that would only repeat Default's figure: a step that is one query, under a variant that
/// changes commits and statement reuse alone (<see cref="VariantExtensions.ChangesSingleQueries"/>).
/// Each would cost a benchmark process and a prepared database for a number the report already
/// has; <see cref="CasePlanner"/> marks them (<see cref="PlannedCase.Redundant"/>, from the benchmark
/// class's <c>RunsUnder</c> and <c>RunsWith</c>), its filter leaves them out, and the suite report says so.
/// </summary>
public static class RedundantCases
{
    /// <summary>What the suite report says about the cases this filter leaves out.</summary>
    public const string Note =
        "A step that is one query (W2's SELECTs, W3's joins and scans, W4's analytical phases) runs under " +
        "Default, Wal, Exclusive and Memory only: Transaction, SyncOff and Batch change how writes are " +
        "committed and statements reused, which one query has none of, so its figure under them is Default's; Extra and " +
        "WalFull change only how hard a commit syncs, so their figure is Default's or Wal's. " +
        "W2's open/close runs under every variant but Transaction and Batch, for the same reason. " +
        "A step of many queries (W1's reads by id, W4's READ) runs under those four and Transaction and Batch, which put its " +
        "queries in one read transaction, but not under SyncOff, which changes only the syncs at commit. A step that is one " +
        "write statement (W1's create and drop, W3's Insert 1) runs under every variant but Transaction and Batch: autocommit " +
        "wraps a lone statement in one transaction already, and there is no second statement to reuse; W2's set-based updates " +
        "and deletes, one statement each too, keep Transaction and Batch, under which the SQLite layers' page sets the layers side by side. " +
        "Extra and WalFull run in W1's write, update and delete and in W2's insert only, whose autocommit writes price a synced " +
        "commit N times a run (W1's create and drop commit once, its read commits nothing; W2's set-based steps " +
        "commit once, its row-by-row updates and deletes would repeat the insert's price per commit): W3's import, W4's and W5's " +
        "row-by-row writes would repeat that price over thousands to hundreds of thousands of synced commits a run. " +
        "W2 sync's naive method runs under Wal only: under Default each row would wait for SQLite's sync and then " +
        "the server's, minutes per run, and the tuned method under Default already shows what the embedded variant costs. " +
        "W5 runs neither Transaction nor Batch: its insert modes (one by one, in a transaction, batched, both) are those variants, " +
        "step by step. W6 runs its writer beside readers under Default and Wal only, as the journal mode decides what readers " +
        "do to a writer: under Transaction or Batch the writer would be one transaction, under Exclusive no reader gets in, a " +
        "private in-memory database has no second connection, and SyncOff, Extra and WalFull change only how hard each commit " +
        "syncs, which W1 prices. " +
        SensorTableChoice.Note;

    /// <summary>The cases a run leaves out by its sets, each with its reason: the layers' and W7's core sets, W6's recording off.</summary>
    public const string CoreSetsNote =
        "A run whose filter does not name them, without `--job full`, runs the core sets alone: the SQLite layers' (" + Layers.LayerCases.CoreSet +
        "; `--filter '*" + Layers.LayerCases.FilterWord + "*'` runs them all) and W7's (" + YcsbCases.CoreSet +
        "; `--filter '*" + YcsbCases.FilterWord + "*'` runs them all) and W8's (" + WritersCases.CoreSet +
        "; `--filter '*" + WritersCases.FilterWord + "*'` runs them all). W6 runs its writer without recording each latency (Recording=Off) " +
        "at 0 and 4 readers, with the busy timeout as shipped, under one variant: Wal where the engine has it, else Default; beside " +
        "Recording=On's case it prices the recording (docs/workloads/concurrency.md).";
}
