using System.Collections.Concurrent;
using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// A private database server started from the machine's installed binaries, with its files in a new
/// temporary folder and listening on a free loopback port. It is stopped and its folder deleted on
/// <see cref="Dispose()"/>, Ctrl+C, SIGTERM, SIGHUP, an unhandled exception and process exit.
/// </summary>
public abstract class ThrowawayServer : IDisposable
{
    /// <summary>The only address the servers listen on.</summary>
    protected const string LoopbackAddress = "127.0.0.1";

    private const int SigTerm = 15;
    private const int KeptLogLines = 30;
    private static readonly TimeSpan _startupTimeout = TimeSpan.FromSeconds(60);
    private static readonly TimeSpan _stopTimeout = TimeSpan.FromSeconds(10);
    private static readonly TimeSpan _toolTimeout = TimeSpan.FromSeconds(120);
    private static readonly TimeSpan _pollInterval = TimeSpan.FromMilliseconds(100);
    private static readonly Lock _registryLock = new();
    private static readonly HashSet<ThrowawayServer> _liveServers = [];
    private static PosixSignalRegistration[] _signalRegistrations = [];
    private readonly ConcurrentQueue<string> _output = new();
    private readonly Lock _disposeLock = new();
    private Process? _process;
    private Process? _watchdog;
    private bool _disposed;

    /// <summary>Creates the temporary folder, picks a free port and registers for cleanup.</summary>
    /// <param name="engineName">Short engine name, used in the folder name.</param>
    protected ThrowawayServer(string engineName)
    {
        DataDirectory = Directory.CreateTempSubdirectory($"embeddeddbbench-{engineName}-").FullName;
        Port = PickFreePort();
        Register(this);
    }

    /// <summary>The temporary folder holding all of the server's files.</summary>
    public string DataDirectory { get; }

    /// <summary>The loopback TCP port the server listens on.</summary>
    public int Port { get; }

    /// <summary>ADO.NET connection string to a database ready to use.</summary>
    public string ConnectionString { get; protected set; } = string.Empty;

    /// <summary>The version string the server reports, e.g. from <c>SELECT version()</c>.</summary>
    public string ServerVersion { get; protected set; } = string.Empty;

    /// <summary>Whether this process runs as root, which database servers refuse or restrict.</summary>
    protected static bool IsRoot => Environment.IsPrivilegedProcess;

    /// <summary>The Linux signal number that asks the server to shut down cleanly; SIGTERM by default.</summary>
    protected virtual int StopSignal => SigTerm;

    /// <summary>Stops the server, killing it if it is still running after ~10 s, and deletes its folder.</summary>
    /// <remarks>Safe to call more than once, from any thread.</remarks>
    public void Dispose()
    {
        lock (_disposeLock)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            StopProcess();
            DeleteDataDirectory();
            // Last: should this process be killed before here, the watchdog finishes the job.
            StopWatchdog();
        }

        lock (_registryLock)
        {
            _liveServers.Remove(this);
        }

        GC.SuppressFinalize(this);
    }

    /// <summary>Creates the server's files in <see cref="DataDirectory"/>.</summary>
    protected abstract void InitializeDataDirectory();

    /// <summary>The command that runs the server in the foreground, logging to its output or a file.</summary>
    /// <returns>The program and its arguments.</returns>
    protected abstract (string FileName, IEnumerable<string> Arguments) ServerCommand();

    /// <summary>Asks the server, with a short timeout, whether it accepts connections.</summary>
    /// <returns>True once clients can connect.</returns>
    protected abstract bool IsAcceptingConnections();

    /// <summary>Creates the database and sets <see cref="ConnectionString"/> and <see cref="ServerVersion"/>.</summary>
    protected abstract void PrepareDatabase();

    /// <summary>The last lines the server logged, for startup error messages.</summary>
    /// <returns>The lines, newline-separated.</returns>
    protected virtual string ReadLogTail() => string.Join('\n', _output);

    /// <summary>Initializes, launches and waits for the server; cleans up if any step fails.</summary>
    protected void StartServer()
    {
        try
        {
            InitializeDataDirectory();
            Launch();
            WaitUntilAcceptingConnections();
            PrepareDatabase();
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    /// <summary>Runs <paramref name="fileName"/> with <paramref name="arguments"/> (no shell) in <see cref="DataDirectory"/>.</summary>
    /// <param name="fileName">The program to run.</param>
    /// <param name="arguments">Its arguments, passed verbatim.</param>
    /// <param name="check">Whether a non-zero exit code throws, with the program's output.</param>
    /// <returns>The exit code and standard output.</returns>
    protected (int ExitCode, string Output) RunTool(string fileName, IEnumerable<string> arguments, bool check = true)
    {
        using var process = Process.Start(CreateStartInfo(fileName, arguments))
            ?? throw new InvalidOperationException($"Could not start {fileName}.");
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(_toolTimeout))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{fileName} did not finish within {_toolTimeout.TotalSeconds:0} s.");
        }

        return check && process.ExitCode != 0
            ? throw new InvalidOperationException(
                $"{fileName} failed with exit code {process.ExitCode}:\n{error.Result}\n{output.Result}".TrimEnd())
            : (process.ExitCode, output.Result);
    }

    private static int PickFreePort()
    {
        var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        var port = ((IPEndPoint)listener.LocalEndpoint).Port;
        listener.Stop();
        return port;
    }

    private static void Register(ThrowawayServer server)
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

    private static void DisposeAll()
    {
        ThrowawayServer[] servers;
        lock (_registryLock)
        {
            servers = [.. _liveServers];
        }

        foreach (var server in servers)
        {
            server.Dispose();
        }
    }

    private ProcessStartInfo CreateStartInfo(string fileName, IEnumerable<string> arguments) =>
        new(fileName, arguments)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = DataDirectory,
        };

    private void Launch()
    {
        var (fileName, arguments) = ServerCommand();
        var process = new Process { StartInfo = CreateStartInfo(fileName, arguments) };
        process.OutputDataReceived += (_, e) => KeepOutput(e.Data);
        process.ErrorDataReceived += (_, e) => KeepOutput(e.Data);

        // Under the dispose lock so that a concurrent Ctrl+C cannot miss a server starting up.
        lock (_disposeLock)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            process.Start();
            _process = process;
        }

        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        _watchdog = StartWatchdog(process.Id);
    }

    // Nothing in-process runs when this process is killed outright (SIGKILL, a test host torn
    // down): a shell outside it stops the server and deletes its folder once this process is gone.
    private Process StartWatchdog(int serverId)
    {
        const string Script = """
            exec </dev/null >/dev/null 2>&1
            while kill -0 "$1"; do sleep 1; done
            kill -"$3" "$2"
            i=0; while kill -0 "$2" && [ "$i" -lt 20 ]; do sleep 0.5; i=$((i + 1)); done
            kill -9 "$2"; rm -rf "$4"
            """;
        return Process.Start(new ProcessStartInfo("/bin/sh",
            ["-c", Script, "watchdog", $"{Environment.ProcessId}", $"{serverId}", $"{StopSignal}", DataDirectory])
        {
            UseShellExecute = false,
        }) ?? throw new InvalidOperationException("Could not start the server's watchdog shell.");
    }

    private void KeepOutput(string? line)
    {
        if (line is null)
        {
            return;
        }

        _output.Enqueue(line);
        while (_output.Count > KeptLogLines && _output.TryDequeue(out _))
        {
        }
    }

    private void WaitUntilAcceptingConnections()
    {
        var clock = Stopwatch.StartNew();
        while (!IsAcceptingConnections())
        {
            var failure = _process!.HasExited ? $"exited with code {_process.ExitCode} before accepting connections"
                : clock.Elapsed > _startupTimeout ? $"did not accept connections within {_startupTimeout.TotalSeconds:0} s"
                : null;
            if (failure is not null)
            {
                throw new InvalidOperationException(
                    $"{GetType().Name} on port {Port} {failure}. Last lines of its log:\n{ReadLogTail()}");
            }

            Thread.Sleep(_pollInterval);
        }
    }

    private void StopProcess()
    {
        if (_process is null)
        {
            return;
        }

        using var process = _process;
        if (!process.HasExited && NativeMethods.Kill(process.Id, StopSignal) != 0)
        {
            process.Kill(entireProcessTree: true);
        }

        if (!process.WaitForExit(_stopTimeout))
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit(_stopTimeout);
        }
    }

    private void StopWatchdog()
    {
        if (_watchdog is { HasExited: false })
        {
            _watchdog.Kill();
        }

        _watchdog?.Dispose();
    }

    private void DeleteDataDirectory()
    {
        // Retried because a server's last child processes may still be closing files.
        for (var attempt = 1; Directory.Exists(DataDirectory); attempt++)
        {
            try
            {
                Directory.Delete(DataDirectory, recursive: true);
            }
            catch (IOException) when (attempt < 5)
            {
                Thread.Sleep(_pollInterval * attempt);
            }
        }
    }

    private static class NativeMethods
    {
        // .NET can send another process only SIGKILL; a clean shutdown needs kill(2).
        [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
        internal static extern int Kill(int pid, int signal);
    }
}
