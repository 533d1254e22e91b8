using HdrHistogram;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// A latency histogram as one word on a worker process's report line: HdrHistogram's own log format
/// (<see cref="HistogramLogWriter"/>: compressed, base64), itself base64.
/// </summary>
internal static class HistogramText
{
    /// <summary>The word for <paramref name="histogram"/>.</summary>
    public static string Encode(HistogramBase histogram)
    {
        using var log = new MemoryStream();
        HistogramLogWriter.Write(log, DateTime.UnixEpoch, histogram);
        return Convert.ToBase64String(log.ToArray());
    }

    /// <summary>The histogram <paramref name="word"/> holds.</summary>
    public static HistogramBase Decode(string word)
    {
        using var log = new MemoryStream(Convert.FromBase64String(word));
        // The reader's instance, not its static Read: that one hands back a lazy sequence over a reader it has closed.
        using var reader = new HistogramLogReader(log);
        return reader.ReadHistograms().Single();
    }
}
