namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// What making and formatting one GUID costs in a benchmark process: the 2011 article's timed
/// loop called <c>Guid.NewGuid().ToString()</c> per row, the suite's generates its GUIDs before
/// timing, and the W1 page sets this cost beside each step's time per row.
/// </summary>
public static class GuidCost
{
    private const int PerRound = 20_000;
    private const int Rounds = 3;

    /// <summary>Microseconds per GUID: the fastest of three rounds of 20,000, after the timed runs.</summary>
    public static double MeasureMicroseconds()
    {
        var fastest = double.MaxValue;
        var length = 0;
        for (var round = 0; round < Rounds; round++)
        {
            var start = System.Diagnostics.Stopwatch.GetTimestamp();
            for (var i = 0; i < PerRound; i++)
            {
                length += Guid.NewGuid().ToString().Length;
            }

            fastest = Math.Min(fastest, System.Diagnostics.Stopwatch.GetElapsedTime(start).TotalMicroseconds / PerRound);
        }

        // The lengths are used so that no round can be optimised away.
        return length == Rounds * PerRound * 36 ? fastest : throw new InvalidOperationException("a GUID formatted to an unexpected length");
    }
}
