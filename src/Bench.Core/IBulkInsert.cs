namespace EmbeddedDbBench.Core;

/// <summary>
/// An engine's path for inserting many rows at once (the Batch variant): a reused prepared
/// INSERT, multi-row VALUES, COPY, a bulk-copy API. Runs inside the caller's transaction.
/// </summary>
public interface IBulkInsert
{
    /// <summary>What the path is, for the report, e.g. "reused prepared INSERT".</summary>
    string Method { get; }

    /// <summary>Inserts <paramref name="rows"/> (values in <paramref name="table"/>'s column order); returns rows inserted.</summary>
    long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows);

    /// <summary>
    /// Whether an empty keyed table is loaded faster without its primary key, the key then added
    /// over the loaded rows in the same transaction (one index build instead of an index insert
    /// per row, the bulk-loading advice of most engines). A workload that times such a load
    /// recreates its table without the key and adds it back inside the timed step.
    /// </summary>
    bool AddsKeyAfterLoading => false;
}
