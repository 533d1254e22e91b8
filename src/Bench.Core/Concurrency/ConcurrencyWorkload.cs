using EmbeddedDbBench.Core.Ledger;
using static EmbeddedDbBench.Core.Concurrency.ConcurrencyStep;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// W6: one writer beside readers. A W2-shaped table of 25,000 rows (plus a per-row version counter)
/// is loaded untimed; then one writer runs a fixed number of single-row autocommit UPDATEs and
/// INSERTs by key on the main connection while <see cref="ReaderThreads"/> threads, each on its
/// own connection (an engine without one: its own session, <see cref="IConcurrencyStore"/>), run
/// point SELECTs by key and one more runs an aggregate over the table. Every
/// operation is timed into a histogram per thread; lock errors are counted by kind and the
/// operation run again. The timed region is the writer's operations. Validation: the final table
/// is the plan's (every writer operation applied once), and every read returned a row, or an
/// aggregate, that some committed state held, never going back. A writer its deadline stops
/// short of its script is a starved run (<see cref="WriterVerdict"/>), validated against the prefix
/// the table holds and reported as such.
/// </summary>
[System.Diagnostics.CodeAnalysis.SuppressMessage("Design", "CA1001", Justification = "The run that Arrange returns owns and disposes what it started; the field only points at it.")]
public sealed class ConcurrencyWorkload : IWorkload<ConcurrencyStep>
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2026;

    private readonly List<(OperationRecorder Writer, List<OperationRecorder> Readers, OperationRecorder? Aggregate, double Seconds, bool Starved)> _runs = [];
    private ConcurrentRun? _current;
    private long? _reported;

    /// <summary>Creates W6.</summary>
    /// <param name="readerThreads">Point-reader threads (0, 1, 4, 16); with any, one aggregate reader runs too unless <paramref name="aggregateReader"/> is false.</param>
    /// <param name="writerOperations">Writer operations per run, every fifth an INSERT.</param>
    /// <param name="timesOperations">False runs the same operations without timing each (the recording's own cost).</param>
    /// <param name="rows">Rows loaded before the timed step (25,000).</param>
    /// <param name="seed">Seed of the data and of the keys.</param>
    /// <param name="commandTimeoutSeconds">
    /// Every command's timeout; null keeps the provider's (the benchmark's choice: as shipped). Tests
    /// shorten it so that a lock held longer surfaces as an error instead of a wait.
    /// </param>
    /// <param name="writerDeadline">
    /// How long a run's writer may take (10 s by default): past it the writer stops, and the run
    /// reports how many operations it applied; the table is then checked against that prefix.
    /// </param>
    /// <param name="lockWait">
    /// How long every connection of the run waits for another's lock, set through the engine's
    /// <see cref="Engine.LockWait"/> (SQLite's busy timeout); null leaves the engine as shipped.
    /// </param>
    /// <param name="aggregateReader">
    /// Whether the aggregate reader runs beside the point readers (when there are any); false leaves
    /// point readers alone, whose locks are each held for one row's read.
    /// </param>
    /// <param name="readsPerSecond">
    /// Each point reader's rate on a schedule, each read timed from its intended start (an open loop);
    /// 0 reads back to back, each read timed from its actual start (a closed loop).
    /// </param>
    /// <param name="writesPerSecond">The writer's rate on a schedule (an open loop), or 0 for back to back (a closed loop).</param>
    /// <param name="readerProcesses">
    /// Runs the point readers as processes of their own, started through this launcher (null: threads);
    /// the engine must let a second process open the database (<see cref="Engine.ReaderProcessesNotApplicable"/>).
    /// </param>
    public ConcurrencyWorkload(int readerThreads, int writerOperations = DefaultWriterOperations, bool timesOperations = true, int rows = 25_000, int seed = DefaultSeed, int? commandTimeoutSeconds = null, TimeSpan? writerDeadline = null, TimeSpan? lockWait = null, bool aggregateReader = true,
        int readsPerSecond = 0, int writesPerSecond = 0, WorkerProcessLauncher? readerProcesses = null)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(readsPerSecond);
        ArgumentOutOfRangeException.ThrowIfNegative(writesPerSecond);
        ReadsPerSecond = readsPerSecond;
        WritesPerSecond = writesPerSecond;
        ReaderProcesses = readerProcesses;
        WriterDeadline = writerDeadline ?? DefaultWriterDeadline;
        LockWait = lockWait;
        AggregateReader = aggregateReader;
        CommandTimeoutSeconds = commandTimeoutSeconds;
        ArgumentOutOfRangeException.ThrowIfNegative(readerThreads);
        ReaderThreads = readerThreads;
        TimesOperations = timesOperations;
        Seed = seed;
        Plan = new ConcurrencyPlan(rows, writerOperations, seed);
    }

    /// <summary>Writer operations per run by default.</summary>
    public const int DefaultWriterOperations = 1_000;

    /// <summary>The writer's deadline unless one is given: a run the readers starve stops there.</summary>
    public static readonly TimeSpan DefaultWriterDeadline = TimeSpan.FromSeconds(10);

    /// <summary>Point-reader threads.</summary>
    public int ReaderThreads { get; }

    /// <summary>How long one run's writer may take before it stops short of its operations (starved of its lock).</summary>
    public TimeSpan WriterDeadline { get; }

    /// <summary>Whether the aggregate reader runs beside the point readers (when there are any).</summary>
    public bool AggregateReader { get; }

    /// <summary>Each point reader's scheduled rate (an open loop), or 0 for back-to-back reads (a closed loop).</summary>
    public int ReadsPerSecond { get; }

    /// <summary>The writer's scheduled rate (an open loop), or 0 for back-to-back operations (a closed loop).</summary>
    public int WritesPerSecond { get; }

    /// <summary>What starts the point readers as processes of their own, or null when they are threads.</summary>
    public WorkerProcessLauncher? ReaderProcesses { get; }

    /// <summary>The lock wait W6 sets on every connection of a run (SQLite's busy timeout), or null for the engine as shipped.</summary>
    public TimeSpan? LockWait { get; }

    /// <summary>How the last validated run's writer ended, or null before one.</summary>
    public WriterVerdict? LastVerdict { get; private set; }

    /// <summary>The command timeout W6 sets, or null for the provider's own.</summary>
    public int? CommandTimeoutSeconds { get; }

    /// <summary>Whether every operation is timed into a histogram.</summary>
    public bool TimesOperations { get; }

    /// <summary>Seed of the data and of the readers' keys.</summary>
    public int Seed { get; }

    /// <summary>The data and the writer's operations.</summary>
    public ConcurrencyPlan Plan { get; }

    /// <summary>The concurrency settings read back on a reader's connection in the last run, or null before one.</summary>
    public string? SettingsReadBack { get; private set; }

    /// <inheritdoc />
    public StepOutcome Run(ConcurrencyStep step, StepContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        return step switch
        {
            CreateTable => CreateTableOnly(context),
            Load => new(context.BulkInsert(ConcurrencySql.Rows, Plan.LoadedRows), 0),
            Writes => RunWriter(),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    /// <inheritdoc />
    public IDisposable? Arrange(ConcurrencyStep step, BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        CheckSupported(database.Engine);
        var store = new SqlConcurrencyStore(database, Plan, CommandTimeoutSeconds, LockWait is { } wait ? (database.Engine.LockWait, wait) : null);
        if (step != Writes || ReaderProcesses is not { } launcher)
        {
            return Arrange(step, store);
        }

        var address = ProcessAddress(database);
        _current = new ConcurrentRun(this, store, (launcher, reader => ReaderProcessChild.Arguments(this, database, address, reader)));
        SettingsReadBack = _current.Settings;
        return _current;
    }

    // Where a second process opens the run's database, or why it can't (the engine's reason, or an in-memory database).
    private static string ProcessAddress(BenchDatabase database) =>
        database.ProcessAddress ?? throw new NotSupportedException($"W6's reader processes need a database another process can open; {database.Engine.Name}'s {database.Variant} database lives in this process only");

    /// <summary>
    /// Throws <see cref="NotSupportedException"/>, with the engine's reason, when this workload sets a
    /// lock wait or runs reader processes <paramref name="engine"/> declares n/a; an engine with its own API
    /// calls it before arranging a run.
    /// </summary>
    public void CheckSupported(Engine engine)
    {
        ArgumentNullException.ThrowIfNull(engine);
        if (LockWait is not null && engine.LockWait.NotApplicableReason is { } reason)
        {
            throw new NotSupportedException($"W6's lock wait is n/a on {engine.Name}: {reason}");
        }

        if (ReaderProcesses is not null && engine.ReaderProcessesNotApplicable is { } processes)
        {
            throw new NotSupportedException($"W6's reader processes are n/a on {engine.Name}: {processes}");
        }
    }

    /// <summary>
    /// Starts the readers of <paramref name="step"/>'s run (Writes) through <paramref name="store"/>, the
    /// form an engine with its own API calls from its implementation of the workload; null for other steps.
    /// </summary>
    public IDisposable? Arrange(ConcurrencyStep step, IConcurrencyStore store)
    {
        ArgumentNullException.ThrowIfNull(store);
        if (step != Writes)
        {
            return null;
        }

        if (ReaderProcesses is not null)
        {
            throw new NotSupportedException("W6's reader processes open the database's file; this engine's store has none to hand them");
        }

        _current = new ConcurrentRun(this, store);
        SettingsReadBack = _current.Settings;
        return _current;
    }

    /// <inheritdoc />
    /// <remarks>For the timed step, every operation of the writer's script: what the run plans, never what it applied.</remarks>
    public StepOutcome Expected(ConcurrencyStep step) => new(RowsPerRun(step), 0);

    /// <inheritdoc />
    /// <remarks>
    /// A writer may report fewer operations than its script only when the run's clock passed its
    /// deadline; <see cref="VerifyState(IConcurrencyStore, ConcurrencyStep)"/> then judges the report
    /// against the prefix the table holds (<see cref="WriterCheck"/>) and calls the run starved.
    /// </remarks>
    public void VerifyOutcome(ConcurrencyStep step, StepOutcome outcome)
    {
        var expected = Expected(step);
        if (step == Writes)
        {
            _reported = outcome.Rows;
        }

        if (step != Writes || outcome.Checksum != expected.Checksum || _current is not { ReachedDeadline: true })
        {
            outcome.Verify(expected, step.ToString());
        }
    }

    /// <inheritdoc />
    public IEnumerable<ConcurrencyStep> Preparation(ConcurrencyStep step) => step switch
    {
        CreateTable => [],
        Load => [CreateTable],
        _ => [CreateTable, Load],
    };

    /// <inheritdoc />
    public string? SharedState(ConcurrencyStep step) => step == Writes ? $"w6-{Plan.Rows}-{Seed}" : null;

    /// <inheritdoc />
    public long RowsPerRun(ConcurrencyStep step) => step switch
    {
        CreateTable => 0,
        Load => Plan.Rows,
        _ => Plan.Operations.Count,
    };

    /// <inheritdoc />
    public long AutocommitWrites(ConcurrencyStep step) => step == Writes ? Plan.Operations.Count : 0;

    /// <summary>
    /// After the timed step: stops the readers (failing when one read a row no committed state
    /// held), keeps the run's recorders, then checks the table row by row against the plan.
    /// </summary>
    public void VerifyState(BenchDatabase database, ConcurrencyStep completed)
    {
        ArgumentNullException.ThrowIfNull(database);
        VerifyState(new SqlConcurrencyStore(database, Plan, CommandTimeoutSeconds), completed);
    }

    /// <summary>
    /// <see cref="VerifyState(BenchDatabase, ConcurrencyStep)"/> reading the table through
    /// <paramref name="store"/>: the form an engine with its own API calls from its implementation.
    /// </summary>
    public void VerifyState(IConcurrencyStore store, ConcurrencyStep completed)
    {
        ArgumentNullException.ThrowIfNull(store);
        var table = store.ReadTable().ToList();
        if (completed != Writes)
        {
            var (versions, keys) = Plan.After(0);
            VerifyTable(table, versions, completed == CreateTable ? 0 : keys);
            return;
        }

        var run = _current ?? throw new InvalidOperationException("no W6 run to verify: the readers were not arranged, or the run was verified already");
        _current = null;
        run.Finish();
        var reported = _reported ?? throw new InvalidOperationException("the writer's outcome was not verified (VerifyOutcome) before the table");
        _reported = null;
        // The prefix the table holds, read from the table: its row count and version sum.
        var state = Plan.StateAfter(table.Count, table.Sum(r => r.Version));
        var verdict = WriterCheck.Judge(Plan.Operations.Count, reported, state, run.ReachedDeadline);
        var (applied, appliedKeys) = Plan.After(state);
        VerifyTable(table, applied, appliedKeys);
        LastVerdict = verdict;
        _runs.Add((run.Writer, run.Readers, run.Aggregate, run.Seconds, verdict == WriterVerdict.Starved));
    }

    /// <summary>
    /// The figures per role over the measured runs among the validated ones (<paramref name="window"/>:
    /// the warm-up runs and the memory diagnoser's extra run left out; without one, the first run
    /// when there were more, the warm-up under the study's protocol).
    /// </summary>
    public IReadOnlyList<RoleLatency> Summaries(RunWindow? window = null)
    {
        var runs = RunWindow.Measured(_runs, window);
        var writer = new RoleTotals(Roles.Writer, TimesOperations);
        var readers = new RoleTotals(Roles.Readers, TimesOperations);
        var aggregate = new RoleTotals(Roles.Aggregate, TimesOperations);
        foreach (var run in runs)
        {
            writer.Add([run.Writer], run.Seconds, run.Starved);
            if (run.Readers.Count > 0)
            {
                readers.Add(run.Readers, run.Seconds);
            }

            if (run.Aggregate is { } aggregateRecorder)
            {
                aggregate.Add([aggregateRecorder], run.Seconds);
            }
        }

        var writerSummary = writer.Summary() with { Planned = (long)Plan.Operations.Count * runs.Count };
        return ReaderThreads == 0 ? [writerSummary]
            : AggregateReader ? [writerSummary, readers.Summary(), aggregate.Summary()]
            : [writerSummary, readers.Summary()];
    }

    private StepOutcome RunWriter()
    {
        var run = _current ?? throw new InvalidOperationException("the readers were not arranged");
        return new(run.RunWriter(WriterDeadline), 0);
    }

    private static StepOutcome CreateTableOnly(StepContext context)
    {
        context.ExecuteDefinition(ConcurrencySql.CreateTable(context.Dialect));
        return new(0, 0);
    }

    private void VerifyTable(IEnumerable<ConcurrencyRow> table, long[] versions, int keys)
    {
        var seen = new bool[versions.Length];
        var rows = 0;
        foreach (var (key, version, stamp, zip) in table)
        {
            var expectedZip = version == 0 ? Plan.Data.Rows[(key - 1) % Plan.Rows].Zip : ConcurrencyPlan.ZipOf(version);
            if (key < 1 || key > keys || seen[key] || version != versions[key] || stamp != ConcurrencyPlan.Stamp(key, version) || zip != expectedZip)
            {
                throw new WorkloadValidationException(
                    $"{ConcurrencySql.Table}: key {key} holds version {version}, stamp {stamp}, zip {zip}; expected version {(key >= 1 && key <= keys ? versions[key] : -1)} once.");
            }

            seen[key] = true;
            rows++;
        }

        if (rows != keys)
        {
            throw new WorkloadValidationException($"{ConcurrencySql.Table} holds {rows} rows, expected {keys}.");
        }
    }
}
