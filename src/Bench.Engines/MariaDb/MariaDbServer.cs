using EmbeddedDbBench.Engines.Servers;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// A throwaway MariaDB server from Debian's <c>mariadb-server</c> package, with a password-less
/// <c>root</c> account reachable over TCP and a database <c>bench</c>.
/// </summary>
public sealed class MariaDbServer : ThrowawayServer
{
    /// <summary>Environment variable that may hold a connection string to an existing server instead.</summary>
    public const string ConnectionStringVariable = "EMBEDDEDDBBENCH_MARIADB";

    private const string DatabaseName = "bench";
    private static readonly string[] _reservedOptions =
    [
        "datadir", "socket", "port", "bind-address", "pid-file", "log-error", "user", "skip-networking",
        "no-defaults", "defaults-file", "defaults-extra-file", "skip-grant-tables",
    ];

    // --no-defaults drops Debian's /etc/mysql settings; these restore its character set so text
    // behaves as on a stock install. Caller options come later and win.
    private static readonly string[] _debianDefaults =
        ["--character-set-server=utf8mb4", "--collation-server=utf8mb4_general_ci"];

    private readonly Binaries _binaries;
    private readonly IReadOnlyDictionary<string, string> _options;

    private MariaDbServer(Binaries binaries, IReadOnlyDictionary<string, string> options)
        : base("mariadb") => (_binaries, _options) = (binaries, options);

    private MariaDbServer(Binaries binaries, string dataDirectory)
        : base("mariadb", dataDirectory) => (_binaries, _options) = (binaries, new Dictionary<string, string>());

    private string DataPath => Path.Combine(DataDirectory, "data");

    /// <summary>The error log's name in the server's folder.</summary>
    internal const string ErrorLogFile = "error.log";

    /// <summary>The name of the file, in the server's folder, holding its process id.</summary>
    internal const string ProcessIdFile = "mariadbd.pid";

    private string ErrorLogPath => Path.Combine(DataDirectory, ErrorLogFile);

    /// <summary>Null when the server binaries are installed; otherwise what is missing and how to install it.</summary>
    public static string? MissingBinaries() => MissingServerBinariesException.MessageIfMissing(() => Binaries.Find());

    /// <summary>Creates, starts and waits for a new server; dispose it to stop it and delete its files.</summary>
    /// <param name="options">
    /// Extra server options such as <c>innodb_flush_log_at_trx_commit</c> = <c>2</c>, each passed as
    /// <c>--name=value</c>, or as <c>--name</c> when the value is empty.
    /// </param>
    /// <returns>The running server.</returns>
    /// <exception cref="MissingServerBinariesException">MariaDB is not installed.</exception>
    public static MariaDbServer Start(IReadOnlyDictionary<string, string>? options = null)
    {
        options ??= new Dictionary<string, string>();
        var reserved = options.Keys.FirstOrDefault(k => _reservedOptions.Contains(OptionName(k)));
        if (reserved is not null)
        {
            throw new ArgumentException($"The option '{reserved}' is chosen by {nameof(MariaDbServer)}.", nameof(options));
        }

        return Start(new MariaDbServer(Binaries.Find(), options));
    }

    /// <summary>Starts a server on the folder a killed one left (after a simulated power cut): InnoDB recovers it from its redo log.</summary>
    /// <returns>The running server; dispose it to stop it and delete the folder.</returns>
    public static MariaDbServer Recover(string dataDirectory) => Start(new MariaDbServer(Binaries.Find(), dataDirectory));

    /// <inheritdoc />
    protected override void InitializeDataDirectory()
    {
        if (!Recovering)
        {
            Install();
        }
    }

    private void Install() =>
        RunTool(_binaries.InstallDb,
        [
            "--no-defaults", $"--datadir={DataPath}", "--auth-root-authentication-method=normal",
            "--skip-test-db", .. RootUserArgument(),
        ]);

    /// <inheritdoc />
    protected override (string FileName, IEnumerable<string> Arguments) ServerCommand()
    {
        List<string> arguments =
        [
            "--no-defaults", $"--datadir={DataPath}", $"--socket={Path.Combine(DataDirectory, "mysql.sock")}",
            $"--port={PortText}", $"--bind-address={LoopbackAddress}",
            $"--pid-file={Path.Combine(DataDirectory, ProcessIdFile)}", $"--log-error={ErrorLogPath}",
            .. RootUserArgument(), .. _debianDefaults,
        ];
        if (Environment.GetEnvironmentVariable(Instruments.PowerCut.SimulatedFolder.RootVariable) is not null)
        {
            // Under the power-cut simulator: libaio's submissions bypass the C library it interposes.
            arguments.Add("--innodb-use-native-aio=0");
        }

        arguments.AddRange(_options.Select(o => o.Value.Length == 0 ? $"--{OptionName(o.Key)}" : $"--{OptionName(o.Key)}={o.Value}"));
        return (_binaries.Server, arguments);
    }

    /// <inheritdoc />
    protected override bool IsAcceptingConnections() =>
        RunTool(_binaries.Admin, [.. ClientArguments(), "--connect-timeout=1", "ping"], check: false).ExitCode == 0;

    /// <inheritdoc />
    protected override void PrepareDatabase()
    {
        if (!Recovering)
        {
            RunTool(_binaries.Client, [.. ClientArguments(), "-e", $"CREATE DATABASE {DatabaseName}"]);
        }

        ConnectionString =
            $"Server={LoopbackAddress};Port={PortText};User ID=root;Database={DatabaseName};SslMode=None;AllowLoadLocalInfile=true";
    }

    /// <inheritdoc />
    protected override string ReadLogTail()
    {
        var log = File.Exists(ErrorLogPath) ? string.Join('\n', File.ReadLines(ErrorLogPath).TakeLast(30)) : string.Empty;
        return $"{log}\n{base.ReadLogTail()}".Trim();
    }

    // MariaDB treats '-' and '_' in option names alike; '-' is the canonical spelling.
    private static string OptionName(string key) => key.TrimStart('-').Replace('_', '-').ToLowerInvariant();

    // mariadbd started as root must be told which account to run as; root keeps the files ours.
    private static string[] RootUserArgument() => IsRoot ? ["--user=root"] : [];

    private string[] ClientArguments() =>
        ["--no-defaults", "--protocol=TCP", "-h", LoopbackAddress, "-P", PortText, "-u", "root"];

    private sealed record Binaries(string Server, string InstallDb, string Client, string Admin)
    {
        public static Binaries Find() => new(
            Locate("/usr/sbin/mariadbd", "/usr/sbin/mysqld"),
            Locate("/usr/bin/mariadb-install-db", "/usr/bin/mysql_install_db"),
            Locate("/usr/bin/mariadb", "/usr/bin/mysql"),
            Locate("/usr/bin/mariadb-admin", "/usr/bin/mysqladmin"));

        private static string Locate(params string[] candidates) =>
            candidates.FirstOrDefault(File.Exists)
            ?? throw new MissingServerBinariesException(
                $"MariaDB server binaries were not found (none of {string.Join(", ", candidates)} exists). Install them with "
                + $"'apt-get install mariadb-server', or set the environment variable {ConnectionStringVariable} to the "
                + "connection string of an existing MariaDB server to use that instead.");
    }
}
