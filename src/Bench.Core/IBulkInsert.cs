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
}
