using System.Data.Common;
using EmbeddedDbBench.Core;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// SQLite through Microsoft.Data.Sqlite, over the e_sqlite3 library that SQLitePCLRaw bundles.
/// A file database in a fresh folder per run; the Memory variant uses a named in-memory
/// database that lives as long as the main connection.
/// </summary>
public sealed class MicrosoftSqliteEngine : Engine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.MicrosoftData";

    /// <inheritdoc />
    public override string Provider => $"Microsoft.Data.Sqlite {ProviderVersion.Of(typeof(SqliteConnection))}";

    /// <inheritdoc />
    public override SqlDialect Dialect => SqliteDialect.Instance;

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => VariantSupport.Supported(variant);

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant) => new MicrosoftSqliteDatabase(this, variant);

    private sealed class MicrosoftSqliteDatabase : BenchDatabase
    {
        private readonly ScratchFolder? _folder;
        private readonly string _connectionString;
        private readonly SqliteConnection _connection;

        public MicrosoftSqliteDatabase(Engine engine, Variant variant) : base(engine, variant)
        {
            if (variant == Variant.Memory)
            {
                // Named and shared so extra connections (W2's open/close) see the same database.
                _connectionString = $"Data Source=bench-{Guid.NewGuid():N};Mode=Memory;Cache=Shared";
            }
            else
            {
                _folder = new ScratchFolder();
                _connectionString = new SqliteConnectionStringBuilder { DataSource = _folder.File("bench.db") }.ToString();
            }

            _connection = (SqliteConnection)OpenConnection();
            ServerVersion = SqlitePragmas.Version(_connection);
        }

        public override DbConnection Connection => _connection;

        public override string ServerVersion { get; }

        // Measured on W2's 25,000-row insert (docs/workloads/contacts.md): the reused prepared
        // INSERT beats multi-row VALUES, because the provider binds every parameter by name and
        // that lookup grows with the statement's parameter count.
        public override IBulkInsert BulkInsert => PreparedBulkInsert.Instance;

        // Outside a transaction the prepared INSERT would commit (and sync) once per row; W5's
        // Batch groups rows into multi-row VALUES, as mORMot's external layer did, one commit each.
        public override IBulkInsert AutocommitBulkInsert => SqliteBulkPaths.Autocommit;

        public override DbConnection OpenConnection()
        {
            var connection = new SqliteConnection(_connectionString);
            try
            {
                connection.Open();
            }
            catch (Exception e) when (e is DllNotFoundException or TypeInitializationException)
            {
                connection.Dispose();
                throw new EngineUnavailableException(
                    "The native SQLite library 'e_sqlite3' could not be loaded; it ships in the NuGet package " +
                    "SQLitePCLRaw.lib.e_sqlite3 (pulled in by Microsoft.Data.Sqlite) for this OS and architecture.", e);
            }

            SqlitePragmas.Apply(connection, Variant);
            return connection;
        }

        public override EngineSettings ReadSettings() => SqlitePragmas.Read(_connection);

        public override IReadOnlyList<StoragePart> StorageSize() =>
            _folder?.FileSizes().Select(f => new StoragePart(f.Key, f.Value)).ToArray() ?? [];

        protected override void DisposeStorage()
        {
            _connection.Dispose();
            // Pooled connections keep the file open; release them before deleting the folder.
            SqliteConnection.ClearAllPools();
            _folder?.Dispose();
        }
    }
}
