using System.Diagnostics;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// Process-wide cleanup of throwaway servers: disposes every live one on process exit, Ctrl+C,
/// SIGTERM, SIGHUP and an unhandled exception, and starts the watchdog shell that stops a server
/// when this process is killed outright.
/// </summary>
internal static class ServerCleanup
{
    private static readonly Lock _registryLock = new();
    private static readonly HashSet<IDisposable> _liveServers = [];
    private static PosixSignalRegistration[] _signalRegistrations = [];

    /// <summary>Disposes <paramref name="server"/> on every kind of exit until it is <see cref="Forget"/>-ed.</summary>
    public static void Register(IDisposable server)
    {
        lock (_registryLock)
        {
            if (_signalRegistrations.Length == 0)
            {
                // .NET raises ProcessExit on a normal exit only: not on SIGTERM or SIGHUP, and not
                // when an unhandled exception on a worker thread ends the process.
                AppDomain.CurrentDomain.ProcessExit += (_, _) => DisposeAll();
                AppDomain.CurrentDomain.UnhandledException += (_, _) => DisposeAll();
                Console.CancelKeyPress += (_, _) => DisposeAll();
                _signalRegistrations =
                [
                    PosixSignalRegistration.Create(PosixSignal.SIGTERM, _ => DisposeAll()),
                    PosixSignalRegistration.Create(PosixSignal.SIGHUP, _ => DisposeAll()),
                ];
            }

            _liveServers.Add(server);
        }
    }

    /// <summary>Stops tracking a server that has been disposed.</summary>
    public static void Forget(IDisposable server)
    {
        lock (_registryLock)
        {
            _liveServers.Remove(server);
        }
    }

    // Nothing in-process runs when this process is killed outright (SIGKILL, a test host torn
    // down): a shell outside it stops the server and deletes its folder once this process is gone.
    /// <summary>Starts a shell that, once this process is gone, signals <paramref name="serverId"/> and deletes <paramref name="folder"/>.</summary>
    public static Process StartWatchdog(int serverId, int stopSignal, string folder)
    {
        const string Script = """
            exec </dev/null >/dev/null 2>&1
            while kill -0 "$1"; do sleep 1; done
            kill -"$3" "$2"
            i=0; while kill -0 "$2" && [ "$i" -lt 20 ]; do sleep 0.5; i=$((i + 1)); done
            kill -9 "$2"; rm -rf "$4"
            """;
        return ChildProcesses.Start(new ProcessStartInfo("/bin/sh",
            ["-c", Script, "watchdog", $"{Environment.ProcessId}", $"{serverId}", $"{stopSignal}", folder])
        {
            UseShellExecute = false,
        });
    }

    /// <summary>Ends a watchdog whose server was stopped in-process.</summary>
    public static void StopWatchdog(Process? watchdog)
    {
        if (watchdog is { HasExited: false })
        {
            // With the shell's sleep, which would otherwise outlive it by up to a second.
            watchdog.Kill(entireProcessTree: true);
        }

        watchdog?.Dispose();
    }

    /// <summary>Deletes a stopped server's folder, retrying while its last child processes close files.</summary>
    public static void DeleteFolder(string folder)
    {
        for (var attempt = 1; Directory.Exists(folder); attempt++)
        {
            try
            {
                Directory.Delete(folder, recursive: true);
            }
            catch (IOException) when (attempt < 5)
            {
                Thread.Sleep(TimeSpan.FromMilliseconds(100) * attempt);
            }
        }
    }

    private static void DisposeAll()
    {
        IDisposable[] servers;
        lock (_registryLock)
        {
            servers = [.. _liveServers];
        }

        foreach (var server in servers)
        {
            server.Dispose();
        }
    }
}
