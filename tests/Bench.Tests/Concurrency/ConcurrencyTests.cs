using System.Diagnostics;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>
/// W6 on one engine: the writer's operations beside 0 and 4 readers validate under Default and Wal where
/// the engine has it, as shipped and, where the engine has one, with its lock wait set.
/// </summary>
public abstract class ConcurrencyTests<TEngine> where TEngine : Engine, new()
{
    private const int WriterOperations = 60;

    // W2's 25,000 rows scaled down, and a short writer script, to keep the suite fast.
    private static ConcurrencyWorkload Small(int readers, TimeSpan? lockWait = null, TimeSpan? deadline = null) =>
        new(readers, WriterOperations, rows: 400, writerDeadline: deadline ?? TimeSpan.FromSeconds(3), lockWait: lockWait);

    // Where the writer must apply every operation, the deadline only guards against a hang: it is set far past what
    // the script takes on a loaded machine, so that a slow machine is never read as a starved writer.
    private static readonly TimeSpan _hangGuard = TimeSpan.FromSeconds(60);

    public static TheoryData<Variant, int, bool> VariantsReadersAndLockWait()
    {
        var data = new TheoryData<Variant, int, bool>();
        var engine = new TEngine();
        foreach (var variant in engine.SupportedVariants().Where(v => v is Variant.Default or Variant.Wal))
        {
            data.Add(variant, 0, false);
            data.Add(variant, 4, false);
            if (engine.LockWait.IsSupported)
            {
                data.Add(variant, 4, true);
            }
        }

        return data;
    }

    [EngineTheory(NeedsStep = ConcurrencyStep.Writes)]
    [MemberData(nameof(VariantsReadersAndLockWait))]
    public void Writes_apply_once_beside_the_readers_and_every_operation_is_recorded(Variant variant, int readers, bool lockWait)
    {
        // Only SQLite's rollback journal as shipped may starve the writer (a reader's SHARED lock refuses it
        // EXCLUSIVE, and without a busy handler its commit is rolled back, PENDING dropped); WAL and the MVCC
        // engines must apply every operation.
        var mayStarve = readers > 0 && variant == Variant.Default && !lockWait && new TEngine() is SqliteEngine;
        var workload = Small(readers, lockWait ? TimeSpan.FromSeconds(5) : null, mayStarve ? null : _hangGuard);
        StepOutcome outcome;
        using (var run = StepRun.Prepare(new TEngine(), variant, workload, ConcurrencyStep.Writes))
        {
            outcome = run.Execute();
            run.Validate();
        }

        var roles = workload.Summaries().ToDictionary(r => r.Role);
        var writer = roles["writer"];
        Assert.Equal(outcome.Rows, writer.Operations);
        Assert.Equal(WriterOperations, writer.Planned);
        // No case is exempt from the script's count: a run that applied less is one its deadline
        // stopped, and it says so.
        Assert.Equal(writer.Operations == WriterOperations ? WriterVerdict.Complete : WriterVerdict.Starved, workload.LastVerdict);
        Assert.Equal(workload.LastVerdict == WriterVerdict.Starved ? 1 : 0, writer.StarvedRuns);
        Assert.True(mayStarve || workload.LastVerdict == WriterVerdict.Complete, $"starved: {writer.Operations} of {WriterOperations} applied");

        // A writer starved of every operation still records the wait of the one the deadline cut off.
        Assert.True(writer.Recorded || (writer.Operations == 0 && writer.CutOffs == 0), $"writer recorded nothing of its {writer.Operations} operations");
        Assert.True(!writer.Recorded || (writer.Max >= writer.P99 && writer.P99 >= writer.P50 && writer.P50 > 0), $"writer percentiles {writer.P50}/{writer.P99}/{writer.Max}");
        Assert.Equal(readers > 0 ? ["aggregate", "readers", "writer"] : ["writer"], roles.Keys.Order());
        if (readers > 0)
        {
            Assert.Equal(readers, roles["readers"].Threads);
        }

        // The provider's command timeout, or LiteDB's lock TIMEOUT pragma: how long an operation waits for a lock.
        Assert.Matches("^(command_timeout|TIMEOUT)=[0-9]+s", workload.SettingsReadBack);
        // An engine whose autocommit aggregate does not read one committed state runs it in a transaction, and says so.
        if (new TEngine().Dialect.ConsistentAggregateIsolation is { } isolation)
        {
            Assert.Contains($"aggregate_isolation={isolation}", workload.SettingsReadBack, StringComparison.Ordinal);
        }
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes)]
    public void A_writer_stopped_by_its_deadline_reports_the_operations_it_applied_and_the_table_matches_them()
    {
        // Wal where the engine has it: under SQLite's rollback journal the reader may starve the writer of its first operation.
        var variant = new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;
        var workload = new ConcurrencyWorkload(readerThreads: 1, writerOperations: 50_000, rows: 400, writerDeadline: TimeSpan.FromMilliseconds(200));
        using (var run = StepRun.Prepare(new TEngine(), variant, workload, ConcurrencyStep.Writes))
        {
            var outcome = run.Execute();
            run.Validate();
            Assert.InRange(outcome.Rows, 1, 49_999);
        }

        var writer = workload.Summaries().Single(r => r.Role == "writer");
        Assert.True(writer.Operations < writer.Planned, $"{writer.Operations} of {writer.Planned}");
        Assert.Equal(WriterVerdict.Starved, workload.LastVerdict);
        Assert.Equal(1, writer.StarvedRuns);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes)]
    public void Point_readers_alone_run_beside_the_writer_without_the_aggregate_reader()
    {
        var variant = new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;
        var workload = new ConcurrencyWorkload(readerThreads: 4, WriterOperations, rows: 400, writerDeadline: TimeSpan.FromSeconds(3), aggregateReader: false);
        using (var run = StepRun.Prepare(new TEngine(), variant, workload, ConcurrencyStep.Writes))
        {
            run.Execute();
            run.Validate();
        }

        var roles = workload.Summaries().ToDictionary(r => r.Role);
        Assert.Equal(["readers", "writer"], roles.Keys.Order());
        Assert.Equal(4, roles["readers"].Threads);
        Assert.Equal(WriterVerdict.Complete, workload.LastVerdict);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes)]
    public void Paced_point_readers_keep_to_their_schedule_and_validate_beside_the_writer()
    {
        var variant = new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;
        // A writer the deadline stops after 300 ms, so that the readers' schedule has reads to issue.
        var workload = new ConcurrencyWorkload(readerThreads: 2, writerOperations: 50_000, rows: 400, writerDeadline: TimeSpan.FromMilliseconds(300),
            aggregateReader: false, readsPerSecond: 1_000);
        using (var run = StepRun.Prepare(new TEngine(), variant, workload, ConcurrencyStep.Writes))
        {
            run.Execute();
            run.Validate();
        }

        var readers = workload.Summaries().Single(r => r.Role == "readers");
        Assert.Equal(2, readers.Threads);
        Assert.True(readers.Operations > 0, "the paced readers read nothing");
        // A reader on a schedule never runs ahead of it: at most one read per interval since its start,
        // plus the one due at the start (and the one the stop may interrupt), whatever the engine's speed.
        Assert.True(readers.Operations <= 2 * ((readers.Seconds * 1_000) + 2), $"{readers.Operations} reads in {readers.Seconds:0.000} s at 1,000/s each");
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes, RefusesReaderProcesses = true)]
    public void Reader_processes_are_refused_with_the_engine_s_reason()
    {
        var engine = new TEngine();
        var workload = new ConcurrencyWorkload(readerThreads: 2, writerOperations: 50, rows: 400, writerDeadline: TimeSpan.FromMilliseconds(500),
            aggregateReader: false, readerProcesses: WorkloadProcesses.Launch);

        var refused = Assert.Throws<NotSupportedException>(() => StepRun.Prepare(engine, Variant.Default, workload, ConcurrencyStep.Writes).Dispose());

        Assert.Contains(engine.ReaderProcessesNotApplicable!, refused.Message, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes, NeedsReaderProcesses = true)]
    public void Point_readers_in_processes_validate_their_reads_and_report_them()
    {
        var engine = new TEngine();
        var variant = engine.Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;
        var lockWait = engine.LockWait.IsSupported ? TimeSpan.FromSeconds(5) : (TimeSpan?)null;
        var workload = new ConcurrencyWorkload(readerThreads: 2, writerOperations: 50_000, rows: 400, writerDeadline: TimeSpan.FromMilliseconds(500),
            lockWait: lockWait, aggregateReader: false, readerProcesses: WorkloadProcesses.Launch);
        using (var run = StepRun.Prepare(engine, variant, workload, ConcurrencyStep.Writes))
        {
            run.Execute();
            run.Validate();
        }

        var readers = workload.Summaries().Single(r => r.Role == "readers");
        Assert.Equal(2, readers.Threads);
        Assert.True(readers.Operations > 0 && readers.Recorded, $"the reader processes reported {readers.Operations} reads");
        // Read back in a reader process, on its own connection: the run's lock wait is in force there too.
        Assert.Contains($"{engine.LockWait.Setting}={engine.LockWait.ReadBack(lockWait!.Value)}", workload.SettingsReadBack, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes, NeedsReaderProcesses = true)]
    public void A_reader_process_that_reads_a_state_its_plan_never_holds_fails_the_run()
    {
        var engine = new TEngine();

        // The processes are told of a writer with one operation: every version the real writer moves
        // a row to is then past what their plan allows, as a row no committed state held would be.
        Process Tampered(IReadOnlyList<string> arguments) => WorkloadProcesses.Launch([.. arguments.Select(a => a.StartsWith("operations=", StringComparison.Ordinal) ? "operations=1" : a)]);
        var workload = new ConcurrencyWorkload(readerThreads: 2, writerOperations: 50_000, rows: 400, writerDeadline: TimeSpan.FromMilliseconds(500),
            aggregateReader: false, readerProcesses: Tampered);
        using var run = StepRun.Prepare(engine, Variant.Wal, workload, ConcurrencyStep.Writes);
        run.Execute();

        var failure = Assert.Throws<WorkloadValidationException>(run.Validate);
        Assert.Contains("a reader process failed", failure.Message, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes, RefusesLockWait = true)]
    public void A_lock_wait_is_refused_with_the_engine_s_reason()
    {
        var engine = new TEngine();
        var workload = Small(readers: 2, lockWait: TimeSpan.FromSeconds(5));

        var refused = Assert.Throws<NotSupportedException>(() => StepRun.Prepare(engine, Variant.Default, workload, ConcurrencyStep.Writes).Dispose());

        Assert.Contains(engine.LockWait.NotApplicableReason!, refused.Message, StringComparison.Ordinal);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes, NeedsLockWait = true)]
    public void A_lock_wait_is_set_and_read_back_on_every_connection()
    {
        var engine = new TEngine();
        var workload = Small(readers: 2, lockWait: TimeSpan.FromSeconds(5));
        using var run = StepRun.Prepare(engine, Variant.Default, workload, ConcurrencyStep.Writes);
        var expected = engine.LockWait.ReadBack(TimeSpan.FromSeconds(5));
        // On a reader's connection (the settings read back) and on the writer's, the main one.
        Assert.Contains($"{engine.LockWait.Setting}={expected}", workload.SettingsReadBack, StringComparison.Ordinal);
        Assert.Equal(expected, Convert.ToString(run.Database.Connection.Scalar(engine.LockWait.ReadSql!), System.Globalization.CultureInfo.InvariantCulture));
        run.Execute();
        run.Validate();
    }

    [EngineFact(NeedsSql = true, NeedsStep = ConcurrencyStep.Writes)]
    public void A_row_the_writer_did_not_leave_fails_validation()
    {
        var workload = Small(readers: 1);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, ConcurrencyStep.Writes);
        run.Execute();
        // What a writer operation applied twice would leave: one row a version further on.
        run.Database.Connection.Execute("UPDATE W6Contacts SET version = version + 1 WHERE id = 1");

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [EngineFact(NeedsStep = ConcurrencyStep.Writes)]
    public void A_run_disposed_before_its_timed_step_stops_its_readers()
    {
        var workload = Small(readers: 4);
        var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, ConcurrencyStep.Writes);

        run.Dispose();

        Assert.DoesNotContain(workload.Summaries(), r => r.Operations > 0);
    }
}
