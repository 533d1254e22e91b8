using System.Data.Common;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>
/// W8 on one SQLite provider: IMMEDIATE with a busy timeout commits every transfer; DEFERRED read-then-write
/// transactions meet busy errors that the provider's statement retries do not cure; the invariant holds in
/// every run and fails a tampered balance; and what each provider's <c>BeginTransaction()</c> issues.
/// </summary>
public abstract class WritersTests<TEngine> where TEngine : Engine, new()
{
    private const int Writers = 4;
    private const int Transfers = 25;

    // Enough transfers that the four writers' transactions overlap on two cores whatever else the machine runs
    // (25 each ran one after another in 64 ms beside a build); the IMMEDIATE test checks that they did.
    private const int ContendedTransfers = 250;

    public static TheoryData<Variant> JournalModes() => [Variant.Default, Variant.Wal, Variant.WalFull];

    [EngineTheory(NeedsStep = WritersStep.Transfers)]
    [MemberData(nameof(JournalModes))]
    public void IMMEDIATE_with_a_5_s_busy_timeout_commits_every_transfer_and_the_invariant_holds(Variant variant)
    {
        // The contended count: 25 transfers each ran one writer after another in about one run of four, and then
        // no error proved nothing. The run must show its writers met (MostInFlight) for the rest to count.
        var workload = new WritersWorkload(Writers, TransactionStart.Immediate, WriterRetry.None, lockWait: TimeSpan.FromSeconds(5), transfersPerWriter: ContendedTransfers,
            deadline: TimeSpan.FromSeconds(60));

        var outcome = Run(workload, variant);

        var run = workload.LastRun!;
        Assert.True(run.MostInFlight >= 2, $"the writers never overlapped (at most {run.MostInFlight} transaction in flight): no error proves nothing");
        Assert.Equal(Writers * ContendedTransfers, outcome.Rows);
        Assert.Equal(Writers * ContendedTransfers, run.Committed);
        Assert.Equal(0, run.Failed);
        Assert.All(run.Errors, count => Assert.Equal(0, count));
        Assert.Equal(0, run.FailedAttemptSeconds);
        Assert.True(run.Invariant.Holds);
        var (summary, transactions) = workload.Summaries();
        Assert.Equal(Writers * ContendedTransfers, transactions.Operations);
        Assert.True(transactions.Recorded && transactions.P50 > 0 && transactions.Max >= transactions.P99, $"{transactions.P50}/{transactions.P99}/{transactions.Max}");
        Assert.Equal(Writers, transactions.Threads);
        Assert.Contains($"journal_mode={(variant == Variant.Default ? "delete" : "wal")}", summary.Settings, StringComparison.Ordinal);
        Assert.Contains("busy_timeout=5000", summary.Settings, StringComparison.Ordinal);
        Assert.Contains("start=Immediate, retry=None", summary.Settings, StringComparison.Ordinal);
    }

    // Four writers whose DEFERRED transactions read, then write, under WAL: a commit between a writer's read
    // and its write leaves its snapshot stale, and the write fails with SQLITE_BUSY_SNAPSHOT
    // (https://www.sqlite.org/rescode.html#busy_snapshot) even with a busy timeout; without a retry the transfer is lost to the writer.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void DEFERRED_writers_under_Wal_fail_transfers_with_busy_snapshot_errors_and_the_invariant_holds()
    {
        var workload = new WritersWorkload(Writers, TransactionStart.Deferred, WriterRetry.None, lockWait: TimeSpan.FromSeconds(5), transfersPerWriter: ContendedTransfers,
            deadline: TimeSpan.FromSeconds(60), commandTimeoutSeconds: 1);

        Run(workload, Variant.Wal);

        var run = workload.LastRun!;
        Assert.True(run.ErrorsOf(WriteErrorKind.BusySnapshot) > 0, $"errors {string.Join("/", run.Errors)} in {run.Committed} commits");
        Assert.True(run.Failed > 0, $"errors {string.Join("/", run.Errors)}, none failed a transfer");
        Assert.Equal(Writers * ContendedTransfers, run.Committed + run.Failed);
        Assert.True(run.Invariant.Holds);
    }

    // Four DEFERRED writers under the rollback journal, busy timeout as shipped: one holds SHARED after its
    // read while another holds RESERVED and wants EXCLUSIVE for its commit; neither statement can succeed, so
    // the provider's retries of it (1 s here, 30 s as shipped) end in SQLITE_BUSY and the transfer fails. Four times the
    // contended count: 250 transfers each once committed all 1,000 without one overlap in a loaded CI run.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void DEFERRED_writers_under_the_rollback_journal_fail_transfers_with_busy_errors_and_the_invariant_holds()
    {
        var workload = new WritersWorkload(Writers, TransactionStart.Deferred, WriterRetry.None, transfersPerWriter: 4 * ContendedTransfers,
            deadline: TimeSpan.FromSeconds(60), commandTimeoutSeconds: 1);

        Run(workload, Variant.Default);

        var run = workload.LastRun!;
        Assert.True(run.ErrorsOf(WriteErrorKind.Busy) > 0, $"errors {string.Join("/", run.Errors)} in {run.Committed} commits");
        Assert.True(run.Failed > 0, $"errors {string.Join("/", run.Errors)}, none failed a transfer");
        Assert.True(run.Invariant.Holds);
    }

    // Under the rollback journal: A read (SHARED) and wants to write while B holds RESERVED and wants EXCLUSIVE
    // for its commit. SQLite refuses A at once rather than call its busy handler, where waiting would deadlock
    // (https://www.sqlite.org/c3ref/busy_handler.html), and B cannot commit past A's SHARED: the provider's own
    // statement retries (a 1 s command timeout here) end in the same error, and so does running A's statement
    // again. Only A's rollback lets B commit, and A's transaction run anew then succeeds.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_DEFERRED_read_then_write_beside_a_writer_fails_until_its_transaction_is_rolled_back()
    {
        var engine = new TEngine();
        using var database = WritersAccounts.Create(engine, Variant.Default);
        using var a = Writer(database, busyTimeout: true);
        using var b = Writer(database, busyTimeout: false);
        a.Execute("BEGIN DEFERRED");
        a.Scalar("SELECT balance FROM W8Accounts WHERE id = 1");
        b.Execute("BEGIN IMMEDIATE");
        b.Execute("UPDATE W8Accounts SET balance = balance + 1 WHERE id = 2");

        Assert.Equal(WriteErrorKind.Busy, FailureOf(engine, a, "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1"));
        Assert.Equal(WriteErrorKind.Busy, FailureOf(engine, b, "COMMIT"));
        Assert.Equal(WriteErrorKind.Busy, FailureOf(engine, a, "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1"));

        a.Execute("ROLLBACK");
        Timed(b, "COMMIT");
        a.Execute("BEGIN DEFERRED");
        a.Scalar("SELECT balance FROM W8Accounts WHERE id = 1");
        Timed(a, "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1");
        a.Execute("COMMIT");
        Assert.Equal(WritersPlan.StartingBalance + 1, Convert.ToInt64(a.Scalar("SELECT balance FROM W8Accounts WHERE id = 2"), System.Globalization.CultureInfo.InvariantCulture));
    }

    // Under WAL: A read, then B committed a write; A's snapshot is stale, so its write fails with
    // SQLITE_BUSY_SNAPSHOT however often the statement is run, busy timeout or not; a new transaction succeeds.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_stale_WAL_snapshot_fails_every_retry_of_the_statement_and_a_new_transaction_succeeds()
    {
        var engine = new TEngine();
        using var database = WritersAccounts.Create(engine, Variant.Wal);
        using var a = Writer(database, busyTimeout: true);
        using var b = Writer(database, busyTimeout: true);
        a.Execute("BEGIN DEFERRED");
        a.Scalar("SELECT balance FROM W8Accounts WHERE id = 1");
        b.Execute("UPDATE W8Accounts SET balance = balance + 1 WHERE id = 2");

        Assert.Equal(WriteErrorKind.BusySnapshot, FailureOf(engine, a, "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1"));
        Assert.Equal(WriteErrorKind.BusySnapshot, FailureOf(engine, a, "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1"));

        a.Execute("ROLLBACK");
        a.Execute("BEGIN DEFERRED");
        a.Scalar("SELECT balance FROM W8Accounts WHERE id = 1");
        Timed(a, "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1");
        a.Execute("COMMIT");
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void DEFERRED_with_the_transaction_retried_commits_every_transfer_it_reaches()
    {
        var workload = new WritersWorkload(Writers, TransactionStart.Deferred, WriterRetry.Transaction, lockWait: TimeSpan.FromSeconds(5), transfersPerWriter: ContendedTransfers,
            deadline: TimeSpan.FromSeconds(120), commandTimeoutSeconds: 1);

        Run(workload, Variant.Wal);

        var run = workload.LastRun!;
        Assert.Equal(Writers * ContendedTransfers, run.Committed);
        Assert.Equal(0, run.Failed);
        Assert.True(run.Retries > 0, "no transaction was retried");
        Assert.True(run.FailedAttemptSeconds > 0, "retries took no time");
        Assert.True(run.Invariant.Holds);
    }

    // Writers as processes of their own, each opening the file: SQLite's file locks arbitrate between them as between
    // connections of one process, so IMMEDIATE with a busy timeout commits every transfer, and DEFERRED under WAL with
    // the transaction retried commits every one through busy-snapshot errors. Each statement is cut at 1 s: as shipped,
    // Microsoft.Data.Sqlite retries a busy snapshot for its 30 s command timeout (docs/workloads/writers.md), and two such
    // waits ran a writer into the deadline.
    [EngineTheory(NeedsStep = WritersStep.Transfers, NeedsReaderProcesses = true)]
    [InlineData(TransactionStart.Immediate, Variant.Default)]
    [InlineData(TransactionStart.Deferred, Variant.Wal)]
    public void Writer_processes_commit_every_transfer_with_the_transaction_retried(TransactionStart start, Variant variant)
    {
        var workload = new WritersWorkload(Writers, start, WriterRetry.Transaction, lockWait: TimeSpan.FromSeconds(5), transfersPerWriter: Transfers,
            accounts: 10, deadline: TimeSpan.FromSeconds(120), commandTimeoutSeconds: 1, writerProcesses: WorkloadProcesses.LaunchWriter);

        var outcome = Run(workload, variant);

        var run = workload.LastRun!;
        Assert.Equal(Writers * Transfers, outcome.Rows);
        Assert.Equal(0, run.Failed);
        Assert.True(run.Invariant.Holds);
        Assert.True(run.MostInFlight >= 2, $"the writer processes never overlapped (at most {run.MostInFlight} transaction in flight)");
        Assert.Equal(Writers * Transfers, workload.Summaries().Transactions.Operations);
        Assert.Contains("writers as processes", workload.Summaries().Summary.Settings, StringComparison.Ordinal);
        Assert.Contains("busy_timeout=5000", workload.Summaries().Summary.Settings, StringComparison.Ordinal);
    }

    // Each writer process warms up with a DEFERRED read-then-write of its own: one that meets another connection's write
    // lock past its statement's 1 s, or a snapshot another's commit made stale, runs its warm-up again rather than fail to
    // start. The run starts its processes one after another, so here a connection of the test's holds the write lock for
    // 5 s as they start.
    [EngineFact(NeedsStep = WritersStep.Transfers, NeedsReaderProcesses = true)]
    public void Writer_processes_that_meet_a_lock_as_they_warm_up_run_their_warm_up_again()
    {
        var holder = new LockHolder(new TEngine(), TimeSpan.FromSeconds(5));
        var workload = new WritersWorkload(Writers, TransactionStart.Deferred, WriterRetry.Transaction, lockWait: TimeSpan.FromMilliseconds(100), transfersPerWriter: Transfers,
            accounts: 10, deadline: TimeSpan.FromSeconds(60), commandTimeoutSeconds: 1, writerProcesses: holder.LaunchAfterLocking);

        var outcome = Run(workload, Variant.Wal);

        Assert.True(holder.Held, "the test's connection never held the write lock");
        Assert.Equal(Writers * Transfers, outcome.Rows);
        Assert.Equal(0, workload.LastRun!.Failed);
        Assert.Contains("busy_timeout=100", workload.Summaries().Summary.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_tampered_balance_fails_the_invariant()
    {
        var workload = new WritersWorkload(2, TransactionStart.Immediate, WriterRetry.None, lockWait: TimeSpan.FromSeconds(5), transfersPerWriter: 5);
        using var run = StepRun.Prepare(new TEngine(), Variant.Wal, workload, WritersStep.Transfers);
        run.Execute();
        run.Database.Connection.Execute("UPDATE W8Accounts SET balance = balance + 1 WHERE id = 7");

        var error = Assert.Throws<WorkloadValidationException>(run.Validate);
        Assert.Contains("account 7", error.Message, StringComparison.Ordinal);
    }

    // Microsoft.Data.Sqlite's SqliteTransaction issues BEGIN IMMEDIATE unless asked to defer (docs/workloads/writers.md);
    // System.Data.SQLite 2.0.4's source was not read, so its BEGIN is observed: a second connection can't take the write lock.
    // Against a DEFERRED BEGIN on the same connection, the second one can: the observation tells the two apart.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void Each_provider_s_BeginTransaction_takes_the_write_lock_at_once()
    {
        var engine = new TEngine();
        using var database = engine.CreateDatabase(Variant.Default);
        database.Connection.Execute("CREATE TABLE t (x integer)");
        using var first = database.OpenConnection();
        using var second = database.OpenConnection();

        using (first.BeginTransaction())
        {
            var error = Assert.ThrowsAny<DbException>(() => BeginImmediate(second));
            Assert.Equal(WriteErrorKind.Busy, WriteErrors.OfSqliteCode(engine.ExtendedErrorCode(error, second)));
        }

        first.Execute("BEGIN DEFERRED");
        BeginImmediate(second);
        second.Execute("ROLLBACK");
        first.Execute("ROLLBACK");
    }

    private static void BeginImmediate(DbConnection connection) => Timed(connection, "BEGIN IMMEDIATE");

    // A statement whose provider retries a busy step for 1 s at most (Microsoft.Data.Sqlite's loop; 30 s as shipped).
    private static void Timed(DbConnection connection, string sql)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.CommandTimeout = 1;
        command.ExecuteNonQuery();
    }

    private static WriteErrorKind? FailureOf(Engine engine, DbConnection connection, string sql)
    {
        var error = Assert.ThrowsAny<DbException>(() => Timed(connection, sql));
        return WriteErrors.OfSqliteCode(engine.ExtendedErrorCode(error, connection));
    }

    private static DbConnection Writer(BenchDatabase database, bool busyTimeout)
    {
        var connection = database.OpenConnection();
        if (busyTimeout)
        {
            database.Engine.LockWait.SetOn(connection, TimeSpan.FromSeconds(5), "W8");
        }

        return connection;
    }

    // Before the first writer process starts, opens the database from the address it is given and takes the write lock
    // for a while, then launches each writer as the suite does.
    private sealed class LockHolder(Engine engine, TimeSpan hold)
    {
        public bool Held { get; private set; }

        public System.Diagnostics.Process LaunchAfterLocking(IReadOnlyList<string> arguments)
        {
            if (!Held)
            {
                var address = arguments.Single(a => a.StartsWith("address=", StringComparison.Ordinal))["address=".Length..];
                var connection = engine.OpenFromProcess(address, Variant.Wal);
                connection.Execute("BEGIN IMMEDIATE");
                Held = true;
                _ = Task.Delay(hold).ContinueWith(_ =>
                {
                    connection.Execute("COMMIT");
                    connection.Dispose();
                }, TaskScheduler.Default);
            }

            return WorkloadProcesses.LaunchWriter(arguments);
        }
    }

    private static StepOutcome Run(WritersWorkload workload, Variant variant)
    {
        using var run = StepRun.Prepare(new TEngine(), variant, workload, WritersStep.Transfers);
        var outcome = run.Execute();
        run.Validate();
        return outcome;
    }
}
