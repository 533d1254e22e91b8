using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Servers;
using Npgsql;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>
/// A throwaway PostgreSQL server from Debian's <c>postgresql</c> package (the highest version under
/// /usr/lib/postgresql), with a database <c>bench</c> and a user <c>bench</c> whose password (SCRAM-SHA-256, over TCP
/// and the Unix socket alike) is made for this server and never printed.
/// </summary>
public sealed class PostgresServer : ThrowawayServer
{
    /// <summary>Environment variable that may hold a connection string to an existing server instead.</summary>
    public const string ConnectionStringVariable = "EMBEDDEDDBBENCH_POSTGRES";

    private const string InstallRoot = "/usr/lib/postgresql";
    private const string UserName = "bench";
    private const string DatabaseName = "bench";
    private const string ServiceAccount = "postgres";
    private const int SigInt = 2;
    private static readonly string[] _requiredTools = ["initdb", "postgres", "pg_isready"];

    private readonly string _binDirectory;

    private PostgresServer(string binDirectory)
        : base("postgres") => _binDirectory = binDirectory;

    private PostgresServer(string binDirectory, string dataDirectory)
        : base("postgres", dataDirectory) => _binDirectory = binDirectory;

    /// <summary>Fast shutdown: SIGTERM would wait until every pooled client connection closes.</summary>
    protected override int StopSignal => SigInt;

    /// <summary>Null when the server binaries are installed; otherwise what is missing and how to install it.</summary>
    public static string? MissingBinaries() => MissingServerBinariesException.MessageIfMissing(() => FindBinDirectory());

    /// <summary>
    /// Null when the account the server runs as (as root: <c>postgres</c>, since PostgreSQL refuses root) can
    /// reach the data folder; otherwise the folder on the way it cannot enter, and the fix. A folder made by
    /// <c>mktemp -d</c> (mode 0700, root's) is one: initdb would fail inside every case.
    /// </summary>
    public static string? UnreachableDataFolder()
    {
        // Not root: the server runs as this user, who made the folder. No account: the package (and initdb) is missing, said elsewhere.
        if (!IsRoot || !File.ReadLines("/etc/passwd").Any(line => line.StartsWith(ServiceAccount + ":", StringComparison.Ordinal)))
        {
            return null;
        }

        var folder = Path.GetFullPath(ScratchFolder.ParentPath);
        // The folders that exist on the way down; those still missing are made by root with mode 0755.
        var steps = new List<string>();
        for (var dir = new DirectoryInfo(folder); dir is not null; dir = dir.Parent)
        {
            if (dir.Exists)
            {
                steps.Insert(0, dir.FullName);
            }
        }

        var blocked = steps.FirstOrDefault(step =>
            AsServiceAccount("test", ["-x", step]) is var (fileName, arguments) && ServerProcess.RunTool(fileName, arguments, "/", check: false).ExitCode != 0);
        return blocked is null ? null
            : $"PostgreSQL's throwaway server runs as the account '{ServiceAccount}' (it refuses root), which cannot enter {blocked} on the way to the data folder {folder} " +
              $"({ScratchFolder.ParentVariable}): let it in (chmod o+x {blocked}) or point {ScratchFolder.ParentVariable} at a folder it can reach";
    }

    /// <summary>Creates, starts and waits for a new server; dispose it to stop it and delete its files.</summary>
    /// <returns>The running server.</returns>
    /// <exception cref="MissingServerBinariesException">PostgreSQL is not installed.</exception>
    public static PostgresServer Start() => Start(new PostgresServer(FindBinDirectory()));

    /// <summary>Starts a server on the folder a killed one left (after a simulated power cut): it replays its WAL.</summary>
    /// <returns>The running server; dispose it to stop it and delete the folder.</returns>
    public static PostgresServer Recover(string dataDirectory) => Start(new PostgresServer(FindBinDirectory(), dataDirectory));

    /// <inheritdoc />
    protected override void InitializeDataDirectory()
    {
        if (IsRoot)
        {
            RunTool("chown", ["-R", $"{ServiceAccount}:{ServiceAccount}", DataDirectory]);
        }

        if (Recovering)
        {
            return;
        }

        // initdb reads the password from a file (it would show on a command line), which the service account must be
        // able to read and which may not lie in the data folder, since initdb wants that empty.
        var passwordFolder = Directory.CreateTempSubdirectory("bench-initdb-").FullName;
        try
        {
            var passwordFile = Path.Combine(passwordFolder, "password");
            WritePrivateFile(passwordFile, Password + "\n");
            if (IsRoot)
            {
                RunTool("chown", ["-R", $"{ServiceAccount}:{ServiceAccount}", passwordFolder]);
            }

            // Every line of pg_hba.conf, local socket and host 127.0.0.1 alike, then asks for the password.
            string[] arguments =
            [
                "-D", DataDirectory, "-U", UserName, "--auth=scram-sha-256", $"--pwfile={passwordFile}",
                "-E", "UTF8", "--locale=C", "--no-sync",
            ];
            var (fileName, fullArguments) = AsServiceAccount(Tool("initdb"), arguments);
            RunTool(fileName, fullArguments);
        }
        finally
        {
            Directory.Delete(passwordFolder, recursive: true);
        }
    }

    /// <inheritdoc />
    protected override (string FileName, IEnumerable<string> Arguments) ServerCommand() =>
        AsServiceAccount(
            Tool("postgres"),
            ["-D", DataDirectory, "-p", PortText, "-k", DataDirectory, "-c", $"listen_addresses={LoopbackAddress}"]);

    /// <inheritdoc />
    protected override bool IsAcceptingConnections() =>
        RunTool(Tool("pg_isready"), [.. ClientArguments("postgres"), "-t", "1"], check: false).ExitCode == 0;

    /// <inheritdoc />
    protected override void PrepareDatabase()
    {
        var builder = new NpgsqlConnectionStringBuilder
        {
            Host = LoopbackAddress,
            Port = Port,
            Username = UserName,
            Password = Password,
            Database = "postgres",
        };
        if (!Recovering)
        {
            // In process rather than through psql, which would need the password on its command line or in its environment.
            using var connection = new NpgsqlConnection(new NpgsqlConnectionStringBuilder(builder.ConnectionString) { Pooling = false }.ConnectionString);
            connection.Open();
            connection.Execute($"CREATE DATABASE {DatabaseName}");
        }

        builder.Database = DatabaseName;
        ConnectionString = builder.ConnectionString;
    }

    private static string FindBinDirectory()
    {
        var versions = Directory.Exists(InstallRoot) ? Directory.GetDirectories(InstallRoot) : [];
        var best = versions
            .Select(dir => (Bin: Path.Combine(dir, "bin"), Version: ParseVersion(Path.GetFileName(dir))))
            .Where(c => c.Version > 0 && _requiredTools.All(tool => File.Exists(Path.Combine(c.Bin, tool))))
            .OrderByDescending(c => c.Version)
            .Select(c => c.Bin)
            .FirstOrDefault();
        return best ?? throw new MissingServerBinariesException(
            $"PostgreSQL server binaries were not found (looked in {InstallRoot}/*/bin). Install them with "
            + $"'apt-get install postgresql', or set the environment variable {ConnectionStringVariable} to the "
            + "connection string of an existing PostgreSQL server to use that instead.");
    }

    private static decimal ParseVersion(string name) =>
        decimal.TryParse(name, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var v) ? v : 0;

    // PostgreSQL refuses to run as root, so as root it runs as the account the Debian package
    // created. setpriv execs in place, so the process we hold and signal is the postmaster itself;
    // runuser and su would stay in between as parent processes.
    private static (string FileName, IEnumerable<string> Arguments) AsServiceAccount(
        string program, IEnumerable<string> arguments) =>
        IsRoot
            ? ("setpriv", [$"--reuid={ServiceAccount}", $"--regid={ServiceAccount}", "--init-groups", "--", program, .. arguments])
            : (program, arguments);

    private string Tool(string name) => Path.Combine(_binDirectory, name);

    private string[] ClientArguments(string database) =>
        ["-h", LoopbackAddress, "-p", PortText, "-U", UserName, "-d", database];
}
