using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W8: <see cref="W"/> writer threads, each on its own connection, running read-modify-write transfers
/// together for a fixed count or until the run's deadline (the timed region), under Default (and Wal and
/// WalFull on SQLite). How each transaction begins (<see cref="Start"/>: the provider's <c>BeginTransaction()</c>, and
/// SQLite's DEFERRED and IMMEDIATE or a server's and Firebird's SERIALIZABLE and FOR UPDATE), the busy timeout (W6's
/// <see cref="BusyTimeoutSetting"/>: SQLite's busy timeout, Firebird's WAIT against NO WAIT) and whether a failed transaction is run again
/// (<see cref="Retry"/>) are the case's settings, read back on every connection. The ledger gets committed
/// transactions per second, errors by kind, retries, every transaction's latency and the invariant's result
/// (docs/workloads/writers.md). <c>--filter '*Writers*'</c> runs every case; other filters that select W8
/// run its core sets (<see cref="WritersCases"/>).
/// </summary>
[ClosedOver(typeof(MicrosoftSqliteEngine), typeof(SystemDataSqliteEngine), typeof(PostgresEngine), typeof(MariaDbEngine), typeof(FirebirdEmbeddedEngine), typeof(FirebirdServerEngine), typeof(DuckDbEngine), typeof(LiteDbEngine))]
[MeasuredRuns(warmupRuns: 1, measuredRuns: 3)]
public class Writers<TEngine> : StepBenchmark<TEngine, WritersStep> where TEngine : Engine, new()
{
    private WritersWorkload? _workload;

    /// <summary>Writer threads, each on a connection of its own.</summary>
    [Params(1, 2, 4, 8)]
    public int W { get; set; }

    [Params(BusyTimeoutSetting.AsShipped, BusyTimeoutSetting.FiveSeconds)]
    public BusyTimeoutSetting BusyTimeout { get; set; }

    [Params(TransactionStart.AsShipped, TransactionStart.Deferred, TransactionStart.Immediate, TransactionStart.Serializable, TransactionStart.ForUpdate)]
    public TransactionStart Start { get; set; }

    [Params(WriterRetry.None, WriterRetry.Transaction)]
    public WriterRetry Retry { get; set; }

    /// <summary>Whether the writers run as threads of the benchmark's process or as processes of their own (SQLite: two applications on one file).</summary>
    [Params(WriterHost.Threads, WriterHost.Processes)]
    public WriterHost Host { get; set; }

    [IterationSetup(Target = nameof(Transfers))] public void BeforeTransfers() => Prepare(WritersStep.Transfers);

    [Benchmark] public StepOutcome Transfers() => Measure();

    // Default (a rollback journal: a writer's lock shuts out every other connection), Wal (readers beside the one
    // writer, and the snapshot that makes a stale read-then-write fail) and WalFull (Wal with a sync at every commit:
    // the lock held through the sync, so what a durable commit costs the writers queued behind it); the others
    // change syncs only, or, as Transaction and Batch, mean one transaction per transfer already.
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.Writers.RunUnder(variant);

    // A lone writer meets no other connection's lock: a busy timeout or a retry would repeat its case as shipped. Writer
    // processes run the setting a deployment would ship, several writers retried with a busy timeout, to hold the grid's size.
    protected override bool RunsWith() => Host == WriterHost.Threads
        ? W > 1 || (BusyTimeout == BusyTimeoutSetting.AsShipped && Retry == WriterRetry.None)
        : W > 1 && Retry == WriterRetry.Transaction && BusyTimeout == BusyTimeoutSetting.FiveSeconds;

    // The run ends at its deadline whatever a commit costs: writers stuck on each other's locks wait until then.
    protected override ForeseenRun? ForeseenRun(WritersStep step) =>
        new(WritersWorkload.DefaultDeadline.TotalSeconds, $"the writers' {WritersWorkload.DefaultDeadline.TotalSeconds:N0} s deadline: writers stuck on each other's locks wait until then");

    // The starts an engine cannot express (SQLite's BEGIN forms on a server, a server's isolation on SQLite), and the
    // busy timeout where the engine has none to set.
    protected override IEnumerable<NotApplicableParameter> NotApplicableParameters()
    {
        if (new TEngine().Writers is not { } support)
        {
            yield break;
        }

        if (support.LockWaitNotApplicable is { } reason)
        {
            yield return new(nameof(BusyTimeout), BusyTimeoutSetting.FiveSeconds, reason);
        }

        if ((support.ProcessesNotApplicable ?? new TEngine().ReaderProcessesNotApplicable) is { } processes)
        {
            yield return new(nameof(Host), WriterHost.Processes, processes);
        }

        foreach (var start in Enum.GetValues<TransactionStart>())
        {
            if (support.StartNotApplicable(start) is { } startReason)
            {
                yield return new(nameof(Start), start, startReason);
            }
        }
    }

    protected override IWorkload<WritersStep> CreateWorkload(TEngine engine) =>
        _workload = new WritersWorkload(W, Start, Retry, BusyTimeout.LockWait(), writerProcesses: Host == WriterHost.Processes ? WorkloadProcesses.LaunchWriter : null);

    protected override CaseRecord AfterTimedRuns(CaseRecord record)
    {
        if (_workload is null)
        {
            return record;
        }

        var (summary, transactions) = _workload.Summaries(MeasuredWindow);
        return record with { Latencies = [transactions], Writers = summary, ConcurrencySettings = summary.Settings };
    }
}
