using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Parameters;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// Measured cases for the report tests, each planned as the suite plans a case (<see cref="CasePlanner"/>)
/// from a benchmark case of the real class and step with the parameter values given, typed as the class's
/// properties; the figures are set by the test.
/// </summary>
internal static class TestCases
{
    private static readonly CasePlanner _planner = new();
    private static readonly ImmutableConfig _config = ImmutableConfigBuilder.Create(ManualConfig.CreateEmpty());

    /// <summary>A case of <paramref name="benchmarkType"/> (closed over its engine) with its typed <paramref name="parameters"/>, the variant last.</summary>
    public static MeasuredCase Measured(Type benchmarkType, string step, Variant variant, CaseRecord? record, params (string Name, object Value)[] parameters) =>
        new(Plan(benchmarkType, step, variant, parameters), record);

    /// <summary>
    /// A case named as a ledger names it: the workload (<c>Crud</c>), the engine type's name (empty for a class of
    /// its own) and its parameters as text, each read as its benchmark property's type.
    /// </summary>
    public static MeasuredCase Measured(string workload, string engineType, string step, Variant variant, IReadOnlyDictionary<string, string> parameters, CaseRecord? record)
    {
        var type = BenchmarkType(workload, engineType);
        return Measured(type, step, variant, record, [.. parameters.Select(p => (p.Key, Typed(type, p.Key, p.Value)))]);
    }

    /// <summary>
    /// A validated case as the tuning report reads it: <paramref name="benchmarkClass"/> (open or closed) over
    /// <paramref name="engineType"/>, its other parameters as text (<c>N=1000, Table=Keyed</c>), its time and protocol.
    /// </summary>
    public static MeasuredCase Tuned(Type benchmarkClass, Type engineType, string step, string parameters, Variant variant, Interval time, CaseRecord? record, RunProtocol? protocol)
    {
        var type = benchmarkClass.IsGenericTypeDefinition ? benchmarkClass.MakeGenericType(engineType) : benchmarkClass;
        var values = parameters.Split(", ", StringSplitOptions.RemoveEmptyEntries).Select(p => p.Split('=')).Select(p => (p[0], Typed(type, p[0], p[1])));
        return Measured(type, step, variant, record, [.. values]).Timed(time) with { Protocol = protocol };
    }

    /// <summary>A case named as a ledger names it, its variant among its <paramref name="parameters"/>, with its mean and median.</summary>
    public static MeasuredCase Case(string workload, string engineType, string step, IReadOnlyDictionary<string, string> parameters, double? meanNanoseconds, double? medianNanoseconds, CaseRecord? record) =>
        Measured(workload, engineType, step, Enum.Parse<Variant>(parameters[CaseParameters.VariantName]),
            parameters.Where(p => p.Key != CaseParameters.VariantName).ToDictionary(p => p.Key, p => p.Value), record) with
        {
            MeanNanoseconds = meanNanoseconds, MedianNanoseconds = medianNanoseconds,
        };

    /// <summary><paramref name="measured"/> as the same case of the engine type named <paramref name="engineType"/>, with the same figures.</summary>
    public static MeasuredCase OnEngine(this MeasuredCase measured, string engineType) => measured with
    {
        Plan = Plan(BenchmarkType(measured.Workload, engineType), measured.Step, measured.Variant,
            [.. measured.Parameters.Items.Where(p => p.Key != CaseParameters.VariantName).Select(p => (p.Key, p.Value!))]),
    };

    /// <summary><paramref name="measured"/> with <paramref name="time"/> as its mean, interval and runs.</summary>
    public static MeasuredCase Timed(this MeasuredCase measured, Interval time) => measured with
    {
        MeanNanoseconds = time.Mean, LowerNanoseconds = time.Lower, UpperNanoseconds = time.Upper, MeasuredRuns = time.Runs, RunsNanoseconds = time.Values,
    };

    private static PlannedCase Plan(Type benchmarkType, string step, Variant variant, (string Name, object Value)[] parameters)
    {
        var method = benchmarkType.GetMethod(step) ?? throw new ArgumentException($"{benchmarkType} has no step {step}.", nameof(step));
        var instances = new ParameterInstances([.. parameters.Append((CaseParameters.VariantName, variant)).Select(p => Instance(p.Item1, p.Item2))]);
        return _planner.Plan(BenchmarkCase.Create(new Descriptor(benchmarkType, method), Job.Dry, instances, _config));
    }

    private static ParameterInstance Instance(string name, object value) =>
        new(new ParameterDefinition(name, false, [value], false, value.GetType(), 0), value, SummaryStyle.Default);

    private static Type BenchmarkType(string workload, string engineType)
    {
        var console = typeof(CasePlanner).Assembly;
        if (engineType.Length == 0)
        {
            return console.GetTypes().Single(t => t.Name == workload);
        }

        var engine = EngineCatalog.All.Select(e => e.GetType()).FirstOrDefault(t => t.Name == engineType)
            ?? AppDomain.CurrentDomain.GetAssemblies().SelectMany(a => a.GetTypes()).First(t => t.Name == engineType && t.IsAssignableTo(typeof(Engine)));
        return console.GetTypes().Single(t => t.Name == workload + "`1").MakeGenericType(engine);
    }

    private static object Typed(Type benchmarkType, string name, string text)
    {
        var type = benchmarkType.GetProperty(name)?.PropertyType ?? throw new ArgumentException($"{benchmarkType} has no parameter {name}.", nameof(name));
        return type.IsEnum ? Enum.Parse(type, text) : Convert.ChangeType(text, type, CultureInfo.InvariantCulture);
    }
}
