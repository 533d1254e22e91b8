using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// Rows written as sqlite-net's users write them: on the bulk path (Batch) the whole list in one of its <c>*All</c> calls,
/// which prepares its statement once and runs in a savepoint; otherwise one call per row.
/// </summary>
internal static class SqliteNetWrites
{
    /// <summary>Writes <paramref name="rows"/> through <paramref name="all"/> on the bulk path (recorded as <paramref name="bulkMethod"/>), else through <paramref name="each"/>; returns the rows changed.</summary>
    public static long Rows<TRow>(StepContext context, IReadOnlyList<TRow> rows, string bulkMethod, Func<IReadOnlyList<TRow>, int> all, Func<TRow, int> each)
    {
        if (context.TakesBulkPath)
        {
            context.RecordBulkMethod(bulkMethod);
            return all(rows);
        }

        long changed = 0;
        foreach (var row in rows)
        {
            changed += each(row);
        }

        return changed;
    }
}
