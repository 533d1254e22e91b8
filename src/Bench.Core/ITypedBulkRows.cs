namespace EmbeddedDbBench.Core;

/// <summary>
/// Bulk rows that can also hand each row's values to a sink without boxing them. A bulk path
/// that writes values straight into the engine's buffers (DuckDB's Appender) uses it when the
/// rows offer it; every other path reads the <c>object?[]</c> rows as usual. Both views hold
/// the same values in the same column order.
/// </summary>
public interface ITypedBulkRows : IReadOnlyList<object?[]>
{
    /// <summary>Writes row <paramref name="index"/>'s values, in column order, to <paramref name="sink"/>.</summary>
    void Write<TSink>(int index, ref TSink sink) where TSink : IBulkValueSink;
}
