using System.Diagnostics;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// Starts the suite's child processes (server programs, their tools, watchdog shells, worker
/// processes) so that none inherits a file an in-process engine has open. A child gets a copy of
/// every descriptor of this process not marked close-on-exec and keeps it until it exits; a file
/// lock (flock) lives as long as any copy does. Embedded Firebird 3.0.11 (Debian 12's) opens its
/// files with <c>O_CLOEXEC</c> and then clears the flag again: its <c>os_utils::setCloseOnExec</c>
/// passes <c>O_CLOEXEC</c> to <c>fcntl(F_SETFD)</c>, which takes only <c>FD_CLOEXEC</c>
/// (firebird <c>src/common/os/posix/os_utils.cpp</c>, fixed in 3.0.12 by the backport of issue
/// #8110). So a child started while a database was open held the .fdb and its lock, and when
/// Firebird closed the file and opened it again (detaching the last connection, then dropping) the
/// open was refused while the child lived ("Database already opened with engine instance,
/// incompatible with current"). Before each child starts, every descriptor naming a file is
/// marked close-on-exec; <see cref="Gate"/>, which an in-process engine holds while it opens a
/// database file, keeps it from opening another between the marking and the fork.
/// </summary>
public static class ChildProcesses
{
    /// <summary>Held while a child is started, and by an in-process engine while it opens, closes and reopens a database file.</summary>
    public static Lock Gate { get; } = new();

    /// <summary>Starts <paramref name="info"/> under <see cref="Gate"/>, with no file of this process inherited.</summary>
    /// <returns>The started process.</returns>
    public static Process Start(ProcessStartInfo info)
    {
        lock (Gate)
        {
            CloseFilesOnExec();
            return Process.Start(info) ?? throw new InvalidOperationException($"Could not start {info.FileName}.");
        }
    }

    /// <summary>Starts <paramref name="process"/> under <see cref="Gate"/>, with no file of this process inherited.</summary>
    public static void Start(Process process)
    {
        ArgumentNullException.ThrowIfNull(process);
        lock (Gate)
        {
            CloseFilesOnExec();
            process.Start();
        }
    }

    // Only descriptors naming a path: pipes and sockets may be handed to a child on purpose
    // (BenchmarkDotNet's to its benchmark process), and 0-2 are the child's own.
    private static void CloseFilesOnExec()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }

        foreach (var entry in Directory.EnumerateFiles("/proc/self/fd"))
        {
            if (!int.TryParse(Path.GetFileName(entry), out var fd) || fd <= 2
                || new FileInfo(entry).LinkTarget is not ['/', ..])
            {
                continue;
            }

            var flags = NativeMethods.Fcntl(fd, NativeMethods.GetDescriptorFlags, 0);
            if (flags < 0 || ((flags & NativeMethods.CloseOnExec) == 0
                && NativeMethods.Fcntl(fd, NativeMethods.SetDescriptorFlags, flags | NativeMethods.CloseOnExec) < 0))
            {
                ThrowUnlessClosed(fd);
            }
        }
    }

    // A descriptor closed since it was listed fails with EBADF, which is as good as marked.
    private static void ThrowUnlessClosed(int fd)
    {
        var error = Marshal.GetLastPInvokeError();
        if (error != NativeMethods.BadDescriptor)
        {
            throw new IOException($"Could not mark descriptor {fd} close-on-exec before starting a child: fcntl failed with errno {error}.");
        }
    }

    private static class NativeMethods
    {
        internal const int GetDescriptorFlags = 1; // F_GETFD
        internal const int SetDescriptorFlags = 2; // F_SETFD
        internal const int CloseOnExec = 1; // FD_CLOEXEC
        internal const int BadDescriptor = 9; // EBADF

        [DllImport("libc", EntryPoint = "fcntl", SetLastError = true)]
        internal static extern int Fcntl(int fd, int command, int argument);
    }
}
