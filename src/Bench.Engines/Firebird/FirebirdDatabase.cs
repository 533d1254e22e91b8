using System.Data.Common;
using EmbeddedDbBench.Core;
using FirebirdSql.Data.FirebirdClient;
using FirebirdSql.Data.Services;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// A fresh Firebird database file for one run, embedded or on a server, created as Firebird 3
/// creates databases (8 KB pages, Forced Writes on) and dropped on dispose. SyncOff turns Forced
/// Writes off through the services API, as <c>gfix -write async</c> does.
/// </summary>
internal sealed class FirebirdDatabase : BenchDatabase
{
    // Firebird 3's own default for CREATE DATABASE without PAGE_SIZE; the provider's default is 4 KB.
    private const int PageSize = 8192;

    // Firebird 3's embedded engine, creating or dropping databases on several threads of one
    // process at once, fails some with "Database already opened with engine instance,
    // incompatible with current" (seen when the test suites run in parallel). A benchmark process
    // has one database at a time; this only orders creation and deletion, outside timed code.
    private static readonly Lock _lifecycle = new();

    private readonly string _connectionString;
    private readonly string _origin;
    private readonly string? _localFile;
    private readonly ScratchFolder? _folder;
    private readonly FbConnection _connection;

    // Creates the database the connection string names and opens the main connection. localFile is
    // the .fdb when it is on this machine (its size is then the file's); folder is deleted with it.
    public FirebirdDatabase(Engine engine, Variant variant, string connectionString, string origin, string? localFile, ScratchFolder? folder)
        : base(engine, variant)
    {
        (_connectionString, _origin, _localFile, _folder) = (connectionString, origin, localFile, folder);
        lock (_lifecycle)
        {
            FbConnection.CreateDatabase(connectionString, PageSize, forcedWrites: true, overwrite: false);
            if (variant == Variant.SyncOff)
            {
                new FbConfiguration(ServiceConnectionString(connectionString)).SetForcedWrites(false);
            }
        }

        _connection = (FbConnection)OpenConnection();
        ServerVersion = $"Firebird {_connection.Scalar("SELECT rdb$get_context('SYSTEM', 'ENGINE_VERSION') FROM rdb$database")}";
    }

    public override DbConnection Connection => _connection;

    public override string ServerVersion { get; }

    // Measured against the reused prepared INSERT and FbBatchCommand: see FirebirdExecuteBlockInsert.
    public override IBulkInsert BulkInsert => FirebirdExecuteBlockInsert.Instance;

    public override DbConnection OpenConnection()
    {
        var connection = new FbConnection(_connectionString);
        connection.Open();
        return connection;
    }

    public override EngineSettings ReadSettings()
    {
        using var command = _connection.CreateCommand();
        command.CommandText = "SELECT mon$forced_writes, mon$page_size, mon$sql_dialect FROM mon$database";
        using var reader = command.ExecuteReader();
        reader.Read();
        return new EngineSettings()
            .Add("forced_writes", Convert.ToInt32(reader.GetValue(0)) == 1 ? "on" : "off")
            .Add("page_size", Convert.ToString(reader.GetValue(1)) ?? "")
            .Add("sql_dialect", Convert.ToString(reader.GetValue(2)) ?? "")
            .Add("server", _origin);
    }

    // The .fdb is the whole database (no side files); on a remote server, pages × page size.
    public override IReadOnlyList<StoragePart> StorageSize() =>
        [new StoragePart(Path.GetFileName(_localFile) ?? "database",
            _localFile is not null ? new FileInfo(_localFile).Length
                : Convert.ToInt64(_connection.Scalar("SELECT mon$pages * mon$page_size FROM mon$database")))];

    protected override void DisposeStorage()
    {
        _connection.Dispose();
        // Pooled connections keep the database attached; DROP DATABASE needs it to itself.
        FbConnection.ClearPool(_connectionString);
        lock (_lifecycle)
        {
            FbConnection.DropDatabase(_connectionString);
        }

        _folder?.Dispose();
    }

    // The services API insists on a password even where the embedded engine ignores it.
    private static string ServiceConnectionString(string connectionString)
    {
        var builder = new FbConnectionStringBuilder(connectionString);
        if (string.IsNullOrEmpty(builder.Password))
        {
            builder.Password = "embedded";
        }

        return builder.ConnectionString;
    }
}
