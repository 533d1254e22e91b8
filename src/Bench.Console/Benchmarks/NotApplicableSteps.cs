using System.Reflection;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Benchmarks whose step an engine can't express (<see cref="Engine.StepNotApplicable"/>), or one of
/// whose parameter values it can't (<see cref="IPlannedBenchmark.NotApplicableParameters"/>): the
/// <see cref="CasePlanner"/> marks them (<see cref="PlannedCase.NotApplicable"/>), its filter leaves
/// them out of the run, and the suite report lists them here, with the engine's reason.
/// </summary>
public static class NotApplicableSteps
{
    /// <summary>
    /// Every n/a benchmark of <see cref="BenchmarkCatalog.Types"/>, from the plans of all their cases:
    /// engine, benchmark name, the variants it is n/a under (those the class runs) or the parameter
    /// value it is n/a with, reason.
    /// </summary>
    public static IEnumerable<(Engine Engine, string Benchmark, string Variants, string Reason)> All()
    {
        var planner = new CasePlanner();
        var planned = BenchmarkCatalog.Types
            .Select(type => BenchmarkConverter.TypeToBenchmarks(type).BenchmarksCases.Select(planner.Plan).ToArray())
            .ToArray();
        return planned.SelectMany(StepsOf).Concat(planned.SelectMany(ParametersOf)).ToArray();
    }

    // Per step and reason, the variants it is n/a under, in the order of the class's methods and of the variants.
    private static IEnumerable<(Engine Engine, string Benchmark, string Variants, string Reason)> StepsOf(PlannedCase[] cases)
    {
        if (cases.Length == 0)
        {
            return [];
        }

        var methods = cases[0].Case.Descriptor.Type.GetMethods(BindingFlags.Public | BindingFlags.Instance).Select(m => m.Name).ToList();
        return cases.Where(c => c.StepNotApplicable is not null)
            .GroupBy(c => (c.Step, Reason: c.StepNotApplicable!))
            .OrderBy(g => methods.IndexOf(g.Key.Step)).ThenBy(g => g.Min(c => c.Variant))
            .Select(g => (g.First().Engine, $"{g.First().WorkloadName}.{g.Key.Step}",
                string.Join(", ", g.Select(c => c.Variant).Distinct().Order()), g.Key.Reason));
    }

    private static IEnumerable<(Engine Engine, string Benchmark, string Variants, string Reason)> ParametersOf(PlannedCase[] cases) =>
        cases.Where(c => c.ParameterNotApplicable is not null)
            .GroupBy(c => c.ParameterNotApplicable!)
            .OrderBy(g => g.Key.Name, StringComparer.Ordinal)
            .Select(g => (g.First().Engine, g.First().WorkloadName, $"{g.Key.Name}: {g.Key.Value}", g.Key.Reason));
}
