using System.Globalization;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>How one run of W6's writer ended, once validated.</summary>
public enum WriterVerdict
{
    /// <summary>Every operation of the writer's script applied, once.</summary>
    Complete,

    /// <summary>
    /// The deadline stopped the writer short of its script (the readers starved it of its lock): the
    /// table holds exactly the prefix it reports, and the run is reported as starved, never as complete.
    /// </summary>
    Starved,
}

/// <summary>
/// The applied-count check of W6's writer, from evidence the writer does not set: the number of
/// operations its script plans, the prefix of that script the table holds (read from the table by
/// <see cref="ConcurrencyPlan.StateAfter"/>), and whether the run's own clock passed the deadline.
/// </summary>
public static class WriterCheck
{
    /// <summary>
    /// Judges a run whose writer reports <paramref name="reported"/> operations applied of the
    /// <paramref name="planned"/> its script holds, on a table in state <paramref name="tableState"/>
    /// (operations applied, or -1 when no prefix of the script leaves that table). Throws
    /// <see cref="WorkloadValidationException"/> when the table is no prefix of the script, when the
    /// report differs from the table, or when the writer stopped short without its deadline passing.
    /// </summary>
    public static WriterVerdict Judge(int planned, long reported, int tableState, bool reachedDeadline)
    {
        if (tableState < 0)
        {
            throw new WorkloadValidationException($"{ConcurrencySql.Table} holds no state any prefix of the writer's {Count(planned)} operations leaves.");
        }

        if (reported != tableState)
        {
            throw new WorkloadValidationException($"the writer reports {Count(reported)} operations applied; {ConcurrencySql.Table} holds the state after {Count(tableState)}.");
        }

        if (tableState == planned)
        {
            return WriterVerdict.Complete;
        }

        return reachedDeadline
            ? WriterVerdict.Starved
            : throw new WorkloadValidationException($"the writer applied {Count(tableState)} of its {Count(planned)} operations and stopped before its deadline.");
    }

    private static string Count(long value) => value.ToString("N0", CultureInfo.InvariantCulture);
}
