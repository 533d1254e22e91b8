using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Firebird;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>What both Firebird engines promise: Forced Writes read back, the engine named, files gone after.</summary>
public abstract class FirebirdEngineTests<TEngine> where TEngine : Engine, new()
{
    // Firebird 3's READ COMMITTED has no statement-level read consistency (Firebird 4's READ
    // CONSISTENCY): W6's COUNT/SUM beside a writer could add a state no commit held.
    [Fact]
    public void W6_reads_its_aggregates_in_a_snapshot() =>
        Assert.Equal(System.Data.IsolationLevel.Snapshot, new TEngine().Dialect.ConsistentAggregateIsolation);

    [EngineTheory]
    [InlineData(Variant.Default, "on")]
    [InlineData(Variant.Transaction, "on")]
    [InlineData(Variant.Batch, "on")]
    [InlineData(Variant.SyncOff, "off")]
    public void Forced_writes_are_read_back(Variant variant, string expected)
    {
        using var database = new TEngine().CreateDatabase(variant);

        var settings = database.ReadSettings();
        Assert.Equal(expected, settings["forced_writes"]);
        Assert.Equal("8192", settings["page_size"]);
        Assert.StartsWith("Firebird 3.0", database.ServerVersion, StringComparison.Ordinal);
    }

    // Explicit transactions (Transaction, Batch, schema statements) wait for locks, so that W1 can
    // drop a table the same connection has updated; autocommit DML stays the provider's NO WAIT.
    [EngineFact]
    public void Explicit_transactions_wait_and_autocommit_is_the_providers_read_back()
    {
        using var database = new TEngine().CreateDatabase(Variant.Transaction);

        var settings = database.ReadSettings();

        Assert.Equal("read_committed,record_version,wait", settings["transactions"]);
        Assert.Equal("read_committed,record_version,no_wait", settings["autocommit"]);
    }

    // The table the connection has just updated and deleted from is dropped, in autocommit and in
    // the step's own transaction: what FirebirdClient's NO WAIT transactions were refused.
    [EngineTheory]
    [InlineData(Variant.Default)]
    [InlineData(Variant.Transaction)]
    public void A_table_the_connection_updated_and_deleted_from_is_dropped(Variant variant)
    {
        var workload = new CrudWorkload(20);
        using var run = StepRun.Prepare(new TEngine(), variant, workload, CrudStep.Drop);

        run.Execute();

        run.Validate();
        Assert.False(run.Database.Engine.Dialect.TableExists(run.Database.Connection, "Test"));
    }

    // Forced Writes go off through the services API while the main connection stays attached: the
    // next attach never races the service's own detach (see FirebirdDatabase).
    [EngineFact]
    public void SyncOff_databases_are_created_and_dropped_one_after_another()
    {
        var engine = new TEngine();
        for (var i = 0; i < 20; i++)
        {
            using var database = engine.CreateDatabase(Variant.SyncOff);
            using var extra = database.OpenConnection();
            Assert.Equal("off", database.ReadSettings()["forced_writes"]);
        }
    }

    [EngineFact]
    public void Each_database_is_a_fresh_file_deleted_on_dispose()
    {
        var engine = new TEngine();
        var first = engine.CreateDatabase(Variant.Default);
        first.Connection.Execute("CREATE TABLE marker (id integer)");
        var file = Assert.Single(first.StorageSize());

        using (var second = engine.CreateDatabase(Variant.Default))
        {
            Assert.False(engine.Dialect.TableExists(second.Connection, "marker"));
        }

        Assert.True(engine.Dialect.TableExists(first.Connection, "marker"));
        Assert.True(file.Bytes > 0);
        first.Dispose();
        Assert.Throws<FbException>(() => first.OpenConnection());
    }

    // The bulk path binds every value into an EXECUTE BLOCK: each must come back as it went in.
    [EngineFact]
    public void Unicode_nulls_dates_and_decimals_survive_the_execute_block()
    {
        using var database = new TEngine().CreateDatabase(Variant.Batch);
        var dialect = database.Engine.Dialect;
        database.Connection.Execute(
            $"CREATE TABLE t (id integer, s {dialect.Text(40)}, d {dialect.Timestamp}, m {dialect.Currency}, r {dialect.Real})");
        object?[][] rows =
        [
            [1, "quote ' and semicolon;", new DateTime(2004, 3, 1, 12, 30, 5), 12.3456m, 0.1],
            [2, "Zürich 東京", new DateTime(2005, 1, 1), -0.01m, -1e-7],
            [3, null, null, null, null],
        ];

        var inserted = StepContext.ForSetup(database).Run(c => new StepOutcome(c.BulkInsert(new BulkTable("t", ["id", "s", "d", "m", "r"]), rows), 0));

        Assert.Equal(rows.Length, inserted.Rows);
        using var command = database.Connection.CreateCommand();
        command.CommandText = "SELECT id, s, d, m, r FROM t ORDER BY id";
        using var reader = command.ExecuteReader();
        foreach (var expected in rows)
        {
            Assert.True(reader.Read());
            Assert.Equal(expected, Enumerable.Range(0, 5).Select(i => reader.IsDBNull(i) ? null : reader.GetValue(i)).ToArray());
        }
    }
}

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedEngineTests : FirebirdEngineTests<FirebirdEmbeddedEngine>
{
    // Firebird 3.0.11 clears close-on-exec on the files it opens (see ChildProcesses): a child started
    // while a database was open kept the file, and its lock, until it exited, and a drop meanwhile was refused.
    [EngineFact]
    public void A_child_started_while_a_database_is_open_holds_none_of_its_files()
    {
        using var database = new FirebirdEmbeddedEngine().CreateDatabase(Variant.Default);
        database.Connection.Execute("CREATE TABLE marker (id integer)");
        using var child = ChildProcesses.Start(new System.Diagnostics.ProcessStartInfo("sleep", "60") { UseShellExecute = false });
        try
        {
            var held = Directory.GetFiles($"/proc/{child.Id}/fd").Select(fd => new FileInfo(fd).LinkTarget).OfType<string>();
            Assert.DoesNotContain(held, file => file.EndsWith(".fdb", StringComparison.Ordinal));
            database.Dispose(); // the drop, with the child alive
        }
        finally
        {
            child.Kill();
            child.WaitForExit();
        }
    }

    // The same with many short children, started while databases are created, opened and dropped.
    [EngineFact]
    public void Child_processes_started_meanwhile_leave_the_database_file_to_the_engine()
    {
        using var stop = new CancellationTokenSource();
        var spawner = Task.Run(() =>
        {
            while (!stop.IsCancellationRequested)
            {
                var info = new System.Diagnostics.ProcessStartInfo("/bin/true") { UseShellExecute = false };
                using var child = ChildProcesses.Start(info);
                child.WaitForExit();
            }
        });
        try
        {
            for (var i = 0; i < 40; i++)
            {
                using var database = new FirebirdEmbeddedEngine().CreateDatabase(i % 4 == 0 ? Variant.SyncOff : Variant.Default);
                database.Connection.Execute("CREATE TABLE marker (id integer)");
            }
        }
        finally
        {
            stop.Cancel();
            spawner.Wait();
        }
    }
}

public sealed class FirebirdServerEngineTests : FirebirdEngineTests<FirebirdServerEngine>
{
    // FbBatchCommand speaks wire protocol 16, which Firebird 4 introduced: on 3.0 it cannot be the bulk path.
    [EngineFact]
    public void The_provider_batch_command_is_refused_by_Firebird_3()
    {
        using var database = new FirebirdServerEngine().CreateDatabase(Variant.Batch);
        database.Connection.Execute("CREATE TABLE t (id integer)");
        using var batch = new FbBatchCommand("INSERT INTO t (id) VALUES (@id)", (FbConnection)database.Connection);
        batch.AddBatchParameters().Add("@id", 1);

        var error = Assert.Throws<NotSupportedException>(() => batch.ExecuteNonQuery());

        Assert.Contains("not supported on this Firebird version", error.Message, StringComparison.Ordinal);
    }
}
