using System.Diagnostics;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// Starts the suite's child processes (server programs, their tools, watchdog shells) one at a
/// time against in-process engines that close and reopen database files. A child is forked with a
/// copy of every open file of this process and keeps it until it has exec'd (close-on-exec); a
/// file lock (flock) lives as long as any copy does. Embedded Firebird 3 closes its file and opens
/// it again while it creates a database, and on the next attach after the last detach: a fork
/// in between kept the old lock, and the new open was refused ("Database already opened with engine
/// instance, incompatible with current"). <see cref="Process.Start()"/> returns once the child
/// has exec'd, so holding <see cref="Gate"/> across it closes that window.
/// </summary>
public static class ChildProcesses
{
    /// <summary>Held while a child is started, and by an in-process engine while it closes and reopens a database file.</summary>
    public static Lock Gate { get; } = new();

    /// <summary>Starts <paramref name="info"/> under <see cref="Gate"/>.</summary>
    /// <returns>The started process.</returns>
    public static Process Start(ProcessStartInfo info)
    {
        lock (Gate)
        {
            return Process.Start(info) ?? throw new InvalidOperationException($"Could not start {info.FileName}.");
        }
    }

    /// <summary>Starts <paramref name="process"/> under <see cref="Gate"/>.</summary>
    public static void Start(Process process)
    {
        ArgumentNullException.ThrowIfNull(process);
        lock (Gate)
        {
            process.Start();
        }
    }
}
