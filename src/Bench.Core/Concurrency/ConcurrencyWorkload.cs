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
/// aggregate, that some committed state held, never going back.
/// </summary>
[System.Diagnostics.CodeAnalysis.SuppressMessage("Design", "CA1001", Justification = "The run that Arrange returns owns and disposes what it started; the field only points at it.")]
public sealed class ConcurrencyWorkload : IWorkload<ConcurrencyStep>
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2026;

    private readonly List<(OperationRecorder Writer, List<OperationRecorder> Readers, OperationRecorder? Aggregate, double Seconds)> _runs = [];
    private ConcurrentRun? _current;
    private int? _applied;

    /// <summary>Creates W6.</summary>
    /// <param name="readerThreads">Point-reader threads (0, 1, 4, 16); with any, one aggregate reader runs too.</param>
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
    public ConcurrencyWorkload(int readerThreads, int writerOperations = DefaultWriterOperations, bool timesOperations = true, int rows = 25_000, int seed = DefaultSeed, int? commandTimeoutSeconds = null, TimeSpan? writerDeadline = null)
    {
        WriterDeadline = writerDeadline ?? TimeSpan.FromSeconds(10);
        CommandTimeoutSeconds = commandTimeoutSeconds;
        ArgumentOutOfRangeException.ThrowIfNegative(readerThreads);
        ReaderThreads = readerThreads;
        TimesOperations = timesOperations;
        Seed = seed;
        Plan = new ConcurrencyPlan(rows, writerOperations, seed);
    }

    /// <summary>Writer operations per run by default.</summary>
    public const int DefaultWriterOperations = 1_000;

    /// <summary>Point-reader threads.</summary>
    public int ReaderThreads { get; }

    /// <summary>How long one run's writer may take before it stops short of its operations (starved of its lock).</summary>
    public TimeSpan WriterDeadline { get; }

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
        return Arrange(step, new SqlConcurrencyStore(database, Plan, CommandTimeoutSeconds));
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

        _current = new ConcurrentRun(this, store);
        SettingsReadBack = _current.Settings;
        return _current;
    }

    /// <inheritdoc />
    /// <remarks>
    /// A writer stopped by its deadline applied a prefix of its operations: the last run's count is
    /// expected then, and <see cref="VerifyState(IConcurrencyStore, ConcurrencyStep)"/> checks the table
    /// row by row against that prefix.
    /// </remarks>
    public StepOutcome Expected(ConcurrencyStep step) => new(step == Writes ? _applied ?? RowsPerRun(step) : RowsPerRun(step), 0);

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
        if (completed == Writes && _current is { } run)
        {
            _current = null;
            run.Finish();
            _runs.Add((run.Writer, run.Readers, run.Aggregate, run.Seconds));
        }

        var (versions, keys) = Plan.After(completed == Writes ? _applied ?? 0 : 0);
        VerifyTable(store.ReadTable(), versions, completed == CreateTable ? 0 : keys);
    }

    /// <summary>
    /// The figures per role over the validated runs: the first run is left out when there were
    /// more (it is the warm-up under the study's protocol, and holds the first-call compiling).
    /// </summary>
    public IReadOnlyList<RoleLatency> Summaries()
    {
        var runs = _runs.Count > 1 ? _runs.Skip(1).ToArray() : [.. _runs];
        var writer = new RoleTotals("writer", TimesOperations);
        var readers = new RoleTotals("readers", TimesOperations);
        var aggregate = new RoleTotals("aggregate", TimesOperations);
        foreach (var run in runs)
        {
            writer.Add([run.Writer], run.Seconds);
            if (run.Readers.Count > 0)
            {
                readers.Add(run.Readers, run.Seconds);
                aggregate.Add([run.Aggregate!], run.Seconds);
            }
        }

        var writerSummary = writer.Summary() with { Planned = (long)Plan.Operations.Count * runs.Length };
        return ReaderThreads > 0 ? [writerSummary, readers.Summary(), aggregate.Summary()] : [writerSummary];
    }

    private StepOutcome RunWriter()
    {
        var run = _current ?? throw new InvalidOperationException("the readers were not arranged");
        var applied = run.RunWriter(WriterDeadline);
        _applied = applied;
        return new(applied, 0);
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
