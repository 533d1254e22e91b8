using System.Diagnostics;
using System.Globalization;
using System.Net;
using System.Net.Sockets;
using System.Security.Cryptography;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// A private database server started from the machine's installed binaries, with its files in a new
/// folder under the data folder (<see cref="ScratchFolder.ParentPath"/>: the disk under test, where
/// the embedded engines' files go too) and listening on a free loopback port. It is stopped and its folder deleted on
/// <see cref="Dispose()"/> and on every kind of process exit (<see cref="ServerCleanup"/>).
/// </summary>
public abstract class ThrowawayServer : IDisposable
{
    /// <summary>The only address the servers listen on.</summary>
    protected const string LoopbackAddress = "127.0.0.1";

    /// <summary>
    /// The environment variable that, set to a file's path, has every line a server started in this process writes to its
    /// output and error streams appended to that file as well: the fault check reads a server's log there while the
    /// writer process that started the server holds the server's own streams.
    /// </summary>
    public const string LogCopyVariable = "BENCH_SERVER_LOG";

    /// <summary>
    /// The file in a server's folder that keeps its <see cref="Password"/>, readable by its owner only, for a server
    /// started again on that folder (<see cref="Recovering"/>): whoever may read it may read the data files beside it.
    /// </summary>
    public const string PasswordFile = "bench.password";

    private const int SigTerm = 15;
    private readonly Lock _disposeLock = new();
    private ServerProcess? _process;
    private Process? _watchdog;
    private bool _disposed;

    /// <summary>Creates the folder (named after <paramref name="engineName"/>) under the data folder, picks a free port, registers for cleanup.</summary>
    protected ThrowawayServer(string engineName)
    {
        EngineName = engineName;
        // Short: PostgreSQL and MariaDB put their Unix sockets in it (at most 107 bytes a path).
        DataDirectory = Directory.CreateDirectory(Path.Combine(ScratchFolder.ParentPath, $"{engineName}-{Guid.NewGuid().ToString("N")[..8]}")).FullName;
        Port = PickFreePort();
        Password = Convert.ToHexString(RandomNumberGenerator.GetBytes(12));
        ServerCleanup.Register(this);
    }

    /// <summary>Adopts <paramref name="dataDirectory"/>, a folder a server of this kind left behind (a simulated power cut's): the server recovers it, nothing is initialized or created.</summary>
    protected ThrowawayServer(string engineName, string dataDirectory)
    {
        EngineName = engineName;
        DataDirectory = dataDirectory;
        Recovering = true;
        Port = PickFreePort();
        Password = File.ReadAllText(Path.Combine(dataDirectory, PasswordFile));
        ServerCleanup.Register(this);
    }

    /// <summary>True when the server starts on a folder it left behind rather than a new one.</summary>
    protected bool Recovering { get; }

    /// <summary>The engine the server is for, as its folder is named.</summary>
    public string EngineName { get; }

    /// <summary>The folder holding all of the server's files, under the data folder.</summary>
    public string DataDirectory { get; }

    /// <summary>The loopback TCP port the server listens on.</summary>
    public int Port { get; }

    /// <summary>ADO.NET connection string to a database ready to use; it holds <see cref="Password"/>, so it is never printed.</summary>
    public string ConnectionString { get; protected set; } = string.Empty;

    /// <summary>
    /// Why the server is gone although nobody stopped it ("killed by signal 9", "exited with
    /// code 1"), or null while it runs or after <see cref="Dispose()"/>.
    /// </summary>
    public string? LostReason
    {
        get
        {
            lock (_disposeLock)
            {
                return _disposed ? null : _process?.ExitReason;
            }
        }
    }

    /// <summary>
    /// <see cref="LostReason"/>, after waiting up to <paramref name="timeout"/> for a server that is dying: a
    /// killed server's clients see their connections close (PostgreSQL's backends report their postmaster's
    /// death) a moment before its exit can be reaped.
    /// </summary>
    public string? LostReasonWithin(TimeSpan timeout)
    {
        _process?.WaitForExit(timeout);
        return LostReason;
    }

    /// <summary>
    /// The password of the account the suite connects as: made for this server from <see cref="RandomNumberGenerator"/>,
    /// or, when <see cref="Recovering"/>, the one its folder keeps (<see cref="PasswordFile"/>). It goes to the server's
    /// tools through files readable by their owner only, never on a command line, and is never printed.
    /// </summary>
    protected string Password { get; }

    /// <summary>Whether this process runs as root, which database servers refuse or restrict.</summary>
    protected static bool IsRoot => Environment.IsPrivilegedProcess;

    /// <summary>The Linux signal number that asks the server to shut down cleanly; SIGTERM by default.</summary>
    protected virtual int StopSignal => SigTerm;

    /// <summary><see cref="Port"/> as invariant text, for command lines and connection strings.</summary>
    protected string PortText => Port.ToString(CultureInfo.InvariantCulture);

    /// <summary>Stops the server (killed if still running after ~10 s) and deletes its folder; idempotent, thread-safe.</summary>
    public void Dispose()
    {
        lock (_disposeLock)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            _process?.Stop(StopGrace);
            ServerCleanup.DeleteFolder(DataDirectory);
            // Last: should this process be killed before here, the watchdog finishes the job.
            ServerCleanup.StopWatchdog(_watchdog);
        }

        ServerCleanup.Forget(this);
        GC.SuppressFinalize(this);
    }

    /// <summary>Initializes, launches and waits for <paramref name="server"/>; disposes it if any step fails.</summary>
    protected static TServer Start<TServer>(TServer server)
        where TServer : ThrowawayServer
    {
        try
        {
            server.InitializeDataDirectory();
            if (!server.Recovering)
            {
                WritePrivateFile(Path.Combine(server.DataDirectory, PasswordFile), server.Password);
            }

            server.Launch();
            server._process!.WaitUntilReady(server.IsAcceptingConnections, $"{server.GetType().Name} on port {server.Port}", server.ReadLogTail);
            server.PrepareDatabase();
            return server;
        }
        catch
        {
            server.Dispose();
            throw;
        }
    }

    /// <summary>Creates the server's files in <see cref="DataDirectory"/>.</summary>
    protected abstract void InitializeDataDirectory();

    /// <summary>The command that runs the server in the foreground, logging to its output or a file.</summary>
    protected abstract (string FileName, IEnumerable<string> Arguments) ServerCommand();

    /// <summary>Asks the server, with a short timeout, whether it accepts connections.</summary>
    protected abstract bool IsAcceptingConnections();

    /// <summary>Creates the database and sets <see cref="ConnectionString"/>.</summary>
    protected abstract void PrepareDatabase();

    /// <summary>How long the server may take to exit after <see cref="StopSignal"/> before it is killed; 10 s by default.</summary>
    protected virtual TimeSpan StopGrace => TimeSpan.FromSeconds(10);

    /// <summary>The last lines the server logged, for startup error messages.</summary>
    protected virtual string ReadLogTail() => _process?.LogTail ?? string.Empty;

    /// <summary>Runs a tool (no shell) in <see cref="DataDirectory"/>; a non-zero exit throws when <paramref name="check"/>.</summary>
    protected (int ExitCode, string Output) RunTool(string fileName, IEnumerable<string> arguments, bool check = true) =>
        ServerProcess.RunTool(fileName, arguments, DataDirectory, check);

    /// <summary>Creates <paramref name="path"/>, which must not exist yet, readable and writable by its owner only, holding <paramref name="text"/>.</summary>
    protected static void WritePrivateFile(string path, string text)
    {
        if (OperatingSystem.IsWindows())
        {
            throw new PlatformNotSupportedException("throwaway servers run on Linux only");
        }

        // Created with its mode rather than narrowed after: no moment in which another account may open it.
        var options = new FileStreamOptions { Mode = FileMode.CreateNew, Access = FileAccess.Write, UnixCreateMode = UnixFileMode.UserRead | UnixFileMode.UserWrite };
        using var writer = new StreamWriter(path, options);
        writer.Write(text);
    }

    private void Launch()
    {
        var (fileName, arguments) = ServerCommand();
        // Under the dispose lock so that a concurrent Ctrl+C cannot miss a server starting up.
        lock (_disposeLock)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _process = ServerProcess.Start(fileName, arguments, DataDirectory, StopSignal);
        }

        _watchdog = ServerCleanup.StartWatchdog(_process.Id, StopSignal, DataDirectory);
    }

    private static int PickFreePort()
    {
        var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        var port = ((IPEndPoint)listener.LocalEndpoint).Port;
        listener.Stop();
        return port;
    }
}
