using System.Data.Common;
using System.Globalization;
using DuckDB.NET.Data;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>
/// DuckDB, the columnar engine of the IoT study, through DuckDB.NET (DuckDB.NET.Data.Full, which
/// bundles the native library). A file database in a fresh folder per run; the Memory variant is
/// a private <c>:memory:</c> database whose extra connections are duplicates of the main one, so
/// they see the same tables. Batch is the Appender inside one transaction.
/// </summary>
public sealed class DuckDbEngine : Engine
{
    /// <summary>Why SyncOff is n/a: what DuckDB does on every commit, and that no setting changes it.</summary>
    public const string NoRelaxedSync =
        "DuckDB writes each commit to its write-ahead log (the .wal file beside the database) and syncs it before the commit returns, " +
        "checkpointing into the file when the log passes checkpoint_threshold (16 MiB); it has no setting that skips the sync";

    /// <summary>Why Wal is n/a.</summary>
    public const string AlwaysWal =
        "DuckDB always commits through its write-ahead log and checkpoints it into the file; there is no journal mode to choose";

    /// <summary>Why Exclusive is n/a.</summary>
    public const string AlwaysExclusive =
        "a read-write DuckDB file is always locked by the one process that opens it; there is no locking mode to set";

    /// <summary>Why Extra and WalFull, SQLite's durable variants, are n/a.</summary>
    public const string AlreadyDurable =
        "DuckDB's Default already syncs each commit's write-ahead log record before the commit returns; it has no rollback journal " +
        "and no sync level to raise";

    /// <inheritdoc />
    public override string Name => "DuckDb";

    /// <inheritdoc />
    public override string? ReaderProcessesNotApplicable =>
        "DuckDB lets one process open a database file for writing; other processes may attach it only read-only, and not while a writer holds it";

    /// <inheritdoc />
    public override EngineFacts Facts => DuckDbFacts.Facts;

    /// <inheritdoc />
    public override string Provider => $"DuckDB.NET.Data.Full {ProviderVersion.Of(typeof(DuckDBConnection))}";

    /// <inheritdoc />
    public override SqlDialect Dialect => DuckDbDialect.Instance;

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Default or Variant.Transaction or Variant.Memory or Variant.Batch => VariantSupport.Supported(variant),
        Variant.SyncOff => VariantSupport.NotApplicable(variant, NoRelaxedSync),
        Variant.Wal => VariantSupport.NotApplicable(variant, AlwaysWal),
        Variant.Exclusive => VariantSupport.NotApplicable(variant, AlwaysExclusive),
        Variant.WalFull or Variant.Extra => VariantSupport.NotApplicable(variant, AlreadyDurable),
    };

    /// <inheritdoc />
    public override LockWaitSupport LockWait { get; } = LockWaitSupport.NotApplicable(
        "DuckDB has no lock wait to set: its MVCC lets readers run beside the writer without locks, and a write that conflicts " +
        "with another fails at once (optimistic concurrency), which W6's one writer never meets");

    /// <inheritdoc />
    public override WritersSupport Writers { get; } = new DuckDbWriters();

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery => DuckDbCrashRecovery.Instance;

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant) => new DuckDbDatabase(this, variant);

    private sealed class DuckDbDatabase : BenchDatabase
    {
        private readonly ScratchFolder? _folder;
        private readonly DuckDBConnection _connection;

        public DuckDbDatabase(Engine engine, Variant variant) : base(engine, variant)
        {
            string dataSource;
            if (variant == Variant.Memory)
            {
                // Private to this run: DuckDB.NET's ":memory:?cache=shared" is one database per process.
                dataSource = DuckDBConnectionStringBuilder.InMemoryDataSource;
            }
            else
            {
                _folder = new ScratchFolder();
                dataSource = _folder.File("bench.duckdb");
            }

            _connection = Open(() => new DuckDBConnection(new DuckDBConnectionStringBuilder { DataSource = dataSource }.ConnectionString));
            _connection.Execute($"CREATE SEQUENCE {DuckDbDialect.IdentitySequence}");
            ServerVersion = "DuckDB " + Convert.ToString(_connection.Scalar("SELECT version()"), CultureInfo.InvariantCulture)?.TrimStart('v');
        }

        public override DbConnection Connection => _connection;

        public override string ServerVersion { get; }

        // One path in and out of transactions: the appender commits per flush, not per row.
        public override IBulkInsert BulkInsert => DuckDbAppenderInsert.Instance;

        // Measured on W3's 297,450-row import (docs/workloads/shipments.md): the Appender fed by the
        // .NET parser 531 ms, DuckDB's own CSV reader (DuckDbCsvImport) 945 ms; so the Appender.
        public override ICsvFileImport? CsvFileImport => null;

        // A file database is opened by path again (DuckDB.NET shares the open database within the
        // process); an in-memory one can only be reached through a duplicate of its connection.
        public override DbConnection OpenConnection() =>
            Open(() => _folder is null ? _connection.Duplicate() : new DuckDBConnection(_connection.ConnectionString));

        public override EngineSettings ReadSettings() => DuckDbSettings.Read(_connection);

        public override IReadOnlyList<StoragePart> StorageSize() =>
            _folder?.FileSizes().Select(f => new StoragePart(f.Key, f.Value)).ToArray() ?? [];

        protected override void DisposeStorage()
        {
            // The last connection closed closes the database file, so the folder can go.
            _connection.Dispose();
            _folder?.Dispose();
        }

        // The native library loads on first use (the connection string builder's static
        // constructor already calls it), so creating the connection is inside the try too.
        private static DuckDBConnection Open(Func<DuckDBConnection> create)
        {
            DuckDBConnection? connection = null;
            try
            {
                connection = create();
                connection.Open();
                return connection;
            }
            catch (Exception e) when (e is DllNotFoundException or TypeInitializationException or EntryPointNotFoundException)
            {
                connection?.Dispose();
                throw new EngineUnavailableException(
                    "The native DuckDB library (libduckdb) could not be loaded; it ships in the NuGet package " +
                    "DuckDB.NET.Bindings.Full (pulled in by DuckDB.NET.Data.Full) for linux-x64/arm64, win-x64/arm64 and osx.", e);
            }
        }
    }
}
