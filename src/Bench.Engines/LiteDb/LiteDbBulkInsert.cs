using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// LiteDB's bulk path as the report names it. The native workloads call <c>InsertBulk</c> on their
/// collections themselves (documents, not rows of a SQL table) and record this method's name.
/// </summary>
internal sealed class LiteDbBulkInsert : IBulkInsert
{
    public static LiteDbBulkInsert Instance { get; } = new();

    public string Method => "LiteDB InsertBulk";

    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows) =>
        throw new NotSupportedException("LiteDB's workloads call InsertBulk on their collections; there are no SQL table rows to insert.");
}
