using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>
/// W8 on Firebird, embedded or server: each of its conflict errors made to happen between two transactions and sorted
/// into its kind; and four writers on ten accounts under FirebirdClient's shipped NO WAIT READ COMMITTED (update
/// conflicts, lost updates counted), CONSISTENCY (lock conflicts, none lost) and FOR UPDATE WITH LOCK under WAIT (none lost).
/// </summary>
public abstract class FirebirdWritersTests<TEngine> where TEngine : Engine, new()
{
    private const string TakeFirst = "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1";

    // A holds an uncommitted change to account 1; B's change to it is refused at once under NO WAIT.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_NO_WAIT_write_to_a_row_another_transaction_changed_is_an_update_conflict()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        using var holder = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null);
        Execute(a, holder, TakeFirst);
        using var refused = support.BeginTransaction(b, TransactionStart.AsShipped, lockWait: null);

        AssertFails(WriteErrorKind.UpdateConflict, support, b, refused, TakeFirst);
    }

    // Under WAIT, B queues behind A's change to the row instead of failing, and writes once A rolls back.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_WAIT_write_queues_behind_the_row_s_holder_and_goes_through_when_it_rolls_back()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        var holder = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null);
        Execute(a, holder, TakeFirst);
        using var waiting = support.BeginTransaction(b, TransactionStart.AsShipped, TimeSpan.FromSeconds(30));
        Assert.Equal("30", Setting(support, b, waiting, "lock_timeout"));

        var write = Task.Run(() => Execute(b, waiting, TakeFirst));
        Assert.False(write.Wait(TimeSpan.FromMilliseconds(500)), "B wrote A's uncommitted row without waiting");
        holder.Rollback();
        holder.Dispose();
        write.GetAwaiter().GetResult();
        waiting.Commit();
    }

    // Firebird 3 ends a row wait that outlives LOCK TIMEOUT with the same status vector as NO WAIT's refusal
    // (isc_deadlock, isc_update_conflict, the concurrent transaction's number): an update conflict, not isc_lock_timeout.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_WAIT_write_whose_row_s_holder_outlives_LOCK_TIMEOUT_is_an_update_conflict()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        using var holder = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null);
        Execute(a, holder, TakeFirst);
        using var waiting = support.BeginTransaction(b, TransactionStart.AsShipped, TimeSpan.FromSeconds(1));

        AssertFails(WriteErrorKind.UpdateConflict, support, b, waiting, TakeFirst);
    }

    // A table reservation is a lock-manager lock: under WAIT, CONSISTENCY's read of a table another writes waits out its LOCK TIMEOUT.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_WAIT_CONSISTENCY_read_of_a_table_another_transaction_writes_is_a_lock_timeout()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        using var holder = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null);
        Execute(a, holder, TakeFirst);
        using var stable = support.BeginTransaction(b, TransactionStart.Serializable, TimeSpan.FromSeconds(1));

        AssertFails(WriteErrorKind.LockTimeout, support, b, stable, "SELECT balance FROM W8Accounts WHERE id = 2");
    }

    // CONSISTENCY (FirebirdClient's Serializable) reserves the tables it touches: B's read is refused while A has written one, under NO WAIT.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_CONSISTENCY_read_of_a_table_another_transaction_writes_is_a_lock_conflict()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        using var holder = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null);
        Execute(a, holder, TakeFirst);
        using var stable = support.BeginTransaction(b, TransactionStart.Serializable, lockWait: null);

        AssertFails(WriteErrorKind.LockConflict, support, b, stable, "SELECT balance FROM W8Accounts WHERE id = 2");
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void The_shipped_NO_WAIT_READ_COMMITTED_meets_update_conflicts_and_counts_lost_updates()
    {
        var workload = WritersAccounts.Contended(TransactionStart.AsShipped, transfers: 100);

        var run = WritersAccounts.Run(new TEngine(), workload);

        Assert.Equal(400, run.Committed);
        Assert.True(run.ErrorsOf(WriteErrorKind.UpdateConflict) > 0, $"errors {string.Join("/", run.Errors)}");
        Assert.Equal(run.Errors.Sum(), run.Retries);
        Assert.Equal(run.Invariant.Holds, run.Invariant.LostUpdates == 0);
        Assert.Contains("isolation_mode=2, lock_timeout=0", run.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void CONSISTENCY_with_the_transaction_retried_meets_lock_conflicts_and_loses_no_update()
    {
        var workload = WritersAccounts.Contended(TransactionStart.Serializable, transfers: 50);

        var run = WritersAccounts.Run(new TEngine(), workload);

        Assert.Equal(200, run.Committed);
        Assert.True(run.ErrorsOf(WriteErrorKind.LockConflict) > 0, $"errors {string.Join("/", run.Errors)}");
        Assert.True(run.Invariant.Holds);
        Assert.Contains("isolation_mode=0, lock_timeout=0", run.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void FOR_UPDATE_WITH_LOCK_under_WAIT_commits_every_transfer_and_loses_none()
    {
        var workload = WritersAccounts.Contended(TransactionStart.ForUpdate, transfers: 50, lockWait: TimeSpan.FromSeconds(5));

        var run = WritersAccounts.Run(new TEngine(), workload);

        Assert.Equal(200, run.Committed);
        Assert.True(run.Invariant.Holds);
        Assert.Contains("isolation_mode=2, lock_timeout=5", run.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void SQLite_s_BEGIN_forms_are_n_a_with_the_reason_and_only_the_shipped_isolation_may_lose_an_update()
    {
        var support = new TEngine().Writers!;

        Assert.Contains("SQLite's", support.StartNotApplicable(TransactionStart.Deferred), StringComparison.Ordinal);
        Assert.Contains("SQLite's", support.StartNotApplicable(TransactionStart.Immediate), StringComparison.Ordinal);
        Assert.Null(support.LockWaitNotApplicable);
        Assert.False(support.PreventsLostUpdates(TransactionStart.AsShipped));
        Assert.True(support.PreventsLostUpdates(TransactionStart.Serializable) && support.PreventsLostUpdates(TransactionStart.ForUpdate));
    }

    private static WritersAccounts.TwoWriters TwoWriters() => new(new TEngine());

    private static void Execute(DbConnection connection, DbTransaction transaction, string sql) => WritersAccounts.Execute(connection, transaction, sql);

    private static string Setting(WritersSupport support, DbConnection connection, DbTransaction transaction, string name)
    {
        using var command = connection.CreateCommand();
        command.Transaction = transaction;
        command.CommandText = support.SettingReads.Single(s => s.Name == name).Sql;
        return Convert.ToString(command.ExecuteScalar(), System.Globalization.CultureInfo.InvariantCulture)!;
    }

    // Firebird's error numbers beside the message, where an assertion fails.
    private static void AssertFails(WriteErrorKind expected, WritersSupport support, DbConnection connection, DbTransaction transaction, string sql) =>
        WritersAccounts.AssertFails(expected, support, connection, transaction, sql, e => e is FbException fb ? string.Join(", ", fb.Errors.Select(x => x.Number)) : "");
}
