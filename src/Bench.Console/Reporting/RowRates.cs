namespace EmbeddedDbBench.Console.Reporting;

/// <summary>The per-row units every report shows, from a run's time and the rows it handled.</summary>
public static class RowRates
{
    /// <summary>Microseconds per row.</summary>
    public static double MicrosecondsPerRow(double nanoseconds, long rows) => nanoseconds / 1000.0 / rows;

    /// <summary>Rows per second.</summary>
    public static double RowsPerSecond(double nanoseconds, long rows) => rows / (nanoseconds / 1e9);
}
