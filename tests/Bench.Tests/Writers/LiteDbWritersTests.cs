using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Engines.LiteDb;
using LiteDB;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>
/// W8 on LiteDB: four writer threads on ten accounts queue on the collection's one write lock and commit every transfer,
/// their stale reads losing updates, counted; and beside a transaction that holds that lock past the TIMEOUT pragma, the
/// writers meet LiteDB's LOCK_TIMEOUT, counted as a lock timeout and retried until the holder lets go.
/// </summary>
public abstract class LiteDbWritersTests<TEngine> where TEngine : Engine, new()
{
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void Four_writers_queue_on_the_collection_s_write_lock_commit_every_transfer_and_lost_updates_are_counted()
    {
        var workload = WritersAccounts.Contended(TransactionStart.AsShipped, transfers: 100);

        var run = WritersAccounts.Run(new TEngine(), workload);

        Assert.Equal(400, run.Committed);
        Assert.True(run.MostInFlight >= 2, $"the writers never overlapped (at most {run.MostInFlight} in flight)");
        Assert.Equal(run.Invariant.Holds, run.Invariant.LostUpdates == 0);
        Assert.Contains("TIMEOUT=60s, connection=direct", run.Settings, StringComparison.Ordinal);
    }

    // A thread holds the collection's write lock for 3 s with TIMEOUT at 1 s: each writer's first write waits 1 s and
    // fails with LOCK_TIMEOUT, runs its transaction again, and commits once the holder rolls back.
    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void Writers_beside_a_lock_held_past_TIMEOUT_meet_LOCK_TIMEOUT_and_commit_once_it_is_released()
    {
        var workload = WritersAccounts.Contended(TransactionStart.AsShipped, transfers: 10);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, WritersStep.Transfers);
        var lite = ((LiteDbDatabase)run.Database).Lite;
        lite.Pragma("TIMEOUT", 1);
        using var held = new ManualResetEventSlim();
        var holder = new Thread(() =>
        {
            lite.BeginTrans();
            lite.GetCollection(LiteDbTransfers.Collection).Update(new BsonDocument { ["_id"] = 10, ["balance"] = WritersPlan.StartingBalance });
            held.Set();
            Thread.Sleep(TimeSpan.FromSeconds(3));
            lite.Rollback();
        });
        holder.Start();
        held.Wait();

        run.Execute();
        holder.Join();
        run.Validate();

        var figures = workload.LastRun!;
        Assert.True(figures.ErrorsOf(WriteErrorKind.LockTimeout) > 0, $"errors {string.Join("/", figures.Errors)}");
        Assert.Equal(40, figures.Committed);
        // The run read its settings back as it was arranged, before the test lowered TIMEOUT: read it here.
        Assert.Equal(1, Convert.ToInt32(lite.Pragma("TIMEOUT").RawValue, System.Globalization.CultureInfo.InvariantCulture));
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void Every_start_but_the_shipped_one_and_the_lock_wait_are_n_a_with_the_reason()
    {
        var support = new TEngine().Writers!;

        Assert.Null(support.StartNotApplicable(TransactionStart.AsShipped));
        Assert.Contains("SQLite's", support.StartNotApplicable(TransactionStart.Immediate), StringComparison.Ordinal);
        Assert.Contains("no isolation level", support.StartNotApplicable(TransactionStart.Serializable), StringComparison.Ordinal);
        Assert.Contains("no locking read", support.StartNotApplicable(TransactionStart.ForUpdate), StringComparison.Ordinal);
        Assert.Contains("TIMEOUT", support.LockWaitNotApplicable, StringComparison.Ordinal);
        Assert.False(support.PreventsLostUpdates(TransactionStart.AsShipped));
    }
}
