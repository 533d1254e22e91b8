using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// What making and formatting one GUID costs in a benchmark process: the 2011 article's timed
/// loop called <c>Guid.NewGuid().ToString()</c> per row, the suite's generates its GUIDs before
/// timing, and the W1 page sets this cost beside each step's time per row.
/// </summary>
public static class GuidCost
{
    // 5,000 GUIDs take about 2.5 ms: enough to time, a small part of a W1 process's life (the main job starts about 200).
    private const int PerRound = 5_000;
    private const int Rounds = 3;

    /// <summary>Microseconds per GUID: the fastest of three rounds of 5,000, after the timed runs.</summary>
    public static double MeasureMicroseconds()
    {
        var length = 0;
        var nanoseconds = FastestRound.NanosecondsPerOperation(Rounds, PerRound, count =>
        {
            for (var i = 0; i < count; i++)
            {
                length += Guid.NewGuid().ToString().Length;
            }
        });

        // The lengths are used so that no round can be optimised away.
        return length == Rounds * PerRound * 36 ? nanoseconds / 1_000 : throw new InvalidOperationException("a GUID formatted to an unexpected length");
    }
}
