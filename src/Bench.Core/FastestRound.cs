using System.Diagnostics;

namespace EmbeddedDbBench.Core;

/// <summary>
/// What one small operation costs in this process, measured outside any timed region: several
/// rounds of many operations each, the fastest round kept (the others met a GC, a page fault or
/// another thread). The round's body is the caller's loop, so the delegate is called once a round,
/// never once an operation.
/// </summary>
public static class FastestRound
{
    /// <summary>
    /// Nanoseconds per operation: <paramref name="rounds"/> calls of <paramref name="round"/>, each
    /// given <paramref name="perRound"/> and running that many operations; the fastest round's time
    /// divided by <paramref name="perRound"/>.
    /// </summary>
    public static double NanosecondsPerOperation(int rounds, int perRound, Action<int> round)
    {
        ArgumentNullException.ThrowIfNull(round);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(rounds);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(perRound);
        var fastest = double.MaxValue;
        for (var i = 0; i < rounds; i++)
        {
            var start = Stopwatch.GetTimestamp();
            round(perRound);
            fastest = Math.Min(fastest, Stopwatch.GetElapsedTime(start).TotalNanoseconds / perRound);
        }

        return fastest;
    }
}
