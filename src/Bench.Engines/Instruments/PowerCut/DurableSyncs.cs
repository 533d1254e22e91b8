using System.Globalization;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>
/// The interposer's record of the durable syncs (fsync, fdatasync, sync) it made, times on
/// CLOCK_MONOTONIC in nanoseconds, the clock of <see cref="System.Diagnostics.Stopwatch.GetTimestamp"/> on Linux.
/// </summary>
/// <param name="Started">Syncs started.</param>
/// <param name="Finished">Syncs recorded in the image.</param>
/// <param name="LastStart">When the most recently finished sync started, or 0.</param>
/// <param name="LastEnd">When it finished, or 0.</param>
public sealed record DurableSyncs(long Started, long Finished, long LastStart, long LastEnd)
{
    /// <summary>No sync yet.</summary>
    public static DurableSyncs None { get; } = new(0, 0, 0, 0);

    /// <summary>True when a sync had started and not finished: the cut fell inside it.</summary>
    public bool InFlight => Started > Finished;

    /// <summary>The record in <paramref name="file"/> (the interposer's "started finished start end" line), or <see cref="None"/>.</summary>
    public static DurableSyncs Read(string file)
    {
        var text = File.Exists(file) ? File.ReadAllText(file) : "";
        if (text.Length == 0)
        {
            return None;
        }

        var fields = text.Split(' ', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        return fields.Length == 4 && fields.Select(f => long.TryParse(f, NumberStyles.None, CultureInfo.InvariantCulture, out var n) ? n : -1).ToArray() is [>= 0 and var started, >= 0 and var finished, >= 0 and var start, >= 0 and var end]
            ? new(started, finished, start, end)
            : throw new IOException($"the simulator's sync record {file} is not four counts: '{text.Trim()}'");
    }
}
