namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// How W8's writers' transactions met in time. A zero-error run proves something only when transactions overlapped:
/// writers that ran one after another never met a lock, whatever the busy timeout.
/// </summary>
public static class TransactionSpans
{
    /// <summary>
    /// The most transactions in flight at one moment over <paramref name="writers"/>' spans (each writer's as
    /// <c>start, end</c> Stopwatch timestamps, a pair of zeros for a transfer never run). Two transactions are in flight
    /// together when one began before the other ended; one that began as another ended is not. 1 means none overlapped.
    /// </summary>
    public static int MostInFlight(IEnumerable<IReadOnlyList<long>> writers)
    {
        ArgumentNullException.ThrowIfNull(writers);
        var edges = new List<(long At, int Change)>();
        foreach (var spans in writers)
        {
            for (var i = 0; i + 1 < spans.Count; i += 2)
            {
                if (spans[i] != 0 || spans[i + 1] != 0)
                {
                    edges.Add((spans[i], +1));
                    edges.Add((spans[i + 1], -1));
                }
            }
        }

        // At one timestamp an end comes before a start: touching spans are not in flight together.
        edges.Sort();
        int inFlight = 0, most = 0;
        foreach (var (_, change) in edges)
        {
            inFlight += change;
            most = Math.Max(most, inFlight);
        }

        return most;
    }
}
