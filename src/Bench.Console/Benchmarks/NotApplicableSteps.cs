using System.Reflection;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Filters;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Benchmarks whose step an engine can't express (<see cref="Engine.StepNotApplicable"/>), or one of
/// whose parameter values it can't (<see cref="IPlannedBenchmark.NotApplicableParameters"/>): they are
/// filtered out of the run and listed, with the engine's reason, in the suite report.
/// </summary>
public static class NotApplicableSteps
{
    /// <summary>Keeps only the cases whose engine runs their step and every parameter value they name.</summary>
    public static IFilter Filter { get; } = new SimpleFilter(c =>
        (c.Parameters["Variant"] is not Variant variant || Reason(c.Descriptor.Type, c.Descriptor.WorkloadMethod.Name, variant) is null)
        && !ParametersOf(c.Descriptor.Type).Any(p => Equals(c.Parameters[p.Name], p.Value)));

    /// <summary>
    /// Every n/a benchmark of <see cref="BenchmarkCatalog.Types"/>: engine, benchmark name, the
    /// variants it is n/a under (those the engine runs) or the parameter value it is n/a with, reason.
    /// </summary>
    public static IEnumerable<(Engine Engine, string Benchmark, string Variants, string Reason)> All() =>
        NotApplicableStepsOf().Concat(
            from type in BenchmarkCatalog.Types
            let engine = EngineOf(type)
            where engine is not null
            from parameter in ParametersOf(type)
            select (engine, Name(type), $"{parameter.Name}: {parameter.Value}", parameter.Reason));

    private static IEnumerable<(Engine Engine, string Benchmark, string Variants, string Reason)> NotApplicableStepsOf() =>
        from type in BenchmarkCatalog.Types
        let engine = EngineOf(type)
        where engine is not null
        from method in type.GetMethods(BindingFlags.Public | BindingFlags.Instance)
        where method.GetCustomAttribute<BenchmarkAttribute>() is not null
        from byReason in VariantsOf(type)
            .Select(v => (Variant: v, Reason: Reason(type, method.Name, v)))
            .Where(r => r.Reason is not null)
            .GroupBy(r => r.Reason!)
        select (engine, $"{Name(type)}.{method.Name}", string.Join(", ", byReason.Select(r => r.Variant)), byReason.Key);

    private static string Name(Type benchmarkType) => benchmarkType.Name[..benchmarkType.Name.IndexOf('`', StringComparison.Ordinal)];

    private static IEnumerable<NotApplicableParameter> ParametersOf(Type benchmarkType) =>
        PlannedInstances.Of(benchmarkType)?.NotApplicableParameters() ?? [];

    /// <summary>
    /// Why <paramref name="benchmarkType"/>'s engine can't run the step <paramref name="method"/>
    /// times under <paramref name="variant"/>, or null (also for anything that is not a step benchmark).
    /// </summary>
    public static string? Reason(Type benchmarkType, string method, Variant variant)
    {
        var stepType = StepTypeOf(benchmarkType);
        return stepType is not null && EngineOf(benchmarkType) is { } engine && Enum.TryParse(stepType, method, out var step)
            ? engine.StepNotApplicable((Enum)step!, variant)
            : null;
    }

    // The variants the benchmark class runs (its engine's, narrowed by RunsUnder): reflection, in reporting only.
    private static IEnumerable<Variant> VariantsOf(Type benchmarkType) =>
        benchmarkType.GetProperty("Variants")?.GetValue(Activator.CreateInstance(benchmarkType)) as IEnumerable<Variant> ?? [];

    private static Engine? EngineOf(Type benchmarkType) =>
        benchmarkType.IsGenericType
            ? EngineCatalog.All.FirstOrDefault(e => e.GetType() == benchmarkType.GetGenericArguments()[0])
            : null;

    private static Type? StepTypeOf(Type benchmarkType)
    {
        for (var type = benchmarkType; type is not null; type = type.BaseType)
        {
            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(StepBenchmark<,>))
            {
                return type.GetGenericArguments()[1];
            }
        }

        return null;
    }
}
