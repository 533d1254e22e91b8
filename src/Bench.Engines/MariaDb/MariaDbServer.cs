using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Servers;
using MySqlConnector;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// A throwaway MariaDB server from Debian's <c>mariadb-server</c> package, with a database <c>bench</c> and no
/// account but <c>root</c>, whose password (over TCP and the Unix socket alike) is made for this server and never printed.
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

    // The instance's own temporary folder, not the machine's /tmp: two instances at once (a check beside the tests) share
    // no temporary file. With /tmp, mariadb-install-db once failed beside two other instances ("Error on delete of
    // '/tmp/#sql-temptable-…'"); why is not explained.
    private string TemporaryPath => Path.Combine(DataDirectory, "tmp");

    // The accounts are set before the server first listens: mariadb-install-db pipes the extra file to its bootstrap
    // server after the system tables, so the password is in no command line; the file is deleted at once.
    private void Install()
    {
        var accounts = Path.Combine(DataDirectory, "accounts.sql");
        WritePrivateFile(accounts, AccountsSql());
        Directory.CreateDirectory(TemporaryPath);
        try
        {
            RunTool(_binaries.InstallDb,
            [
                "--no-defaults", $"--datadir={DataPath}", $"--tmpdir={TemporaryPath}", "--auth-root-authentication-method=normal",
                "--skip-test-db", $"--extra-file={accounts}", .. RootUserArgument(),
            ]);
        }
        finally
        {
            File.Delete(accounts);
        }
    }

    // The normal method makes root password-less at localhost, 127.0.0.1, ::1 and the host's name (none by the socket
    // plugin); any anonymous account would let anyone in under another name. The bootstrap loads no grant tables, so
    // the rows are written directly, as the install's own script writes them.
    private string AccountsSql() =>
        $"""
        DELETE FROM mysql.global_priv WHERE User = '';
        UPDATE mysql.global_priv SET Priv = JSON_SET(Priv, '$.plugin', 'mysql_native_password', '$.authentication_string', PASSWORD('{Password}')) WHERE User = 'root';
        """;

    /// <inheritdoc />
    protected override (string FileName, IEnumerable<string> Arguments) ServerCommand()
    {
        Directory.CreateDirectory(TemporaryPath);
        List<string> arguments =
        [
            "--no-defaults", $"--datadir={DataPath}", $"--tmpdir={TemporaryPath}", $"--socket={Path.Combine(DataDirectory, "mysql.sock")}",
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
        var builder = new MySqlConnectionStringBuilder
        {
            Server = LoopbackAddress,
            Port = (uint)Port,
            UserID = "root",
            Password = Password,
            SslMode = MySqlSslMode.None,
        };
        if (!Recovering)
        {
            // In process rather than through the mariadb client, which would need the password on its command line.
            using var connection = new MySqlConnection(new MySqlConnectionStringBuilder(builder.ConnectionString) { Pooling = false }.ConnectionString);
            connection.Open();
            connection.Execute($"CREATE DATABASE {DatabaseName}");
        }

        builder.Database = DatabaseName;
        builder.AllowLoadLocalInfile = true;
        ConnectionString = builder.ConnectionString;
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

    private sealed record Binaries(string Server, string InstallDb, string Admin)
    {
        public static Binaries Find() => new(
            Locate("/usr/sbin/mariadbd", "/usr/sbin/mysqld"),
            Locate("/usr/bin/mariadb-install-db", "/usr/bin/mysql_install_db"),
            Locate("/usr/bin/mariadb-admin", "/usr/bin/mysqladmin"));

        private static string Locate(params string[] candidates) =>
            candidates.FirstOrDefault(File.Exists)
            ?? throw new MissingServerBinariesException(
                $"MariaDB server binaries were not found (none of {string.Join(", ", candidates)} exists). Install them with "
                + $"'apt-get install mariadb-server', or set the environment variable {ConnectionStringVariable} to the "
                + "connection string of an existing MariaDB server to use that instead.");
    }
}
