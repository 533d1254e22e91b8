using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Parameters;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Results;

/// <summary>One parameter of a stored case, by its name and its value as text.</summary>
/// <param name="Name">The benchmark property's name (<c>N</c>, <c>Variant</c>).</param>
/// <param name="Value">Its value as the invariant culture writes it (<c>1000</c>, <c>Batch</c>).</param>
public sealed record StoredParameter(string Name, string Value);

/// <summary>
/// A <see cref="MeasuredCase"/> as a run keeps it in <c>results/measured-run.json</c>: the case named as a ledger names
/// it (workload, engine type, step, parameters as text, in the class's order), its statistics, protocol and record.
/// Read back, it is planned again by today's <see cref="CasePlanner"/>, so a finished run's pages can be rendered
/// again by newer code without measuring again.
/// </summary>
public sealed record StoredCase(string Workload, string EngineType, string Step, IReadOnlyList<StoredParameter> Parameters, CaseRecord? Record)
{
    private static readonly ImmutableConfig _config = ImmutableConfigBuilder.Create(ManualConfig.CreateEmpty());

    /// <summary>Mean of the measured runs, ns; null when the case failed.</summary>
    public double? MeanNanoseconds { get; init; }

    /// <summary>Median of the measured runs, ns.</summary>
    public double? MedianNanoseconds { get; init; }

    /// <summary>The fastest measured run, ns.</summary>
    public double? FastestNanoseconds { get; init; }

    /// <summary>The slowest measured run, ns.</summary>
    public double? SlowestNanoseconds { get; init; }

    /// <summary>Each measured run, ns, in the order they were measured.</summary>
    public IReadOnlyList<double> RunsNanoseconds { get; init; } = [];

    /// <summary>Lower bound of the mean's interval, ns; NaN for one run or none.</summary>
    public double LowerNanoseconds { get; init; } = double.NaN;

    /// <summary>Upper bound of the mean's interval, ns; NaN for one run or none.</summary>
    public double UpperNanoseconds { get; init; } = double.NaN;

    /// <summary>Bytes one measured run's timed call allocated, or null.</summary>
    public long? AllocatedBytesPerRun { get; init; }

    /// <summary>The protocol the case ran, or null where the command line shaped the job.</summary>
    public RunProtocol? Protocol { get; init; }

    /// <summary>Its Default's time over its own from interleaved rounds, or null.</summary>
    public PairedRatio? PairedOverDefault { get; init; }

    /// <summary><paramref name="measured"/> as a run keeps it.</summary>
    public static StoredCase From(MeasuredCase measured)
    {
        ArgumentNullException.ThrowIfNull(measured);
        return new StoredCase(
            measured.Workload,
            measured.EngineTypeName,
            measured.Step,
            [.. measured.Parameters.Items.Select(p => new StoredParameter(p.Key, Convert.ToString(p.Value, CultureInfo.InvariantCulture) ?? ""))],
            measured.Record)
        {
            MeanNanoseconds = measured.MeanNanoseconds,
            MedianNanoseconds = measured.MedianNanoseconds,
            FastestNanoseconds = measured.FastestNanoseconds,
            SlowestNanoseconds = measured.SlowestNanoseconds,
            RunsNanoseconds = measured.RunsNanoseconds,
            LowerNanoseconds = measured.LowerNanoseconds,
            UpperNanoseconds = measured.UpperNanoseconds,
            AllocatedBytesPerRun = measured.AllocatedBytesPerRun,
            Protocol = measured.Protocol,
            PairedOverDefault = measured.PairedOverDefault,
        };
    }

    /// <summary>The case planned again by <paramref name="planner"/>, with its stored figures.</summary>
    /// <exception cref="InvalidDataException">Today's code has no such workload, engine, step or parameter.</exception>
    public MeasuredCase ToMeasured(CasePlanner planner)
    {
        ArgumentNullException.ThrowIfNull(planner);
        var type = BenchmarkType(Workload, EngineType);
        return new MeasuredCase(Plan(planner, type, Step, [.. Parameters.Select(p => (p.Name, Typed(type, p.Name, p.Value)))]), Record)
        {
            MeanNanoseconds = MeanNanoseconds,
            MedianNanoseconds = MedianNanoseconds,
            FastestNanoseconds = FastestNanoseconds,
            SlowestNanoseconds = SlowestNanoseconds,
            MeasuredRuns = RunsNanoseconds.Count,
            RunsNanoseconds = RunsNanoseconds,
            LowerNanoseconds = LowerNanoseconds,
            UpperNanoseconds = UpperNanoseconds,
            AllocatedBytesPerRun = AllocatedBytesPerRun,
            Protocol = Protocol,
            PairedOverDefault = PairedOverDefault,
        };
    }

    /// <summary>
    /// The case of <paramref name="benchmarkType"/>'s <paramref name="step"/> with <paramref name="parameters"/> (typed, in
    /// the order given), planned by <paramref name="planner"/> as the suite plans a case BenchmarkDotNet built.
    /// </summary>
    public static PlannedCase Plan(CasePlanner planner, Type benchmarkType, string step, IReadOnlyList<(string Name, object Value)> parameters)
    {
        ArgumentNullException.ThrowIfNull(planner);
        ArgumentNullException.ThrowIfNull(benchmarkType);
        var method = benchmarkType.GetMethod(step) ?? throw new InvalidDataException($"{benchmarkType.Name} has no step {step}.");
        var instances = new ParameterInstances([.. parameters.Select(p => Instance(p.Name, p.Value))]);
        return planner.Plan(BenchmarkCase.Create(new Descriptor(benchmarkType, method), Job.Dry, instances, _config));
    }

    /// <summary>
    /// The benchmark class a ledger names: <paramref name="workload"/> (<c>Crud</c>) closed over the engine type named
    /// <paramref name="engineType"/>, or the class of its own when that is empty.
    /// </summary>
    public static Type BenchmarkType(string workload, string engineType)
    {
        var classes = typeof(CasePlanner).Assembly.GetTypes();
        if (engineType.Length == 0)
        {
            return classes.SingleOrDefault(t => t.Name == workload) ?? throw new InvalidDataException($"no benchmark class {workload}.");
        }

        var engine = EngineCatalog.All.Select(e => e.GetType()).FirstOrDefault(t => t.Name == engineType)
            ?? AppDomain.CurrentDomain.GetAssemblies().SelectMany(a => a.GetTypes()).FirstOrDefault(t => t.Name == engineType && t.IsAssignableTo(typeof(Engine)))
            ?? throw new InvalidDataException($"no engine {engineType}.");
        var generic = classes.SingleOrDefault(t => t.Name == workload + "`1") ?? throw new InvalidDataException($"no benchmark class {workload}<TEngine>.");
        return generic.MakeGenericType(engine);
    }

    /// <summary>The parameter <paramref name="name"/>'s <paramref name="text"/> read as its property's type on <paramref name="benchmarkType"/>.</summary>
    public static object Typed(Type benchmarkType, string name, string text)
    {
        ArgumentNullException.ThrowIfNull(benchmarkType);
        var type = benchmarkType.GetProperty(name)?.PropertyType ?? throw new InvalidDataException($"{benchmarkType.Name} has no parameter {name}.");
        try
        {
            return type.IsEnum ? Enum.Parse(type, text) : Convert.ChangeType(text, type, CultureInfo.InvariantCulture);
        }
        catch (Exception e) when (e is ArgumentException or FormatException or OverflowException)
        {
            throw new InvalidDataException($"{benchmarkType.Name}'s parameter {name} has no value '{text}'.", e);
        }
    }

    private static ParameterInstance Instance(string name, object value) =>
        new(new ParameterDefinition(name, false, [value], false, value.GetType(), 0), value, SummaryStyle.Default);
}
