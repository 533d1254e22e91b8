using System.Diagnostics;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// The disk's own limit, measured before the first case on the filesystem the databases live
/// on: 4 KiB writes, each followed by a flush to the device (fsync), for about two seconds.
/// An autocommit row that costs k of these is bound by the disk, not by the database.
/// </summary>
/// <param name="Folder">Where it was measured.</param>
/// <param name="Syncs">Write+sync pairs done.</param>
/// <param name="MedianSeconds">Median time of one write+sync.</param>
public sealed record DiskSyncRate(string Folder, int Syncs, double MedianSeconds)
{
    private const int BlockBytes = 4096;
    private static readonly TimeSpan _budget = TimeSpan.FromSeconds(2);

    /// <summary>Syncs per second at the median.</summary>
    public double SyncsPerSecond => MedianSeconds > 0 ? 1 / MedianSeconds : double.PositiveInfinity;

    /// <summary>Measures in <see cref="ScratchFolder.ParentPath"/>; null when the folder can't be written (the cases then report why).</summary>
    public static DiskSyncRate? Measure()
    {
        try
        {
            using var folder = new ScratchFolder();
            return Measure(folder.Path);
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static DiskSyncRate Measure(string folder)
    {
        var block = new byte[BlockBytes];
        var times = new List<double>();
        using (var file = new FileStream(Path.Combine(folder, "sync-probe"), FileMode.Create, FileAccess.Write, FileShare.None, 1, FileOptions.None))
        {
            var total = Stopwatch.StartNew();
            while (total.Elapsed < _budget && times.Count < 10_000)
            {
                var one = Stopwatch.StartNew();
                file.Write(block);
                file.Flush(flushToDisk: true);
                times.Add(one.Elapsed.TotalSeconds);
            }
        }

        times.Sort();
        return new DiskSyncRate(folder, times.Count, times[times.Count / 2]);
    }
}
