using System.Globalization;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>
/// A process tree stopped with SIGSTOP: the root, every descendant (a server and its workers), and
/// every other process <see cref="Freeze"/> is told belongs to it (a server orphaned by its parent).
/// While frozen nothing in it writes, syncs or forks, so the image can be synced or cut without a
/// race; <see cref="Dispose"/> thaws it (SIGCONT). Linux only (<c>/proc</c>).
/// </summary>
public sealed class FrozenProcesses : IDisposable
{
    private const int SignalContinue = 18;
    private const int SignalStop = 19;
    private static readonly TimeSpan _patience = TimeSpan.FromSeconds(5);

    private readonly HashSet<int> _members;

    private FrozenProcesses(HashSet<int> members) => _members = members;

    /// <summary>The processes stopped.</summary>
    public IReadOnlyCollection<int> Members => _members;

    /// <summary>
    /// Stops <paramref name="root"/>, its descendants and the processes <paramref name="belongs"/>
    /// accepts, again until a pass finds none new (a process forked before its parent stopped), and
    /// waits until each is stopped or gone.
    /// </summary>
    public static FrozenProcesses Freeze(int root, Func<int, bool> belongs)
    {
        ArgumentNullException.ThrowIfNull(belongs);
        // The root at once, before the slower walk of /proc finds the rest.
        Stop(root);
        var members = new HashSet<int>();
        for (var pass = 0; pass < 100; pass++)
        {
            var found = Tree(root, belongs).Where(members.Add).ToArray();
            if (found.Length == 0)
            {
                break;
            }

            foreach (var pid in found)
            {
                _ = NativeMethods.Kill(pid, SignalStop);
            }
        }

        WaitUntilStopped(members);
        return new(members);
    }

    /// <summary>Sends SIGSTOP to <paramref name="pid"/> alone, at once (<see cref="Freeze"/> then stops the rest and waits).</summary>
    public static void Stop(int pid) => _ = NativeMethods.Kill(pid, SignalStop);

    /// <summary>Thaws every member still alive.</summary>
    public void Dispose()
    {
        foreach (var pid in _members)
        {
            _ = NativeMethods.Kill(pid, SignalContinue);
        }
    }

    private static IEnumerable<int> Tree(int root, Func<int, bool> belongs)
    {
        var parents = new Dictionary<int, int>();
        foreach (var folder in Directory.EnumerateDirectories("/proc"))
        {
            if (int.TryParse(Path.GetFileName(folder), NumberStyles.None, CultureInfo.InvariantCulture, out var pid) && ProcessStat.Of(pid) is { } stat)
            {
                parents[pid] = stat.Parent;
            }
        }

        var tree = new HashSet<int> { root };
        for (var grew = true; grew;)
        {
            grew = false;
            foreach (var (pid, parent) in parents)
            {
                grew |= tree.Contains(parent) && tree.Add(pid);
            }
        }

        return tree.Concat(parents.Keys.Where(pid => pid != Environment.ProcessId && !tree.Contains(pid) && belongs(pid)));
    }

    private static void WaitUntilStopped(HashSet<int> members)
    {
        var deadline = DateTime.UtcNow + _patience;
        while (members.Any(pid => ProcessStat.Of(pid) is { State: not ('T' or 'Z' or 'X') }))
        {
            if (DateTime.UtcNow > deadline)
            {
                throw new IOException("the writer's processes did not all stop within 5 s of SIGSTOP: the cut would race them");
            }

            Thread.Sleep(1);
        }
    }

    private static class NativeMethods
    {
        // .NET sends another process only SIGKILL; stopping and continuing one needs kill(2).
        [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
        internal static extern int Kill(int pid, int signal);
    }
}
