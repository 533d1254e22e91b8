namespace EmbeddedDbBench.Core;

/// <summary>
/// One measured run of one workload step: a fresh database brought to the step's starting
/// state (untimed), the step itself (the only timed call), then validation (untimed).
/// Benchmarks and tests drive workloads through this type alone.
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
public sealed class StepRun<TStep> : IDisposable where TStep : struct, Enum
{
    private readonly IWorkload<TStep> _workload;
    private readonly StepContext _context;
    private readonly Func<StepContext, StepOutcome> _timedStep;
    private StepOutcome? _outcome;
    private IDisposable? _arranged;
    private readonly bool _runsHarnessStatements;

    internal StepRun(BenchDatabase database, IWorkload<TStep> workload, TStep step, bool runsHarnessStatements)
    {
        _runsHarnessStatements = runsHarnessStatements;
        Database = database;
        Step = step;
        _workload = workload;
        _context = StepContext.ForVariant(database);
        _timedStep = context => workload.Run(step, context);
        _arranged = workload.Arrange(step, database);
    }

    /// <summary>The fresh database this run uses.</summary>
    public BenchDatabase Database { get; }

    /// <summary>The bulk path the timed step used, or null when it used none.</summary>
    public string? BulkMethodUsed => _context.BulkMethodUsed;

    /// <summary>Each statement's latency in the last run, when <see cref="RecordStatements"/> asked for it; else null.</summary>
    public Concurrency.OperationRecorder? StatementLatencies => _context.StatementLatencies;

    /// <summary>
    /// Times every statement the step executes into a histogram allocated here, before the timed
    /// call (<see cref="StatementLatencies"/>). Does nothing where the engine runs the step through
    /// its own API (<see cref="Engine.Implement{TStep}"/>: LiteDB, the SQLite layers): its statements
    /// never pass through the harness's commands, so none is recorded rather than a count of zero.
    /// </summary>
    public void RecordStatements()
    {
        if (_runsHarnessStatements)
        {
            _context.StatementLatencies = new Concurrency.OperationRecorder(timesOperations: true);
        }
    }

    /// <summary>The step that is timed.</summary>
    public TStep Step { get; }

    /// <summary>Runs the step under the variant. This is the call a benchmark times.</summary>
    public StepOutcome Execute()
    {
        var outcome = _context.Run(_timedStep);
        _outcome = outcome;
        return outcome;
    }

    /// <summary>Checks the step's outcome and the database state; throws <see cref="WorkloadValidationException"/>.</summary>
    public void Validate()
    {
        var outcome = _outcome ?? throw new InvalidOperationException($"{Step} was not executed.");
        _workload.VerifyOutcome(Step, outcome);
        _workload.VerifyState(Database, Step);
    }

    /// <summary>
    /// Reverts the validated step (<see cref="IWorkload{TStep}.TryUndo"/>, which verifies the
    /// database is back in the state the step starts from), so the next run can use it. False when
    /// the workload can't revert the step; the caller then needs a fresh database.
    /// </summary>
    public bool TryUndo()
    {
        if (_outcome is null || !_workload.TryUndo(Step, StepContext.ForSetup(Database)))
        {
            return false;
        }

        _outcome = null;
        return true;
    }

    /// <summary>Stops what <see cref="IWorkload{TStep}.Arrange"/> started, then deletes the database.</summary>
    public void Dispose()
    {
        try
        {
            _arranged?.Dispose();
            _arranged = null;
        }
        finally
        {
            Database.Dispose();
        }
    }
}

/// <summary>Creates <see cref="StepRun{TStep}"/>s.</summary>
public static class StepRun
{
    /// <summary>
    /// Creates a fresh database for <paramref name="variant"/> and runs, validated, every step
    /// that precedes <paramref name="step"/>, through the engine's implementation of the workload
    /// (<see cref="Engine.Implement{TStep}"/>) — or, with <paramref name="states"/>, loads and
    /// verifies a shared copy of that starting state when one exists, and saves one when it does
    /// not. Throws <see cref="NotSupportedException"/> for a step the engine marks n/a
    /// (<see cref="Engine.StepNotApplicable"/>).
    /// </summary>
    public static StepRun<TStep> Prepare<TStep>(Engine engine, Variant variant, IWorkload<TStep> workload, TStep step, PreparedStates? states = null)
        where TStep : struct, Enum
    {
        ArgumentNullException.ThrowIfNull(engine);
        if (engine.StepNotApplicable(step, variant) is { } reason)
        {
            throw new NotSupportedException($"{step} is n/a on {engine.Name} under {variant}: {reason}");
        }

        var implementation = engine.Implement(workload);
        var runsHarnessStatements = ReferenceEquals(implementation, workload);
        workload = implementation;
        var database = engine.CreateDatabase(variant);
        try
        {
            if (states?.TryRestore(database, workload, step) != true)
            {
                var setup = StepContext.ForSetup(database);
                foreach (var earlier in workload.Preparation(step))
                {
                    setup.Run(context => workload.Run(earlier, context)).Verify(workload.Expected(earlier), $"preparing {earlier}");
                    workload.VerifyState(database, earlier);
                }

                states?.Save(database, workload, step);
            }

            return new StepRun<TStep>(database, workload, step, runsHarnessStatements);
        }
        catch
        {
            database.Dispose();
            throw;
        }
    }
}
