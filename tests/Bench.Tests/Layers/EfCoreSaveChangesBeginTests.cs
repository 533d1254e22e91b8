using System.Data.Common;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteEfCore;
using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Diagnostics;

namespace EmbeddedDbBench.Tests.Layers;

/// <summary>
/// Which BEGIN EF Core's <c>SaveChanges</c> issues on SQLite, observed on the engine's lock: EF Core begins its own
/// transaction only when the save takes more than one command (<c>BatchExecutor</c>, <c>AutoTransactionBehavior.WhenNeeded</c>),
/// through the provider's <c>BeginTransaction(IsolationLevel.Unspecified)</c>, which is Microsoft.Data.Sqlite's BEGIN IMMEDIATE
/// (docs/workloads/writers.md). While that transaction is open a second connection cannot take the write lock; it could
/// after a DEFERRED BEGIN.
/// </summary>
public sealed class EfCoreSaveChangesBeginTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("efcore-begin-").FullName;
    private readonly List<SqliteConnection> _connections = [];

    [Fact]
    public void A_save_of_several_rows_begins_immediate_and_a_save_of_one_row_begins_no_transaction()
    {
        var (connection, probe) = TableAndProbe();
        using var context = new CrudContext(new DbContextOptionsBuilder<CrudContext>().UseSqlite(connection).AddInterceptors(probe).Options);

        context.Tests.AddRange(new TestEntity { TextData = "a" }, new TestEntity { TextData = "b" });
        context.SaveChanges();
        context.Tests.Add(new TestEntity { TextData = "c" });
        context.SaveChanges();

        Assert.Equal(["write lock held"], probe.Seen);
        Assert.Equal(3L, new SqliteCommand("SELECT count(*) FROM Test", connection).ExecuteScalar());
    }

    [Fact]
    public void The_probe_tells_a_deferred_begin_apart()
    {
        var (connection, probe) = TableAndProbe();

        using (connection.BeginTransaction(deferred: true))
        {
            probe.Look();
        }

        using (connection.BeginTransaction())
        {
            probe.Look();
        }

        Assert.Equal(["write lock free", "write lock held"], probe.Seen);
    }

    public void Dispose()
    {
        _connections.ForEach(c => c.Dispose());
        SqliteConnection.ClearAllPools();
        Directory.Delete(_folder, recursive: true);
    }

    // W1's table on one connection, and a probe on a second connection to the same file.
    private (SqliteConnection Connection, WriteLockProbe Probe) TableAndProbe()
    {
        var connection = Open();
        new SqliteCommand("CREATE TABLE Test (id integer PRIMARY KEY, textdata varchar(500))", connection).ExecuteNonQuery();
        return (connection, new WriteLockProbe(Open()));
    }

    private SqliteConnection Open()
    {
        var connection = new SqliteConnection($"Data Source={Path.Combine(_folder, "begin.db")};Pooling=False");
        connection.Open();
        _connections.Add(connection);
        return connection;
    }

    // At each transaction EF Core starts, asks a second connection for the write lock (BEGIN IMMEDIATE, 1 s at most).
    private sealed class WriteLockProbe(SqliteConnection other) : DbTransactionInterceptor
    {
        public List<string> Seen { get; } = [];

        public override DbTransaction TransactionStarted(DbConnection connection, TransactionEndEventData eventData, DbTransaction result)
        {
            Look();
            return result;
        }

        public void Look()
        {
            using var begin = new SqliteCommand("BEGIN IMMEDIATE", other) { CommandTimeout = 1 };
            try
            {
                begin.ExecuteNonQuery();
                new SqliteCommand("ROLLBACK", other).ExecuteNonQuery();
                Seen.Add("write lock free");
            }
            catch (SqliteException e) when (e.SqliteErrorCode == SQLitePCL.raw.SQLITE_BUSY)
            {
                Seen.Add("write lock held");
            }
        }
    }
}
