using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Which of W4's cases run on the study's unkeyed table beside the keyed one. Each variant changes
/// commits alike on both tables, and a point phase without the key scans the table once per key
/// (N × N row visits: seconds a run at 10^4 rows), so by default the unkeyed table runs what the key
/// changes, at a cost the suite can carry: LOAD under Transaction and Batch at every scale (the
/// index maintained or not: DuckDB's Appender, PostgreSQL's COPY), READ, UPDATE and DELETE under
/// Batch at 10^3 rows, and the analytical phases under Default.
/// </summary>
public static class SensorTableChoice
{
    /// <summary>The largest scale the unkeyed table's point phases run at.</summary>
    public const int LargestPointScale = 1_000;

    /// <summary>What the suite report says about the unkeyed cases left out.</summary>
    public const string Note =
        "W4's unkeyed table (the study's own, no key) runs LOAD under Transaction and Batch, READ, UPDATE and DELETE under " +
        "Batch at 10^3 rows (without the key each is a scan per row), and the analytical phases under Default; the keyed " +
        "table runs every variant. LiteDB runs the keyed table only: a collection always has a unique, indexed _id.";

    /// <summary>The tables W4 runs on for <paramref name="engine"/>: both, or the keyed one on an engine whose collections always have a key.</summary>
    public static IEnumerable<SensorTable> For(Engine engine) =>
        engine.HasSqlConnection ? [SensorTable.Keyed, SensorTable.Unkeyed] : [SensorTable.Keyed];

    /// <summary>Whether <paramref name="step"/> runs on <paramref name="table"/> under <paramref name="variant"/> at <paramref name="n"/> rows.</summary>
    public static bool RunsWith(SensorStep step, SensorTable table, Variant variant, int n) =>
        table != SensorTable.Unkeyed || step switch
        {
            SensorStep.Load => variant is Variant.Transaction or Variant.Batch,
            SensorStep.Read or SensorStep.Update or SensorStep.Delete => variant == Variant.Batch && n <= LargestPointScale,
            _ => variant == Variant.Default,
        };
}
