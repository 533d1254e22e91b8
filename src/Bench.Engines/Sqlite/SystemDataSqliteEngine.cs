using System.Data.Common;
using System.Data.SQLite;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// SQLite through System.Data.SQLite, the provider the 2011 W1 article used.
/// <para>
/// Version 2.0.4, not 1.0.119: 2.x ships no native code of its own and loads <c>e_sqlite3</c>,
/// which the <c>SQLite</c> package (SourceGear's builds) supplies for every platform .NET runs on,
/// linux-arm64 included; 1.0.119 (System.Data.SQLite.Core) carries its own SQLite.Interop build,
/// with none for linux-arm64, and a different SQLite version. With 2.0.4 both SQLite engines
/// load the very same native file (Microsoft.Data.Sqlite reaches it through SQLitePCLRaw), so
/// the two differ by provider only.
/// </para>
/// <para>
/// Default is this provider's own connection string with nothing but the file name: pooling off,
/// journal mode and synchronous left to the library (it sends no PRAGMA for them unless asked).
/// The Memory variant names a shared-cache in-memory database by URI (<c>FullUri</c>).
/// </para>
/// </summary>
public sealed class SystemDataSqliteEngine : SqliteEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.SystemData";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Provider("SQLite through System.Data.SQLite", "System.Data.SQLite", new("System.Data.SQLite", 4));

    /// <inheritdoc />
    public override string Provider => $"System.Data.SQLite {ProviderVersion.Of(typeof(SQLiteConnection))}";

    // Measured on W2's 25,000-row insert in one transaction (docs/workloads/contacts.md): through
    // this provider five rows per INSERT beat the reused single-row INSERT by about a fifth, while
    // larger statements lose again (100 rows: slower than the single-row INSERT).
    /// <inheritdoc />
    protected internal override IBulkInsert BulkInsert { get; } =
        new MultiRowValuesInsert(rowsPerStatement: 5, maxParameters: SqliteBulkPaths.MaxParameters);

    /// <inheritdoc />
    protected internal override string FileConnectionString(string path) =>
        new SQLiteConnectionStringBuilder { DataSource = path }.ToString();

    /// <inheritdoc />
    protected internal override string MemoryConnectionString(string name) =>
        new SQLiteConnectionStringBuilder { FullUri = $"file:{name}?mode=memory&cache=shared" }.ToString();

    /// <inheritdoc />
    protected internal override string SnapshotConnectionString(string path) =>
        new SQLiteConnectionStringBuilder { DataSource = path, Pooling = false }.ToString();

    /// <inheritdoc />
    protected internal override void Backup(DbConnection source, DbConnection destination) =>
        ((SQLiteConnection)source).BackupDatabase((SQLiteConnection)destination, "main", "main", -1, null, 0);

    /// <inheritdoc />
    protected internal override DbConnection NewConnection(string connectionString) => new SQLiteConnection(connectionString);

    /// <inheritdoc />
    protected internal override void ClearPools() => SQLiteConnection.ClearAllPools();

    /// <inheritdoc />
    protected internal override bool Pools(DbConnection connection) =>
        new SQLiteConnectionStringBuilder(connection.ConnectionString).Pooling;

    // The exception's ResultCode held the primary code alone (5 for a stale WAL snapshot, measured by
    // WritersTests), so the extended one is read from the connection (sqlite3_extended_errcode) right after.
    /// <inheritdoc />
    public override int? ExtendedErrorCode(Exception error, DbConnection connection) =>
        error is SQLiteException && connection is SQLiteConnection sqlite ? (int)sqlite.ExtendedResultCode() : null;
}
