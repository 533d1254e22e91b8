using System.Data.Common;
using System.Diagnostics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>
/// What W6's busy timeout changes under SQLite's rollback journal, through both providers: with
/// <c>PRAGMA busy_timeout</c> a writer waiting for a reader's SHARED lock keeps its PENDING lock, which
/// refuses a new reader; without a busy handler the write is rolled back, PENDING dropped, and a new
/// reader gets in. And a writer kept from every operation past its deadline records that wait.
/// </summary>
public abstract class SqliteBusyTimeoutTests<TEngine> where TEngine : SqliteEngine, new()
{
    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task A_writer_waiting_in_its_busy_handler_keeps_new_readers_out_and_one_without_lets_them_in(bool busyTimeout)
    {
        using var database = new TEngine().CreateDatabase(Variant.Default);
        database.Connection.Execute("CREATE TABLE t (x INTEGER)");
        database.Connection.Execute("INSERT INTO t VALUES (1)");
        using var holder = database.OpenConnection();
        // Opened before the writer takes PENDING: opening applies the variant's PRAGMAs, which read.
        using var newcomer = database.OpenConnection();
        holder.Execute("BEGIN");
        Assert.Equal(1L, Convert.ToInt64(holder.Scalar("SELECT COUNT(*) FROM t")));
        if (busyTimeout)
        {
            database.Connection.Execute("PRAGMA busy_timeout = 5000");
        }

        // The writer's commit needs EXCLUSIVE; the holder's SHARED lock refuses it.
        var write = Task.Run(() => database.Connection.Execute("UPDATE t SET x = x + 1"));
        await Task.Delay(500);

        var readError = ReadWithin(newcomer, seconds: 1);
        holder.Execute("COMMIT");
        await write;

        if (busyTimeout)
        {
            Assert.NotNull(readError);
        }
        else
        {
            Assert.Null(readError);
        }

        Assert.Equal(2L, Convert.ToInt64(database.Connection.Scalar("SELECT x FROM t")));
    }

    [Fact]
    public void A_writer_kept_from_every_operation_past_its_deadline_records_its_wait_and_is_reported_starved()
    {
        var workload = new ConcurrencyWorkload(readerThreads: 1, writerOperations: 20, rows: 200, writerDeadline: TimeSpan.FromSeconds(1));
        var watch = Stopwatch.StartNew();
        using (var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, ConcurrencyStep.Writes))
        {
            using var blocker = run.Database.OpenConnection();
            blocker.Execute("BEGIN EXCLUSIVE");
            watch.Restart();
            var outcome = run.Execute();
            watch.Stop();
            blocker.Execute("ROLLBACK");
            run.Validate();
            Assert.Equal(0, outcome.Rows);
        }

        var writer = workload.Summaries().Single(r => r.Role == "writer");
        Assert.Equal(WriterVerdict.Starved, workload.LastVerdict);
        Assert.Equal((0L, 1L, 1), (writer.Operations, writer.CutOffs, writer.StarvedRuns));
        // The one operation waited from the timed region's start past the deadline; that wait is its latency.
        Assert.InRange(writer.LongestCutOff, 1e6, watch.Elapsed.TotalMicroseconds + 1e3);
        Assert.InRange(writer.Max, writer.LongestCutOff * 0.99, writer.LongestCutOff * 1.01);
    }

    // Null when a read on `connection` succeeds within `seconds`, else the provider's error.
    private static DbException? ReadWithin(DbConnection connection, int seconds)
    {
        using var command = connection.CreateCommand();
        command.CommandText = "SELECT COUNT(*) FROM t";
        command.CommandTimeout = seconds;
        try
        {
            command.ExecuteScalar();
            return null;
        }
        catch (DbException e)
        {
            return e;
        }
    }
}

public sealed class MicrosoftSqliteBusyTimeoutTests : SqliteBusyTimeoutTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteBusyTimeoutTests : SqliteBusyTimeoutTests<SystemDataSqliteEngine>;
