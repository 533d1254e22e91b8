using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>
/// W8 on one server, with ten accounts so that four writers' transfers meet on the same rows: the shipped
/// isolation loses updates, counted rather than failed; SERIALIZABLE and FOR UPDATE, the transaction retried,
/// commit every transfer with the invariant holding, SERIALIZABLE through the server's errors; and a tampered
/// balance fails a setting that rules a lost update out.
/// </summary>
public abstract class ServerWritersTests<TEngine> where TEngine : Engine, new()
{
    private const int Writers = 4;
    private const int Accounts = 10;

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void The_shipped_isolation_without_FOR_UPDATE_loses_updates_and_counts_them()
    {
        var workload = Contended(TransactionStart.AsShipped, transfers: 250);

        Run(workload);

        var run = workload.LastRun!;
        Assert.Equal(Writers * 250, run.Committed);
        Assert.False(run.Invariant.Holds, $"{run.Committed} transfers on {Accounts} accounts lost no update");
        Assert.True(run.Invariant.LostUpdates > 0);
        Assert.Contains(ShippedIsolation, run.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void SERIALIZABLE_with_the_transaction_retried_commits_every_transfer_through_the_server_s_errors()
    {
        var workload = Contended(TransactionStart.Serializable, transfers: 100);

        Run(workload);

        var run = workload.LastRun!;
        Assert.Equal(Writers * 100, run.Committed);
        Assert.True(run.Invariant.Holds);
        Assert.True(run.ErrorsOf(WriteErrorKind.SerializationFailure) + run.ErrorsOf(WriteErrorKind.Deadlock) > 0, $"errors {string.Join("/", run.Errors)}");
        Assert.Equal(run.Errors.Sum(), run.Retries);
        Assert.Contains(SerializableIsolation, run.Settings, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void FOR_UPDATE_with_the_transaction_retried_commits_every_transfer_and_loses_none()
    {
        var workload = Contended(TransactionStart.ForUpdate, transfers: 50);

        Run(workload);

        var run = workload.LastRun!;
        Assert.Equal(Writers * 50, run.Committed);
        Assert.True(run.Invariant.Holds);
        Assert.Equal(0, run.ErrorsOf(WriteErrorKind.SerializationFailure));
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void A_tampered_balance_fails_the_invariant_under_SERIALIZABLE()
    {
        var workload = new WritersWorkload(2, TransactionStart.Serializable, WriterRetry.Transaction, transfersPerWriter: 5);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, WritersStep.Transfers);
        run.Execute();
        run.Database.Connection.Execute("UPDATE W8Accounts SET balance = balance + 1 WHERE id = 7");

        var error = Assert.Throws<WorkloadValidationException>(run.Validate);
        Assert.Contains("account 7", error.Message, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = WritersStep.Transfers)]
    public void SQLite_s_BEGIN_forms_are_n_a_with_the_reason()
    {
        var support = new TEngine().Writers!;

        Assert.Contains("SQLite's", support.StartNotApplicable(TransactionStart.Deferred), StringComparison.Ordinal);
        Assert.Contains("SQLite's", support.StartNotApplicable(TransactionStart.Immediate), StringComparison.Ordinal);
        Assert.NotNull(support.LockWaitNotApplicable);
        Assert.False(support.PreventsLostUpdates(TransactionStart.AsShipped));
    }

    /// <summary>The isolation the provider's <c>BeginTransaction()</c> gives, as the engine's settings read it back.</summary>
    protected abstract string ShippedIsolation { get; }

    /// <summary>SERIALIZABLE as the engine's settings read it back.</summary>
    protected abstract string SerializableIsolation { get; }

    private static WritersWorkload Contended(TransactionStart start, int transfers) =>
        new(Writers, start, WriterRetry.Transaction, transfersPerWriter: transfers, accounts: Accounts, deadline: TimeSpan.FromSeconds(120));

    private static void Run(WritersWorkload workload)
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, WritersStep.Transfers);
        run.Execute();
        run.Validate();
    }
}
