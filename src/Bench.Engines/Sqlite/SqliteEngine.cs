using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// SQLite through one ADO.NET provider. Everything but the provider is shared, so that two
/// providers differ only where their packages differ: the same SQL, the same PRAGMAs per
/// variant read back the same way, a file in a fresh folder or a named shared in-memory
/// database, the same native library. A provider subclass says how its connection strings
/// are written, how it opens a connection, clears its pool and pools by default.
/// </summary>
public abstract class SqliteEngine : Engine
{
    /// <summary>
    /// The word every SQLite engine's type name contains (the providers' and the layers'), so
    /// that a benchmark filter such as <c>*Crud*Sqlite*</c> selects SQLite's cases.
    /// </summary>
    public const string FilterWord = "Sqlite";

    /// <inheritdoc />
    public override SqlDialect Dialect => SqliteDialect.Instance;

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Default or Variant.Transaction or Variant.SyncOff or Variant.Wal or Variant.WalFull or Variant.Extra
            or Variant.Exclusive or Variant.Memory or Variant.Batch => VariantSupport.Supported(variant),
    };

    /// <inheritdoc />
    /// <remarks>
    /// SQLite as the providers ship it has no busy handler (<c>busy_timeout</c> reads back 0): a
    /// statement that meets another connection's lock gets SQLITE_BUSY at once, and an autocommit
    /// write whose commit meets a reader's SHARED lock is rolled back, dropping the PENDING lock that
    /// would have kept new readers out. With <c>PRAGMA busy_timeout</c> SQLite's own handler waits,
    /// holding PENDING, so readers drain and none enters (SQLite's "File Locking And Concurrency").
    /// </remarks>
    public override LockWaitSupport LockWait { get; } = LockWaitSupport.Statement(
        "busy_timeout", wait => $"PRAGMA busy_timeout = {LockWaitSupport.Milliseconds(wait)}", "PRAGMA busy_timeout", LockWaitSupport.Milliseconds);

    /// <inheritdoc />
    public override WritersSupport Writers => field ??= new SqliteWriters(this);

    /// <inheritdoc />
    /// <remarks>
    /// A file database: every process opens the file and SQLite's file locks (POSIX advisory locks on
    /// Unix) arbitrate between processes as they do between connections of one process.
    /// </remarks>
    public override string? ReaderProcessesNotApplicable => null;

    /// <inheritdoc />
    public override DbConnection OpenFromProcess(string address, Variant variant)
    {
        var connection = NewConnection(address);
        try
        {
            connection.Open();
            SqlitePragmas.Apply(connection, variant);
            return connection;
        }
        catch
        {
            connection.Dispose();
            throw;
        }
    }

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery => SqliteCrashRecovery.Instance;

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant) => new SqliteDatabase(this, variant);

    /// <summary>The bulk path inside a transaction (the Batch variant), measured per provider.</summary>
    protected internal abstract IBulkInsert BulkInsert { get; }

    /// <summary>The connection string for a database file at <paramref name="path"/>, otherwise the provider's defaults.</summary>
    protected internal abstract string FileConnectionString(string path);

    /// <summary>
    /// The connection string for the in-memory database <paramref name="name"/>, shared by every
    /// connection that names it (W2 opens extra connections) and alive while one stays open.
    /// </summary>
    protected internal abstract string MemoryConnectionString(string name);

    /// <summary>
    /// The connection string for a snapshot file (<see cref="BenchDatabase.TrySaveSnapshot"/>):
    /// unpooled, so the file is closed when the copy is done and can be renamed on any OS.
    /// </summary>
    protected internal abstract string SnapshotConnectionString(string path);

    /// <summary>Copies every page of <paramref name="source"/> into <paramref name="destination"/> through the provider's online backup API.</summary>
    protected internal abstract void Backup(DbConnection source, DbConnection destination);

    /// <summary>
    /// Creates the database file before its first connection opens. The providers leave that to the open
    /// (an empty file, SQLite's defaults); a layer that creates databases its own way (EF Core's database
    /// creator, which switches the file to WAL) does it here, so each run's file is what that layer leaves.
    /// </summary>
    protected internal virtual void CreateFile(string connectionString)
    {
    }

    /// <summary>
    /// The settings in force on <paramref name="connection"/>, read back from SQLite: through the provider's commands,
    /// or a layer's own API over the same connection (linq2db's <c>DataConnection</c>).
    /// </summary>
    protected internal virtual EngineSettings ReadSettings(DbConnection connection) => SqlitePragmas.Read(connection);

    /// <summary>A new, closed connection; may throw when the native library can't be loaded.</summary>
    protected internal abstract DbConnection NewConnection(string connectionString);

    /// <summary>Closes the provider's pooled connections, so that the database's files can be deleted.</summary>
    protected internal abstract void ClearPools();

    /// <summary>Whether the provider pools connections under <paramref name="connection"/>'s connection string.</summary>
    protected internal abstract bool Pools(DbConnection connection);
}
