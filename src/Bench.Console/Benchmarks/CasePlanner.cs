using System.Reflection;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// The one place that works out what a benchmark case is and how the run treats it (<see cref="PlannedCase"/>),
/// once per case and run: each case's own benchmark instance, set to its parameter values, answers
/// for its engine, its n/a reasons and its redundancy; the run's job and filter decide the layers', W7's
/// and W8's selection; its protocol is planned on first use, from the commit costs measured on this machine.
/// </summary>
public sealed class CasePlanner
{
    // The study protocol of a benchmark class without [MeasuredRuns].
    private static readonly MeasuredRunsAttribute _fallback = new(warmupRuns: 1, measuredRuns: 5);

    private readonly Dictionary<string, PlannedCase> _cases = new(StringComparer.Ordinal);
    private readonly Dictionary<string, IReadOnlyDictionary<string, long>> _autocommitWrites = new(StringComparer.Ordinal);
    private readonly ProtocolPlanner? _protocols;
    private readonly Lazy<string?> _nativeFloorMissing = new(NativeFloor.MissingPrerequisite);
    private readonly Lock _lock = new();

    /// <summary>
    /// A planner for a run of <paramref name="job"/> selected by <paramref name="patterns"/> (the
    /// <c>--filter</c> words), planning protocols from <paramref name="commitCosts"/>; without them
    /// (<c>--list</c>, the reports' n/a list) the cases have no protocol.
    /// </summary>
    public CasePlanner(SuiteJob job = SuiteJob.Planned, IReadOnlyList<string>? patterns = null, CommitCosts? commitCosts = null)
    {
        Job = job;
        RunsEveryLayerCase = LayerCases.RunsEvery(job == SuiteJob.Full, patterns ?? []);
        RunsEveryYcsbCase = YcsbCases.RunsEvery(job == SuiteJob.Full, patterns ?? []);
        RunsEveryWritersCase = WritersCases.RunsEvery(job == SuiteJob.Full, patterns ?? []);
        _protocols = commitCosts is null ? null : new ProtocolPlanner(commitCosts, job);
        Filter = new SimpleFilter(c => Plan(c).Runs);
    }

    /// <summary>The run's job.</summary>
    public SuiteJob Job { get; }

    /// <summary>True when the run holds every layer case its filter selects, not only the core set.</summary>
    public bool RunsEveryLayerCase { get; }

    /// <summary>True when the run holds every W7 case its filter selects, not only the core set.</summary>
    public bool RunsEveryYcsbCase { get; }

    /// <summary>True when the run holds every W8 case its filter selects, not only the core set.</summary>
    public bool RunsEveryWritersCase { get; }

    /// <summary>Why the layers' native floor can't be built here, or null when it can.</summary>
    public string? NativeFloorMissing => _nativeFloorMissing.Value;

    /// <summary>BenchmarkDotNet's filter that keeps the cases that run (<see cref="PlannedCase.Runs"/>).</summary>
    public IFilter Filter { get; }

    /// <summary>The plan of <paramref name="benchmarkCase"/>, worked out on the first call for its class, method and parameters.</summary>
    public PlannedCase Plan(BenchmarkCase benchmarkCase)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        var key = LedgerLookup.KeyOf(benchmarkCase);
        lock (_lock)
        {
            if (!_cases.TryGetValue(key, out var planned))
            {
                planned = Compute(benchmarkCase);
                _cases[key] = planned;
            }

            return planned;
        }
    }

    private PlannedCase Compute(BenchmarkCase benchmarkCase)
    {
        var type = benchmarkCase.Descriptor.Type;
        var step = benchmarkCase.Descriptor.WorkloadMethod.Name;
        var parameters = CaseParameters.Of(benchmarkCase);
        var variant = parameters.Variant;
        var benchmark = Instance(type, parameters);
        var isLayer = LayerCases.IsLayer(type);
        var isNativeFloor = LayerCases.IsNativeFloor(type);
        var isYcsb = YcsbCases.IsYcsb(type);
        var isWriters = WritersCases.IsWriters(type);
        var inCoreSet = (isLayer && LayerCases.InCore(type, step, parameters)) || (isYcsb && YcsbCases.InCore(type, parameters))
            || (isWriters && WritersCases.InCore(type, parameters));
        var foreseen = benchmark.ForeseenRun(step);
        var inEngine = benchmark.SpendsRunInEngine(step);
        return new PlannedCase(planned => _protocols?.Plan(Study(type), planned.Engine, planned.Variant, () => AutocommitWrites(planned), foreseen, inEngine))
        {
            Case = benchmarkCase,
            Workload = type.IsGenericType ? type.GetGenericTypeDefinition() : type,
            Engine = benchmark.Engine,
            Step = step,
            Parameters = parameters,
            Variant = variant,
            StepNotApplicable = benchmark.StepNotApplicable(step),
            ParameterNotApplicable = benchmark.NotApplicableParameters().FirstOrDefault(p => parameters.Holds(p.Name, p.Value)),
            Redundant = !benchmark.RunsUnder(step, variant) || !benchmark.RunsWith(step),
            IsLayer = isLayer,
            IsNativeFloor = isNativeFloor,
            OnLayersPage = LayerCases.OnPage(type, variant),
            IsYcsb = isYcsb,
            IsWriters = isWriters,
            InCoreSet = inCoreSet,
            Selected = (!isLayer || ((RunsEveryLayerCase || inCoreSet) && !(isNativeFloor && NativeFloorMissing is not null)))
                && (!isYcsb || RunsEveryYcsbCase || inCoreSet)
                && (!isWriters || RunsEveryWritersCase || inCoreSet),
        };
    }

    // A fresh instance per case: the constructor builds only the engine object, and the instance reads
    // its case's values as its own typed properties; the workload and its data come in global setup.
    private static IPlannedBenchmark Instance(Type type, CaseParameters parameters)
    {
        var benchmark = Activator.CreateInstance(type) as IPlannedBenchmark
            ?? throw new InvalidOperationException($"{type} is not a step benchmark: the suite plans only {nameof(StepBenchmark<,>)} classes.");
        parameters.ApplyTo(benchmark);
        return benchmark;
    }

    private static (int WarmupRuns, int MeasuredRuns) Study(Type type)
    {
        var study = type.GetCustomAttribute<MeasuredRunsAttribute>() ?? _fallback;
        return (study.WarmupRuns, study.MeasuredRuns);
    }

    // The workload (its generated data) does not depend on the variant: it is built once per class and
    // other parameters, every step's count read from it, and let go, so the run holds no workload's data.
    private long AutocommitWrites(PlannedCase planned)
    {
        var type = planned.Case.Descriptor.Type;
        var key = $"{type}({planned.Parameters.Others})";
        lock (_lock)
        {
            if (!_autocommitWrites.TryGetValue(key, out var writes))
            {
                var benchmark = Instance(type, planned.Parameters);
                writes = type.GetMethods(BindingFlags.Public | BindingFlags.Instance)
                    .Where(m => m.GetCustomAttribute<BenchmarkAttribute>() is not null)
                    .ToDictionary(m => m.Name, m => benchmark.AutocommitWrites(m.Name), StringComparer.Ordinal);
                // Whatever the instance owns goes with it (the native floor's program, had it been built).
                (benchmark as IDisposable)?.Dispose();
                _autocommitWrites[key] = writes;
            }

            return writes[planned.Step];
        }
    }
}
