namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>The rates W6's scheduled threads run at (<see cref="ReaderShape.PacedPoints"/>, <see cref="WriterLoop.OpenLoop"/>).</summary>
public static class ConcurrencyShapes
{
    /// <summary>
    /// Each paced reader's rate: an application's reads arriving at their own pace, well under what one
    /// reader does back to back on SQLite (tens of thousands a second), so its latencies show the waits
    /// the writer causes rather than the readers' own queue.
    /// </summary>
    public const int PacedReadsPerSecond = 1_000;

    /// <summary>
    /// The open-loop writer's rate: 1,000 operations in 5 s, under the rate of SQLite's writer alone under
    /// Default on the reference machine (one synced commit each, 1.7–3.9 ms), so that falling behind is the
    /// readers' doing; under Wal far under it.
    /// </summary>
    public const int OpenLoopWritesPerSecond = 200;
}

/// <summary>Which readers run beside W6's writer.</summary>
public enum ReaderShape
{
    /// <summary>R point readers and, with R > 0, one aggregate reader (COUNT/SUM over the table).</summary>
    PointsAndAggregate,

    /// <summary>R point readers alone: every reader's lock is held for one row's read.</summary>
    PointsOnly,

    /// <summary>
    /// R point readers alone on a schedule (an open loop): each at <see cref="ConcurrencyShapes.PacedReadsPerSecond"/>, every read timed
    /// from its intended start, so a read held up by the writer delays the reads after it and shows in theirs.
    /// </summary>
    PacedPoints,

    /// <summary>R point readers alone, each a process of its own on the same file (SQLite's locks between processes).</summary>
    PointProcesses,
}

/// <summary>How W6's writer issues its operations.</summary>
public enum WriterLoop
{
    /// <summary>Each operation when the one before it returns, timed from its actual start (coordinated omission: a stall hides in one latency).</summary>
    ClosedLoop,

    /// <summary>On a schedule, each operation timed from its intended start (a stall shows in every operation it delays).</summary>
    OpenLoop,
}
