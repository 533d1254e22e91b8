using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// SQLite through Microsoft.Data.Sqlite, which reaches the native library through SQLitePCLRaw's
/// e_sqlite3 bundle (the <c>SQLite</c> package's build). Default is this provider's connection
/// string with nothing but the file name: pooling on, no PRAGMA of its own.
/// </summary>
public class MicrosoftSqliteEngine : SqliteEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.MicrosoftData";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Provider("SQLite through Microsoft.Data.Sqlite", "Microsoft.Data.Sqlite", new("Microsoft.Data.Sqlite", 3));

    /// <inheritdoc />
    public override string Provider => $"Microsoft.Data.Sqlite {ProviderVersion.Of(typeof(SqliteConnection))}";

    // Measured on W2's 25,000-row insert (docs/workloads/contacts.md): the reused prepared
    // INSERT beats multi-row VALUES, because the provider binds every parameter by name and
    // that lookup grows with the statement's parameter count.
    /// <inheritdoc />
    protected internal override IBulkInsert BulkInsert => PreparedBulkInsert.Instance;

    /// <inheritdoc />
    protected internal override string FileConnectionString(string path) =>
        new SqliteConnectionStringBuilder { DataSource = path }.ToString();

    /// <inheritdoc />
    protected internal override string MemoryConnectionString(string name) =>
        $"Data Source={name};Mode=Memory;Cache=Shared";

    /// <inheritdoc />
    protected internal override string SnapshotConnectionString(string path) =>
        new SqliteConnectionStringBuilder { DataSource = path, Pooling = false }.ToString();

    /// <inheritdoc />
    protected internal override void Backup(DbConnection source, DbConnection destination) =>
        ((SqliteConnection)source).BackupDatabase((SqliteConnection)destination);

    /// <inheritdoc />
    protected internal override DbConnection NewConnection(string connectionString) => new SqliteConnection(connectionString);

    /// <inheritdoc />
    protected internal override void ClearPools() => SqliteConnection.ClearAllPools();

    /// <inheritdoc />
    protected internal override bool Pools(DbConnection connection) =>
        new SqliteConnectionStringBuilder(connection.ConnectionString).Pooling;

    // The extended code SqliteException reads with sqlite3_extended_errcode (SqliteException.cs in
    // dotnet/efcore's src/Microsoft.Data.Sqlite.Core): SQLITE_BUSY_SNAPSHOT is 517 there, plain 5 in ErrorCode.
    /// <inheritdoc />
    public override int? ExtendedErrorCode(Exception error, DbConnection connection) => error is SqliteException sqlite ? sqlite.SqliteExtendedErrorCode : null;
}
