using System.Collections.Concurrent;
using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// A private database server started from the machine's installed binaries, with its data in a
/// new temporary folder and listening on a free loopback port. It is stopped and its folder
/// deleted on <see cref="Dispose()"/>, on Ctrl+C, on an unhandled exception and when the process exits.
/// </summary>
public abstract class ThrowawayServer : IDisposable
{
    /// <summary>The only address the servers listen on.</summary>
    protected const string LoopbackAddress = "127.0.0.1";

    /// <summary>The signal number of SIGTERM on Linux.</summary>
    protected const int SigTerm = 15;

    private const int KeptOutputLines = 200;
    private const int LogTailLines = 30;
    private static readonly TimeSpan _startupTimeout = TimeSpan.FromSeconds(60);
    private static readonly TimeSpan _stopTimeout = TimeSpan.FromSeconds(10);
    private static readonly TimeSpan _toolTimeout = TimeSpan.FromSeconds(120);
    private static readonly TimeSpan _pollInterval = TimeSpan.FromMilliseconds(100);
    private static readonly Lock _registryLock = new();
    private static readonly HashSet<ThrowawayServer> _liveServers = [];
    private static bool _cleanupHooksInstalled;
    private readonly ConcurrentQueue<string> _output = new();
    private readonly Lock _disposeLock = new();
    private Process? _process;
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

    /// <summary>The signal that asks the server to shut down cleanly.</summary>
    protected virtual int StopSignal => SigTerm;

    /// <summary>Stops the server, waiting up to ~10 s before killing it, and deletes its folder.</summary>
    public void Dispose()
    {
        Dispose(disposing: true);
        GC.SuppressFinalize(this);
    }

    /// <summary>Creates the server's files in <see cref="DataDirectory"/>.</summary>
    protected abstract void InitializeDataDirectory();

    /// <summary>Describes the server process; its output is captured for the log tail.</summary>
    /// <returns>The start information, with standard output and error redirected.</returns>
    protected abstract ProcessStartInfo CreateServerStartInfo();

    /// <summary>Asks the server, with a short timeout, whether it accepts connections.</summary>
    /// <returns>True once clients can connect.</returns>
    protected abstract bool IsAcceptingConnections();

    /// <summary>Creates the database and sets <see cref="ConnectionString"/> and <see cref="ServerVersion"/>.</summary>
    protected abstract void PrepareDatabase();

    /// <summary>The last lines the server logged, for startup error messages.</summary>
    /// <returns>The lines, newline-separated.</returns>
    protected virtual string ReadLogTail() => string.Join('\n', _output.TakeLast(LogTailLines));

    /// <summary>Initializes, launches and waits for the server; cleans up if any step fails.</summary>
    protected void StartServer()
    {
        try
        {
            InitializeDataDirectory();
            _process = Launch(CreateServerStartInfo());
            WaitUntilAcceptingConnections();
            PrepareDatabase();
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    /// <summary>Stops the server and deletes its folder; safe to call more than once, from any thread.</summary>
    /// <param name="disposing">True when called from <see cref="Dispose()"/>.</param>
    protected virtual void Dispose(bool disposing)
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
        }

        lock (_registryLock)
        {
            _liveServers.Remove(this);
        }
    }

    /// <summary>Creates start information with redirected output and no shell.</summary>
    /// <param name="fileName">The program to run.</param>
    /// <param name="arguments">Its arguments, passed verbatim.</param>
    /// <param name="workingDirectory">Its working folder, or null for the current one.</param>
    /// <returns>The start information.</returns>
    protected static ProcessStartInfo CreateStartInfo(
        string fileName, IEnumerable<string> arguments, string? workingDirectory = null) =>
        new(fileName, arguments)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = workingDirectory ?? string.Empty,
        };

    /// <summary>Runs a helper program to completion and returns its standard output.</summary>
    /// <param name="fileName">The program to run.</param>
    /// <param name="arguments">Its arguments, passed verbatim.</param>
    /// <param name="workingDirectory">Its working folder, or null for the current one.</param>
    /// <param name="check">Whether a non-zero exit code throws, with the program's output.</param>
    /// <returns>The exit code and standard output.</returns>
    protected static (int ExitCode, string Output) RunTool(
        string fileName, IEnumerable<string> arguments, string? workingDirectory = null, bool check = true)
    {
        using var process = Process.Start(CreateStartInfo(fileName, arguments, workingDirectory))
            ?? throw new InvalidOperationException($"Could not start {fileName}.");
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(_toolTimeout))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{fileName} did not finish within {_toolTimeout.TotalSeconds:0} s.");
        }

        if (check && process.ExitCode != 0)
        {
            throw new InvalidOperationException(
                $"{fileName} failed with exit code {process.ExitCode}:\n{error.Result}\n{output.Result}".TrimEnd());
        }

        return (process.ExitCode, output.Result);
    }

    private static int PickFreePort()
    {
        var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        try
        {
            return ((IPEndPoint)listener.LocalEndpoint).Port;
        }
        finally
        {
            listener.Stop();
        }
    }

    private static void Register(ThrowawayServer server)
    {
        lock (_registryLock)
        {
            if (!_cleanupHooksInstalled)
            {
                // An unhandled exception on a worker thread ends the process without ProcessExit.
                AppDomain.CurrentDomain.ProcessExit += (_, _) => DisposeAll();
                AppDomain.CurrentDomain.UnhandledException += (_, _) => DisposeAll();
                Console.CancelKeyPress += (_, _) => DisposeAll();
                _cleanupHooksInstalled = true;
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

    private Process Launch(ProcessStartInfo startInfo)
    {
        var process = new Process { StartInfo = startInfo };
        process.OutputDataReceived += (_, e) => KeepOutput(e.Data);
        process.ErrorDataReceived += (_, e) => KeepOutput(e.Data);
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        return process;
    }

    private void KeepOutput(string? line)
    {
        if (line is null)
        {
            return;
        }

        _output.Enqueue(line);
        while (_output.Count > KeptOutputLines && _output.TryDequeue(out _))
        {
        }
    }

    private void WaitUntilAcceptingConnections()
    {
        var clock = Stopwatch.StartNew();
        while (!IsAcceptingConnections())
        {
            if (_process!.HasExited)
            {
                throw StartupFailure($"exited with code {_process.ExitCode} before accepting connections");
            }

            if (clock.Elapsed > _startupTimeout)
            {
                throw StartupFailure($"did not accept connections within {_startupTimeout.TotalSeconds:0} s");
            }

            Thread.Sleep(_pollInterval);
        }
    }

    private InvalidOperationException StartupFailure(string what) =>
        new($"{GetType().Name} on port {Port} {what}. Last lines of its log:\n{ReadLogTail()}");

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
        // .NET can send only SIGKILL to another process; graceful shutdown needs kill(2).
        [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
        internal static extern int Kill(int pid, int signal);
    }
}
