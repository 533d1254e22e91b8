using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Console.Host;

/// <summary>
/// Ties a check's writer to the life of the check that started it. The checks freeze their writer (SIGSTOP) at every cut,
/// and a stopped process acts on no SIGTERM until it is continued: a writer frozen when its check was stopped outlived it,
/// holding its data and any server it had started, until killed by hand. The kernel kills the writer instead when the
/// thread that started it ends (<c>PR_SET_PDEATHSIG</c>; SIGKILL reaches a stopped process too), which in a check is
/// the worker that runs the trial and waits for it (PR_SET_PDEATHSIG(2const), man7.org). A parent already gone before
/// the writer could ask for that is found by its id, which the parent hands over in <see cref="ParentVariable"/>.
/// </summary>
public static class ParentLifeline
{
    /// <summary>The environment variable that holds the starting process's id.</summary>
    public const string ParentVariable = "EMBEDDEDDBBENCH_PARENT_PID";

    /// <summary>The exit code of a child whose parent was gone before it started.</summary>
    public const int Orphaned = 4;

    /// <summary>Hands this process's id to the child <paramref name="start"/> describes, so that <see cref="DieWithParent"/> can bind it.</summary>
    public static void Hand(ProcessStartInfo start)
    {
        ArgumentNullException.ThrowIfNull(start);
        start.Environment[ParentVariable] = Environment.ProcessId.ToString(CultureInfo.InvariantCulture);
    }

    /// <summary>
    /// In the child: asks to be killed when the starting thread of its parent ends, and exits at once (<see cref="Orphaned"/>)
    /// if the parent is already gone. Does nothing off Linux, or in a process not started through <see cref="Hand"/>.
    /// </summary>
    public static void DieWithParent()
    {
        if (!OperatingSystem.IsLinux()
            || !int.TryParse(Environment.GetEnvironmentVariable(ParentVariable), CultureInfo.InvariantCulture, out var parent))
        {
            return;
        }

        if (NativeMethods.Prctl(NativeMethods.SetParentDeathSignal, NativeMethods.Kill, 0, 0, 0) != 0)
        {
            throw new IOException($"prctl(PR_SET_PDEATHSIG) failed with errno {Marshal.GetLastPInvokeError()}.");
        }

        if (NativeMethods.GetParentProcessId() != parent)
        {
            System.Console.Error.WriteLine($"error: the process that started this one ({parent}) is gone.");
            Environment.Exit(Orphaned);
        }
    }

    private static class NativeMethods
    {
        internal const int SetParentDeathSignal = 1; // PR_SET_PDEATHSIG
        internal const ulong Kill = 9; // SIGKILL

        [DllImport("libc", EntryPoint = "prctl", SetLastError = true)]
        internal static extern int Prctl(int option, ulong argument2, ulong argument3, ulong argument4, ulong argument5);

        [DllImport("libc", EntryPoint = "getppid")]
        internal static extern int GetParentProcessId();
    }
}
