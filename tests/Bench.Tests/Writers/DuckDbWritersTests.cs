using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>
/// W8 on DuckDB: its optimistic concurrency's conflict made to happen between two transactions, on a row another has
/// changed and on a row another changed and committed after the read, sorted as an update conflict; and four writers on
/// ten accounts, the transaction retried, committing every transfer through conflicts with no update lost.
/// </summary>
public abstract class DuckDbWritersTests<TEngine> where TEngine : Engine, new()
{
    private const string TakeFirst = "UPDATE W8Accounts SET balance = balance - 1 WHERE id = 1";

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_write_to_a_row_another_transaction_changed_is_an_update_conflict()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        using var holder = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null);
        Execute(a, holder, TakeFirst);
        using var second = support.BeginTransaction(b, TransactionStart.AsShipped, lockWait: null);

        AssertFails(WriteErrorKind.UpdateConflict, support, b, second, TakeFirst);
    }

    // B read the balance; A changed it and committed; B's write of a balance computed from its read is refused, not lost.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_write_after_another_transaction_committed_a_change_since_the_read_is_an_update_conflict()
    {
        using var writers = TwoWriters();
        var (support, a, b) = (writers.Support, writers.A, writers.B);
        using var stale = support.BeginTransaction(b, TransactionStart.AsShipped, lockWait: null);
        Execute(b, stale, "SELECT balance FROM W8Accounts WHERE id = 1");
        using (var first = support.BeginTransaction(a, TransactionStart.AsShipped, lockWait: null))
        {
            Execute(a, first, TakeFirst);
            first.Commit();
        }

        AssertFails(WriteErrorKind.UpdateConflict, support, b, stale, TakeFirst);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void Four_writers_retried_meet_update_conflicts_and_commit_every_transfer_with_none_lost()
    {
        var workload = WritersAccounts.Contended(TransactionStart.AsShipped, transfers: 100);

        var run = WritersAccounts.Run(new TEngine(), workload);

        Assert.Equal(400, run.Committed);
        Assert.True(run.MostInFlight >= 2, $"the writers never overlapped (at most {run.MostInFlight} in flight)");
        Assert.True(run.ErrorsOf(WriteErrorKind.UpdateConflict) > 0, $"errors {string.Join("/", run.Errors)}");
        Assert.Equal(run.Errors.Sum(), run.Retries);
        Assert.True(run.Invariant.Holds);
        Assert.Contains("immediate_transaction_mode=False", run.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void Every_start_but_the_shipped_one_and_the_lock_wait_are_n_a_with_the_reason()
    {
        var support = new TEngine().Writers!;

        Assert.Null(support.StartNotApplicable(TransactionStart.AsShipped));
        Assert.Contains("SQLite's", support.StartNotApplicable(TransactionStart.Deferred), StringComparison.Ordinal);
        Assert.Contains("snapshot isolation", support.StartNotApplicable(TransactionStart.Serializable), StringComparison.Ordinal);
        Assert.Contains("row locks", support.StartNotApplicable(TransactionStart.ForUpdate), StringComparison.Ordinal);
        Assert.Contains("no lock wait", support.LockWaitNotApplicable, StringComparison.Ordinal);
        Assert.True(support.PreventsLostUpdates(TransactionStart.AsShipped));
    }

    private static WritersAccounts.TwoWriters TwoWriters() => new(new TEngine());

    private static void Execute(DbConnection connection, DbTransaction transaction, string sql) => WritersAccounts.Execute(connection, transaction, sql);

    private static void AssertFails(WriteErrorKind expected, WritersSupport support, DbConnection connection, DbTransaction transaction, string sql) =>
        WritersAccounts.AssertFails(expected, support, connection, transaction, sql);
}
