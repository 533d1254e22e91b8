using System.Reflection;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Every benchmark class closed over every engine: each workload class is written once, generic
/// over the engine, and an engine added to <see cref="EngineCatalog"/> joins every workload.
/// </summary>
public static class BenchmarkCatalog
{
    /// <summary>The open workload classes: the generic <see cref="StepBenchmark{TEngine, TStep}"/> subclasses of this assembly.</summary>
    public static IReadOnlyList<Type> Workloads { get; } = typeof(BenchmarkCatalog).Assembly.GetTypes()
        .Where(t => t is { IsGenericTypeDefinition: true, IsAbstract: false } && DerivesFromStepBenchmark(t))
        .OrderBy(t => t.Name, StringComparer.Ordinal)
        .ToArray();

    /// <summary>
    /// The plain-loop references (<see cref="Reference.ReferenceWorkload{TStep}"/>): closed
    /// <see cref="StepBenchmark{TEngine, TStep}"/> subclasses bound to one provider.
    /// </summary>
    public static IReadOnlyList<Type> References { get; } = typeof(BenchmarkCatalog).Assembly.GetTypes()
        .Where(t => t is { IsGenericTypeDefinition: false, IsAbstract: false } && DerivesFromStepBenchmark(t))
        .OrderBy(t => t.Name, StringComparer.Ordinal)
        .ToArray();

    /// <summary>
    /// Each workload class closed over each engine, e.g. <c>Crud&lt;PostgresEngine&gt;</c> (over the
    /// engines of its <see cref="ClosedOverAttribute"/> when it has one), then the references.
    /// </summary>
    public static IReadOnlyList<Type> Types { get; } = Workloads
        .SelectMany(workload => EnginesOf(workload).Select(engine => workload.MakeGenericType(engine)))
        .Concat(References)
        .ToArray();

    /// <summary>The engine types <paramref name="workload"/> is closed over: its <see cref="ClosedOverAttribute"/>'s, or every catalog engine.</summary>
    public static IEnumerable<Type> EnginesOf(Type workload) =>
        workload.GetCustomAttribute<ClosedOverAttribute>()?.Engines ?? EngineCatalog.All.Select(engine => engine.GetType());

    private static bool DerivesFromStepBenchmark(Type type)
    {
        for (var current = type.BaseType; current is not null; current = current.BaseType)
        {
            if (current.IsGenericType && current.GetGenericTypeDefinition() == typeof(StepBenchmark<,>))
            {
                return true;
            }
        }

        return false;
    }
}
