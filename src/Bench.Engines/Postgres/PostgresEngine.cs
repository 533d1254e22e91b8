using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Servers;
using Npgsql;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>
/// PostgreSQL through Npgsql. Each run gets a fresh database on a throwaway server the suite
/// starts from Debian's binaries, or on the server named by <c>$EMBEDDEDDBBENCH_POSTGRES</c>.
/// SyncOff is <c>synchronous_commit=off</c>, set as a connection startup option so that
/// Npgsql's reset of pooled connections (DISCARD ALL) keeps it.
/// </summary>
public sealed class PostgresEngine : Engine
{
    /// <inheritdoc />
    public override string Name => "Postgres";

    /// <inheritdoc />
    public override string Provider => $"Npgsql {ProviderVersion.Of(typeof(NpgsqlConnection))}";

    /// <inheritdoc />
    public override SqlDialect Dialect => PostgresDialect.Instance;

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Wal or Variant.Exclusive => VariantSupport.NotApplicable(variant, "SQLite-only setting"),
        Variant.Memory => VariantSupport.NotApplicable(variant, "PostgreSQL has no in-memory database (UNLOGGED tables still live in files)"),
        _ => VariantSupport.Supported(variant),
    };

    /// <inheritdoc />
    public override string? MissingPrerequisite() =>
        Environment.GetEnvironmentVariable(PostgresServer.ConnectionStringVariable) is { Length: > 0 } ? null : PostgresServer.MissingBinaries();

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant)
    {
        var endpoint = ServerEndpoint.Resolve(PostgresServer.ConnectionStringVariable, "postgres", () => PostgresServer.Start());
        return new PostgresDatabase(this, variant, endpoint);
    }

    private sealed class PostgresDatabase : BenchDatabase
    {
        private readonly ServerEndpoint _endpoint;
        private readonly string _name = $"bench_{Guid.NewGuid():N}";
        private readonly string _connectionString;
        private readonly NpgsqlConnection _connection;

        public PostgresDatabase(Engine engine, Variant variant, ServerEndpoint endpoint) : base(engine, variant)
        {
            _endpoint = endpoint;
            Admin($"CREATE DATABASE {_name}");
            var builder = new NpgsqlConnectionStringBuilder(endpoint.AdminConnectionString) { Database = _name };
            if (variant == Variant.SyncOff)
            {
                builder.Options = "-c synchronous_commit=off";
            }

            _connectionString = builder.ConnectionString;
            _connection = (NpgsqlConnection)OpenConnection();
            ServerVersion = "PostgreSQL " + _connection.PostgreSqlVersion;
        }

        public override DbConnection Connection => _connection;

        public override string ServerVersion { get; }

        public override IBulkInsert BulkInsert => PostgresCopyInsert.Instance;

        public override DbConnection OpenConnection()
        {
            var connection = new NpgsqlConnection(_connectionString);
            connection.Open();
            return connection;
        }

        public override EngineSettings ReadSettings() => new EngineSettings()
            .Add("synchronous_commit", Show("synchronous_commit"))
            .Add("fsync", Show("fsync"))
            .Add("wal_sync_method", Show("wal_sync_method"))
            .Add("server", _endpoint.Origin);

        public override IReadOnlyList<StoragePart> StorageSize()
        {
            using var command = _connection.CreateCommand();
            command.CommandText = "SELECT relname, pg_total_relation_size(oid) FROM pg_class " +
                                  "WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY relname";
            using var reader = command.ExecuteReader();
            var parts = new List<StoragePart>();
            while (reader.Read())
            {
                parts.Add(new StoragePart(reader.GetString(0), reader.GetInt64(1)));
            }

            return parts;
        }

        protected override void DisposeStorage()
        {
            _connection.Dispose();
            NpgsqlConnection.ClearPool(_connection);
            Admin($"DROP DATABASE IF EXISTS {_name} WITH (FORCE)");
        }

        private string Show(string setting) => Convert.ToString(_connection.Scalar($"SHOW {setting}")) ?? "";

        private void Admin(string sql)
        {
            using var admin = ServerConnections.Open(
                () => new NpgsqlConnection(_endpoint.AdminConnectionString), "PostgreSQL", _endpoint, PostgresServer.ConnectionStringVariable, "postgresql");
            admin.Execute(sql);
        }
    }
}
