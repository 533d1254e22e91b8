using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// Measured cases for the report tests, each planned as the suite plans a case (<see cref="CasePlanner"/>)
/// from a benchmark case of the real class and step with the parameter values given, typed as the class's
/// properties; the figures are set by the test.
/// </summary>
internal static class TestCases
{
    private static readonly CasePlanner _planner = new();

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

    private static PlannedCase Plan(Type benchmarkType, string step, Variant variant, (string Name, object Value)[] parameters) =>
        StoredCase.Plan(_planner, benchmarkType, step, [.. parameters, (CaseParameters.VariantName, variant)]);

    private static Type BenchmarkType(string workload, string engineType) => StoredCase.BenchmarkType(workload, engineType);

    private static object Typed(Type benchmarkType, string name, string text) => StoredCase.Typed(benchmarkType, name, text);
}
