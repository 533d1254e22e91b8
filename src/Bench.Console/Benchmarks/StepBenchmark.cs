using System.Reflection;
using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// The harness every workload benchmark shares. Each benchmark method is one workload step and
/// has the step's name; its iteration setup creates a fresh database and brings it to the
/// step's starting state, the method times the step alone, and iteration cleanup validates the
/// outcome and deletes the database. A step that leaves the data as it found it (a query, see
/// <see cref="IWorkload{TStep}.PreservesState"/>) keeps its prepared database for every run.
/// What the process learns beside the timings (settings read back, storage size, rows per run,
/// validation) goes to the <see cref="CaseLedger"/>.
/// </summary>
public abstract class StepBenchmark<TEngine, TStep> : IPlannedBenchmark
    where TEngine : Engine, new()
    where TStep : struct, Enum
{
    // Set by the suite for its benchmark processes: the starting states they share (W3's import).
    private static readonly PreparedStates? _preparedStates = PreparedStates.FromEnvironment();

    /// <summary>
    /// Which of this process's validated runs BenchmarkDotNet measured (set by the suite for each case;
    /// null for a job shaped on the command line): figures gathered per run merge those alone, leaving
    /// out the warm-up and, under <c>--memory</c>, the memory diagnoser's extra run.
    /// </summary>
    protected static RunWindow? MeasuredWindow { get; } = RunWindow.FromEnvironment();

    // Set by the suite where the case runs at the runtime's default JIT: the untimed warm-up before the first timed run.
    private static readonly SteadyJitWarmup? _jitWarmupAsked = SteadyJitWarmup.FromEnvironment();

    private readonly TEngine _engine = new();
    private IWorkload<TStep>? _workload;
    private StepRun<TStep>? _run;
    private CaseRecord? _record;
    private readonly List<OperationRecorder> _statementRuns = [];

    // The JIT's compiled-method count when each run's timed call began and when it ended (read in
    // setup and cleanup, outside the timed region): tells whether tier-up went on while measured.
    private readonly List<(long Start, long End)> _compiledCounts = [];
    private long _compiledAtStart;
    private JitWarmup? _jitWarmup;
    private IWorkload<TStep>? _jitWarmupWorkload;

    // What each run's timed call allocated on every thread, and the process's total when the call began: the
    // Allocated figure, measured on every run instead of in the memory diagnoser's extra run (see Allocations).
    private readonly List<long> _allocatedPerRun = [];
    private long _allocatedAtStart;

    [ParamsSource(nameof(Variants))]
    public Variant Variant { get; set; }

    /// <summary>The variants the engine runs; the ones it can't are listed with reasons in the suite report.</summary>
    public IEnumerable<Variant> Variants => CandidateVariants().Where(RunsUnder);

    Engine IPlannedBenchmark.Engine => RunEngine;

    /// <summary>
    /// The engine each run's database comes from: the class's engine, unless a workload pairs it
    /// with another (W2's sync: an embedded source chosen by a parameter, and this server as target).
    /// </summary>
    protected virtual Engine RunEngine => _engine;

    [GlobalSetup]
    public void CreateWorkload() => _workload = CreateWorkload(_engine);

    long IPlannedBenchmark.AutocommitWrites(string step) =>
        (_workload ??= CreateWorkload(_engine)).AutocommitWrites(Enum.Parse<TStep>(step));

    string? IPlannedBenchmark.StepNotApplicable(string step) =>
        Enum.TryParse<TStep>(step, out var parsed) ? RunEngine.StepNotApplicable(parsed, Variant) : null;

    bool IPlannedBenchmark.RunsUnder(Variant variant) => RunsUnder(variant);

    // A method that is not a step (the plain provider loops of Reference/) runs under its class's variants.
    bool IPlannedBenchmark.RunsUnder(string step, Variant variant) => !Enum.TryParse<TStep>(step, out var parsed) || RunsUnder(parsed, variant);

    bool IPlannedBenchmark.RunsWith(string step) =>
        RunsWith() && (!Enum.TryParse<TStep>(step, out var parsed) || RunsWith(parsed));

    IEnumerable<NotApplicableParameter> IPlannedBenchmark.NotApplicableParameters() => NotApplicableParameters();

    ForeseenRun? IPlannedBenchmark.ForeseenRun(string step) => Enum.TryParse<TStep>(step, out var parsed) ? ForeseenRun(parsed) : null;

    bool IPlannedBenchmark.SpendsRunInEngine(string step) => Enum.TryParse<TStep>(step, out var parsed) && SpendsRunInEngine(parsed);

    [IterationCleanup]
    public void ValidateAndDelete()
    {
        // Both read before anything here allocates or compiles.
        var allocated = GC.GetTotalAllocatedBytes(precise: true) - _allocatedAtStart;
        var compiled = System.Runtime.JitInfo.GetCompiledMethodCount();
        _allocatedPerRun.Add(allocated);
        _compiledCounts.Add((_compiledAtStart, compiled));
        var run = _run ?? throw new InvalidOperationException("no step was prepared");
        var keep = false;
        try
        {
            run.Validate();
            if (run.StatementLatencies is { } statements)
            {
                _statementRuns.Add(statements);
            }
            // Settings and storage are read once, after the first validated run; later runs only count.
            _record = _record is null
                ? Record(run.Step, run, validatedRuns: 1, error: null)
                : _record with { ValidatedRuns = _record.ValidatedRuns + 1 };
            keep = KeptForNextRun(run);
        }
        catch (Exception e)
        {
            Fail(run.Step, run, e);
            throw;
        }
        finally
        {
            if (!keep)
            {
                run.Dispose();
                _run = null;
            }
        }
    }

    [GlobalCleanup]
    public void WriteRecord()
    {
        _run?.Dispose();
        _run = null;
        if (_record is not null)
        {
            using var process = System.Diagnostics.Process.GetCurrentProcess();
            var record = AfterTimedRuns(_statementRuns.Count == 0 ? _record : _record with { Latencies = [StatementSummary()] });
            var recorded = record.Latencies?.Any(r => r.Recorded) == true;
            CaseLedger.FromEnvironment()?.Append(record with
            {
                MethodsCompiledWhileMeasured = CompiledWhileMeasured(),
                AllocatedBytesPerRun = AllocatedPerMeasuredRun(),
                PeakWorkingSetBytes = process.PeakWorkingSet64,
                RecordingNanoseconds = recorded ? RecordingCost.MeasureNanoseconds() : null,
            });
        }

        BenchmarkProcess.EndCase();
    }

    private long? CompiledWhileMeasured()
    {
        var measured = RunWindow.Measured(_compiledCounts, MeasuredWindow);
        return measured.Count == 0 ? null : measured.Sum(run => run.End - run.Start);
    }

    // The median: a finalizer that ran in BenchmarkDotNet's collection before one call does not move it.
    private long? AllocatedPerMeasuredRun()
    {
        var measured = RunWindow.Measured(_allocatedPerRun, MeasuredWindow);
        return measured.Count == 0 ? null : (long)Median.Of([.. measured.Select(bytes => (double)bytes)]);
    }

    // The measured runs' statements: neither the warm-up nor, under --memory, the memory diagnoser's extra run.
    private RoleLatency StatementSummary() => RoleTotals.Statements(RunWindow.Measured(_statementRuns, MeasuredWindow));

    /// <summary>
    /// Whether each statement <paramref name="step"/> executes is timed into a histogram (W1's and
    /// W2's one-statement-per-row writes: their p99 and max beside the mean).
    /// </summary>
    protected virtual bool RecordsStatements(TStep step) => false;

    /// <summary>What a workload adds to its record once every timed run is over (W1: the GUID cost its page needs).</summary>
    protected virtual CaseRecord AfterTimedRuns(CaseRecord record) => record;

    /// <summary>
    /// Narrows <see cref="Variants"/> for a workload (W5 leaves Transaction and Batch to its insert
    /// modes; W3 gives the naive import a class and protocol of its own). BenchmarkDotNet resolves a
    /// params source by name, so the property itself can't be overridden.
    /// </summary>
    protected virtual bool RunsUnder(Variant variant) => true;

    /// <summary>The variants <see cref="RunsUnder(Variant)"/> chooses from: the engine's, unless the variant applies to another engine of the run.</summary>
    protected virtual IEnumerable<Variant> CandidateVariants() => new TEngine().SupportedVariants();

    /// <summary>
    /// Narrows a single step's variants where it would repeat Default's figure (a lone query under
    /// Transaction, SyncOff or Batch): decided by the workload, without building its data.
    /// </summary>
    protected virtual bool RunsUnder(TStep step, Variant variant) => true;

    /// <summary>
    /// Rules out a combination of the parameter values this instance holds (a variant one method can't
    /// afford); decided without building data, on an instance the planner set to the case's values.
    /// </summary>
    protected virtual bool RunsWith() => true;

    /// <summary>Parameter values the engine can't express, each with its reason: listed as n/a, never run (see <see cref="NotApplicableSteps"/>).</summary>
    protected virtual IEnumerable<NotApplicableParameter> NotApplicableParameters() => [];

    /// <summary>Rules out a combination of the parameter values this instance holds for one step; decided without building data.</summary>
    protected virtual bool RunsWith(TStep step) => true;

    /// <summary>A run's length the workload bounds on its own for the values this instance holds (see <see cref="IPlannedBenchmark.ForeseenRun"/>); decided without building data.</summary>
    protected virtual ForeseenRun? ForeseenRun(TStep step) => null;

    /// <summary>Whether one run of <paramref name="step"/> is a few statements with small results (see <see cref="IPlannedBenchmark.SpendsRunInEngine"/>); decided without building data.</summary>
    protected virtual bool SpendsRunInEngine(TStep step) => false;

    /// <summary>Builds the workload for the current parameter values.</summary>
    protected abstract IWorkload<TStep> CreateWorkload(TEngine engine);

    /// <summary>
    /// The workload the JIT warm-up at the runtime's default JIT runs (<see cref="SteadyJitWarmup"/>): null, the timed one,
    /// unless the workload takes a size, where a tenth of its rows (<see cref="SteadyJitWarmup.RowsDivisor"/>) runs the same
    /// code in a tenth of the time, so the warm-up reaches the rounds tier 1 needs inside its time budget.
    /// </summary>
    protected virtual IWorkload<TStep>? CreateWarmupWorkload(TEngine engine) => null;

    /// <summary>Called by each step's iteration setup: a fresh database in <paramref name="step"/>'s starting state.</summary>
    protected void Prepare(TStep step)
    {
        var workload = _workload ?? throw new InvalidOperationException("global setup did not run");
        if (_run is not null)
        {
            RecordStatementsOf(_run, step);
        }
        else
        {
            try
            {
                if (_jitWarmupAsked is { } asked && _jitWarmup is null)
                {
                    _jitWarmup = WarmUp(asked, workload, step);
                }

                _run ??= StepRun.Prepare(RunEngine, Variant, workload, step, _preparedStates);
                RecordStatementsOf(_run, step);
            }
            catch (Exception e)
            {
                Fail(step, run: null, e);
                throw;
            }
        }

        // Last, so that the counts up to the cleanup cover the timed call alone.
        _compiledAtStart = System.Runtime.JitInfo.GetCompiledMethodCount();
        _allocatedAtStart = GC.GetTotalAllocatedBytes(precise: true);
    }

    // The untimed warm-up at the runtime's default JIT. On the timed workload, the last database a warm-up run kept is the
    // first timed run's. On a smaller one, the timed runs' database is prepared first: what building it allocates and
    // compiles (after a gen-2 collection, the runtime's own housekeeping) then happens before the warm-up, not in the timed runs.
    private JitWarmup WarmUp(SteadyJitWarmup asked, IWorkload<TStep> workload, TStep step)
    {
        if (CreateWarmupWorkload(_engine) is not { } smaller)
        {
            return asked.Run(_ => _run = WarmUpRun(workload, step, Take(ref _run)));
        }

        _jitWarmupWorkload = smaller;
        _run = StepRun.Prepare(RunEngine, Variant, workload, step, _preparedStates);
        StepRun<TStep>? kept = null;
        try
        {
            return asked.Run(_ => kept = WarmUpRun(smaller, step, Take(ref kept)));
        }
        finally
        {
            kept?.Dispose();
        }
    }

    // One untimed run of the warm-up, validated as a timed one is, the statement timing included, or the JIT would meet that
    // code first while timed. Returns its database where the next run may start from it (as between timed runs), else null.
    private StepRun<TStep>? WarmUpRun(IWorkload<TStep> workload, TStep step, StepRun<TStep>? kept)
    {
        var run = kept ?? StepRun.Prepare(RunEngine, Variant, workload, step, _preparedStates);
        try
        {
            RecordStatementsOf(run, step);
            run.Execute();
            run.Validate();
            if (KeptForNextRun(run))
            {
                return run;
            }
        }
        catch
        {
            // The caller records the failure: a warm-up run that fails is the case's error, as a timed one's is.
            run.Dispose();
            throw;
        }

        run.Dispose();
        return null;
    }

    // A run's database handed over once: the slot holds none while a warm-up run uses it, so a failed run leaves none disposed behind.
    private static StepRun<TStep>? Take(ref StepRun<TStep>? slot)
    {
        var run = slot;
        slot = null;
        return run;
    }

    // A query leaves the database as it was; a step of a few rows may be reverted instead of rebuilt.
    private bool KeptForNextRun(StepRun<TStep> run) => _workload!.PreservesState(run.Step) || run.TryUndo();

    private void RecordStatementsOf(StepRun<TStep> run, TStep step)
    {
        if (RecordsStatements(step))
        {
            run.RecordStatements();
        }
    }

    /// <summary>The timed call: runs the prepared step and returns its outcome (so it can't be optimized away).</summary>
    protected StepOutcome Measure()
    {
        // The try costs nothing until something throws, and there is one call per run.
        try
        {
            return _run!.Execute();
        }
        catch (Exception e)
        {
            Fail(_run!.Step, _run, e);
            throw;
        }
    }

    private void Fail(TStep step, StepRun<TStep>? run, Exception error)
    {
        // A server that died under the step explains the provider's error (a closed stream).
        var cause = string.Concat(ServerEndpoint.LostServers().Where(lost => !error.Message.Contains(lost, StringComparison.Ordinal)).Select(lost => lost + "; "));
        var record = Record(step, run, _record?.ValidatedRuns ?? 0, $"{cause}{error.GetType().Name}: {error.Message}");
        CaseLedger.FromEnvironment()?.Append(record);
        System.Console.Error.WriteLine($"// {record.Key}: {record.Error}");
    }

    // A failed case reads nothing back: the database may be what failed (a server gone).
    private CaseRecord Record(TStep step, StepRun<TStep>? run, int validatedRuns, string? error) => new()
    {
        Key = CaseKey.Create(ReportedType(), step.ToString(), ParameterValues()),
        Engine = RunEngine.Name,
        Provider = RunEngine.Provider,
        ServerVersion = run?.Database.ServerVersion,
        Variant = Variant,
        Settings = error is null ? run?.Database.ReadSettings().ToString() : null,
        RowsPerRun = _workload?.RowsPerRun(step) ?? 0,
        AutocommitWrites = _workload?.AutocommitWrites(step) ?? 0,
        ValidatedRuns = validatedRuns,
        BulkMethod = run?.BulkMethodUsed,
        Storage = error is null ? run?.Database.StorageSize() : null,
        TieredCompilation = JitSetting.Current(),
        JitWarmupRuns = _jitWarmup?.Rounds,
        JitWarmupStillCompiling = _jitWarmup?.StillCompiling,
        JitWarmup = _jitWarmup?.ToString(),
        JitWarmupSeconds = _jitWarmup?.Elapsed.TotalSeconds,
        JitWarmupRowsPerRun = _jitWarmupWorkload?.RowsPerRun(step) is { } rows && rows != _workload?.RowsPerRun(step) ? rows : null,
        ServerFolder = ServerEndpoint.ThrowawayFolders() is { Count: > 0 } folders ? string.Join(", ", folders) : null,
        Error = error,
    };

    // BenchmarkDotNet runs a generated subclass; the report names the class it derives from.
    private Type ReportedType()
    {
        var type = GetType();
        while (type.Assembly != typeof(StepBenchmark<,>).Assembly && type.BaseType is { } parent)
        {
            type = parent;
        }

        return type;
    }

    // Reflection, but only in setup and cleanup: it pairs this process's record with the
    // case BenchmarkDotNet reports, whatever parameters a workload declares.
    private IEnumerable<KeyValuePair<string, object?>> ParameterValues() =>
        GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.GetCustomAttributes().Any(a => a is ParamsAttribute or ParamsSourceAttribute or ParamsAllValuesAttribute))
            .Select(p => new KeyValuePair<string, object?>(p.Name, p.GetValue(this)));
}
