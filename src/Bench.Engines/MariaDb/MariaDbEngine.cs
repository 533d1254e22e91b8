using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Writers;
using MySqlConnector;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// MariaDB through MySqlConnector.
/// Each run gets a fresh database on a throwaway server started from Debian's binaries, or on the
/// server named by <c>$EMBEDDEDDBBENCH_MARIADB</c>. SyncOff is the server-wide
/// <c>innodb_flush_log_at_trx_commit=2</c>, so the suite starts a second throwaway server for it.
/// </summary>
public sealed class MariaDbEngine : ServerEngine
{
    private const string FlushSetting = "innodb_flush_log_at_trx_commit";

    private static readonly ServerProduct _mariaDb = new(
        "MariaDB",
        MariaDbServer.ConnectionStringVariable,
        "mariadb-server",
        connectionString => new MySqlConnection(connectionString),
        connection => MySqlConnection.ClearPool((MySqlConnection)connection));

    /// <inheritdoc />
    public override string Name => "MariaDb";

    /// <inheritdoc />
    public override EngineFacts Facts => MariaDbFacts.Facts;

    /// <summary>
    /// InnoDB's tablespaces (the system one with its doublewrite buffer, undo, each table's .ibd): the simulator's
    /// verification (<c>POWERCUT_VERIFY=1</c>) finds pages of them changed past the ranges it saw written, even with native
    /// asynchronous I/O off under the simulator (<see cref="MariaDbServer"/>) and fallocate64 interposed. Not explained;
    /// their syncs compare the whole file. The redo log's ranges verify.
    /// </summary>
    public override IReadOnlyList<string> FilesWrittenPastTheInterposer => ["*.ibd", "ibdata*", "undo*"];

    /// <inheritdoc />
    public override string Provider => $"MySqlConnector {ProviderVersion.Of(typeof(MySqlConnection))}";

    /// <inheritdoc />
    public override SqlDialect Dialect => MariaDbDialect.Instance;

    /// <inheritdoc />
    public override LockWaitSupport LockWait { get; } = LockWaitSupport.NotApplicable(
        "W6's readers take no lock InnoDB's one writer waits for (a plain SELECT is a consistent nonlocking read of a snapshot), " +
        "and a statement that meets a row lock already waits for it: innodb_lock_wait_timeout is 50 s as shipped (read back). " +
        "It bounds a wait for a row lock another transaction holds, which only a second writer or a locking read (FOR UPDATE, LOCK IN SHARE MODE) would take; W6 runs neither");

    /// <inheritdoc />
    public override WritersSupport Writers { get; } = new MariaDbWriters();

    /// <inheritdoc />
    protected override ServerProduct Product => _mariaDb;

    /// <inheritdoc />
    protected override string NoInMemoryDatabase => "the MEMORY storage engine has no transactions, so it is not the same workload";

    /// <inheritdoc />
    protected override string DurableByDefault =>
        "MariaDB as shipped (innodb_flush_log_at_trx_commit=1, read back under Default) already writes and syncs InnoDB's redo log " +
        "at every commit; there is no journal mode or sync level to raise";

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery => MariaDbCrashRecovery.Instance;

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant)
    {
        var syncOff = variant == Variant.SyncOff;
        var endpoint = ServerEndpoint.Resolve(
            Product.ConnectionStringVariable,
            syncOff ? "mariadb-flush2" : "mariadb",
            () => MariaDbServer.Start(syncOff ? new Dictionary<string, string> { [FlushSetting] = "2" } : null));
        var database = new MariaDbDatabase(this, variant, endpoint);
        if (syncOff && database.ReadSettings()[FlushSetting] != "2")
        {
            database.Dispose();
            throw new EngineUnavailableException(
                $"SyncOff needs {FlushSetting}=2, a server-wide setting; the user-given server has another value " +
                "and the suite does not change settings on someone else's server.");
        }

        return database;
    }

    /// <inheritdoc />
    protected override string? MissingBinaries() => MariaDbServer.MissingBinaries();

    private sealed class MariaDbDatabase : ServerDatabase
    {
        public MariaDbDatabase(Engine engine, Variant variant, ServerEndpoint endpoint)
            : base(engine, variant, endpoint, _mariaDb)
        {
            Create(
                $"CREATE DATABASE {Name} CHARACTER SET utf8mb4",
                new MySqlConnectionStringBuilder(endpoint.AdminConnectionString) { Database = Name, AllowLoadLocalInfile = true }.ConnectionString);
            ServerVersion = ProductVersion(Convert.ToString(Connection.Scalar("SELECT VERSION()")) ?? "");
        }

        public override string ServerVersion { get; }

        // Measured with MySqlConnector 2.6.2, 1 warm-up + 5 runs, same machine and day: W2's
        // 25,000-row insert 139 ms (5.6 µs/row) through MySqlBulkLoader's LOAD DATA LOCAL INFILE
        // against 594 ms through MySqlBulkCopy (MariaDbBulkCopyInsert); W3's 297,450-row import
        // 1,144 ms against 3,892 ms. Earlier, through the previous provider: multi-row VALUES 15.8 µs/row, the
        // reused prepared INSERT 86 µs/row.
        public override IBulkInsert BulkInsert => MariaDbLoadDataInsert.Instance;

        protected override string DropSql => $"DROP DATABASE IF EXISTS {Name}";

        public override EngineSettings ReadSettings() => new EngineSettings()
            .Add(FlushSetting, Variable(FlushSetting))
            .Add("sync_binlog", Variable("sync_binlog"))
            .Add("log_bin", Variable("log_bin"))
            .Add("default_storage_engine", Variable("default_storage_engine"))
            .Add("server", Endpoint.Origin);

        // The tablespace files' real sizes: information_schema.tables' data_length is an estimate
        // that InnoDB refreshes in the background, so right after an import it can be far off.
        public override IReadOnlyList<StoragePart> StorageSize() => ReadStorage(
            "SELECT SUBSTRING(name, LENGTH(DATABASE()) + 2), file_size FROM information_schema.innodb_sys_tablespaces " +
            "WHERE name LIKE CONCAT(DATABASE(), '/%') ORDER BY name");

        // "10.11.19-MariaDB-0+deb12u1" → "MariaDB 10.11.19": the server's own product name, never "MySQL".
        private static string ProductVersion(string version)
        {
            var parts = version.Split('-');
            var product = parts.Length > 1 && parts[1].Equals("MariaDB", StringComparison.OrdinalIgnoreCase) ? "MariaDB" : "MySQL";
            return $"{product} {parts[0]}";
        }

        private string Variable(string name) => Convert.ToString(Connection.Scalar($"SELECT @@GLOBAL.{name}")) ?? "";
    }
}
