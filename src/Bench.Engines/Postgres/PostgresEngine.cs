using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Writers;
using Npgsql;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>
/// PostgreSQL through Npgsql. Each run gets a fresh database on a throwaway server the suite
/// starts from Debian's binaries, or on the server named by <c>$EMBEDDEDDBBENCH_POSTGRES</c>.
/// SyncOff is <c>synchronous_commit=off</c>, set as a connection startup option so that
/// Npgsql's reset of pooled connections (DISCARD ALL) keeps it.
/// </summary>
public sealed class PostgresEngine : ServerEngine
{
    private static readonly ServerProduct _postgreSql = new(
        "PostgreSQL",
        PostgresServer.ConnectionStringVariable,
        "postgresql",
        connectionString => new NpgsqlConnection(connectionString),
        connection => NpgsqlConnection.ClearPool((NpgsqlConnection)connection));

    /// <summary>
    /// How long an asynchronous commit (SyncOff: <c>synchronous_commit=off</c>) may wait for its WAL to be flushed: "three times
    /// wal_writer_delay" at its default of 200 ms (https://www.postgresql.org/docs/15/wal-async-commit.html); what a crash may lose.
    /// </summary>
    public const int AsynchronousCommitWindowMilliseconds = 3 * 200;

    /// <inheritdoc />
    public override string Name => "Postgres";

    /// <inheritdoc />
    public override EngineFacts Facts => PostgresFacts.Facts;

    /// <inheritdoc />
    public override string Provider => $"Npgsql {ProviderVersion.Of(typeof(NpgsqlConnection))}";

    /// <inheritdoc />
    public override SqlDialect Dialect => PostgresDialect.Instance;

    /// <inheritdoc />
    public override LockWaitSupport LockWait { get; } = LockWaitSupport.NotApplicable(
        "W6's readers take no lock PostgreSQL's one writer waits for (a SELECT's ACCESS SHARE lock conflicts only with ACCESS EXCLUSIVE, " +
        "and rows are read from committed versions), and a statement that meets a lock already waits for it: lock_timeout is 0 as shipped (read back), no limit. " +
        "lock_timeout bounds a wait for a lock another transaction holds — a second writer's row lock, DDL, SELECT … FOR UPDATE — none of which W6 runs; " +
        "the point readers in processes of their own would be server sessions as the threads' are");

    /// <inheritdoc />
    public override WritersSupport Writers { get; } = new PostgresWriters();

    /// <inheritdoc />
    protected override ServerProduct Product => _postgreSql;

    /// <inheritdoc />
    protected override string NoInMemoryDatabase => "PostgreSQL has no in-memory database (UNLOGGED tables still live in files)";

    /// <inheritdoc />
    protected override string DurableByDefault =>
        "PostgreSQL as shipped (synchronous_commit=on, fsync=on, read back under Default) already flushes each commit's WAL " +
        "to disk before the commit returns; there is no journal mode or sync level to raise";

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery => PostgresCrashRecovery.Instance;

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant) =>
        new PostgresDatabase(this, variant, ServerEndpoint.Resolve(Product.ConnectionStringVariable, "postgres", () => PostgresServer.Start()));

    /// <inheritdoc />
    protected override string? MissingBinaries() => PostgresServer.MissingBinaries() ?? PostgresServer.UnreachableDataFolder();

    private sealed class PostgresDatabase : ServerDatabase
    {
        public PostgresDatabase(Engine engine, Variant variant, ServerEndpoint endpoint)
            : base(engine, variant, endpoint, _postgreSql)
        {
            var builder = new NpgsqlConnectionStringBuilder(endpoint.AdminConnectionString) { Database = Name };
            if (variant == Variant.SyncOff)
            {
                builder.Options = "-c synchronous_commit=off";
            }

            Create($"CREATE DATABASE {Name}", builder.ConnectionString);
            ServerVersion = "PostgreSQL " + ((NpgsqlConnection)Connection).PostgreSqlVersion;
        }

        public override string ServerVersion { get; }

        public override IBulkInsert BulkInsert => PostgresCopyInsert.Instance;

        protected override string DropSql => $"DROP DATABASE IF EXISTS {Name} WITH (FORCE)";

        public override EngineSettings ReadSettings() => new EngineSettings()
            .Add("synchronous_commit", Show("synchronous_commit"))
            .Add("fsync", Show("fsync"))
            .Add("wal_sync_method", Show("wal_sync_method"))
            .Add("server", Endpoint.Origin);

        public override IReadOnlyList<StoragePart> StorageSize() => ReadStorage(
            "SELECT relname, pg_total_relation_size(oid) FROM pg_class " +
            "WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY relname");

        private string Show(string setting) => Convert.ToString(Connection.Scalar($"SHOW {setting}")) ?? "";
    }
}
