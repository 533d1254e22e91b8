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

    // FirebirdClient's own choice (read committed, record versions, read-write) but WAIT where it
    // says NO WAIT: once this connection has updated or deleted a table's rows, Firebird 3 hands
    // the table to DROP TABLE only through a lock request that waits, and refuses a NO WAIT one
    // with "object TABLE ... is in use" however long after. On one connection nothing else waits.
    private static readonly FbTransactionOptions _waiting = new()
    {
        TransactionBehavior = FbTransactionBehavior.Write | FbTransactionBehavior.ReadCommitted
            | FbTransactionBehavior.RecVersion | FbTransactionBehavior.Wait,
    };

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
        // Creating closes and reopens the file, and the services API runs on a thread of the
        // engine's own: see ChildProcesses. The main connection attaches before the service runs and
        // stays attached, so that the service's detach is never the one that closes the file.
        lock (ChildProcesses.Gate)
        {
            FbConnection.CreateDatabase(connectionString, PageSize, forcedWrites: true, overwrite: false);
            _connection = (FbConnection)OpenConnection();
            if (variant == Variant.SyncOff)
            {
                new FbConfiguration(ServiceConnectionString(connectionString)).SetForcedWrites(false);
            }
        }

        ServerVersion = $"Firebird {_connection.Scalar("SELECT rdb$get_context('SYSTEM', 'ENGINE_VERSION') FROM rdb$database")}";
    }

    public override DbConnection Connection => _connection;

    public override string ServerVersion { get; }

    // Measured against the reused prepared INSERT and FbBatchCommand: see FirebirdExecuteBlockInsert.
    public override IBulkInsert BulkInsert => FirebirdExecuteBlockInsert.Instance;

    public override StepTransaction BeginTransaction() => StepTransaction.Of(_connection.BeginTransaction(_waiting));

    // In autocommit FirebirdClient wraps each statement in an implicit NO WAIT transaction: the
    // schema statement gets the same one-statement transaction, begun to wait and committed at once.
    public override int ExecuteDefinition(StepContext context, string sql)
    {
        if (context.Transaction is not null)
        {
            return base.ExecuteDefinition(context, sql);
        }

        using var transaction = _connection.BeginTransaction(_waiting);
        using var command = new FbCommand(context.Dialect.CommandText(sql), _connection, transaction);
        var result = command.ExecuteNonQuery();
        transaction.Commit();
        return result;
    }

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
        var settings = new EngineSettings()
            .Add("forced_writes", Convert.ToInt32(reader.GetValue(0)) == 1 ? "on" : "off")
            .Add("page_size", Convert.ToString(reader.GetValue(1)) ?? "")
            .Add("sql_dialect", Convert.ToString(reader.GetValue(2)) ?? "");
        using (var transaction = BeginTransaction())
        {
            settings.Add("transactions", TransactionMode(transaction.DbTransaction));
        }

        return settings.Add("autocommit", TransactionMode(null)).Add("server", _origin);
    }

    // The .fdb is the whole database (no side files); on a remote server, pages × page size.
    public override IReadOnlyList<StoragePart> StorageSize() =>
        [new StoragePart(Path.GetFileName(_localFile) ?? "database",
            _localFile is not null ? new FileInfo(_localFile).Length
                : Convert.ToInt64(_connection.Scalar("SELECT mon$pages * mon$page_size FROM mon$database")))];

    protected override void DisposeStorage()
    {
        // Pooled connections keep the database attached; DROP DATABASE needs it to itself. The last
        // detach closes the file and the drop opens it again: see ChildProcesses.
        lock (ChildProcesses.Gate)
        {
            _connection.Dispose();
            FbConnection.ClearPool(_connectionString);
            FbConnection.DropDatabase(_connectionString);
        }

        _folder?.Dispose();
    }

    // What the engine says of the transaction a statement runs in (null: FirebirdClient's implicit one).
    private string TransactionMode(DbTransaction? transaction)
    {
        using var command = _connection.CreateCommand();
        command.Transaction = (FbTransaction?)transaction;
        command.CommandText = "SELECT mon$isolation_mode, mon$lock_timeout FROM mon$transactions WHERE mon$transaction_id = CURRENT_TRANSACTION";
        using var reader = command.ExecuteReader();
        reader.Read();
        var (isolation, lockTimeout) = (Convert.ToInt32(reader.GetValue(0)), Convert.ToInt32(reader.GetValue(1)));
        // MON$ISOLATION_MODE 2 = read committed with record versions; MON$LOCK_TIMEOUT -1 = wait, 0 = no wait.
        return (isolation switch
        {
            0 => "consistency",
            1 => "concurrency",
            2 => "read_committed,record_version",
            3 => "read_committed,no_record_version",
            _ => $"isolation_{isolation}",
        }) + (lockTimeout switch { -1 => ",wait", 0 => ",no_wait", _ => $",lock_timeout_{lockTimeout}s" });
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
