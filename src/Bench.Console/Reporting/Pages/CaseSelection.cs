using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Reporting.Pages;

/// <summary>A page's rows picked from the ledger by typed keys: benchmark class, step, variant.</summary>
public static class CaseSelection
{
    /// <summary>The cases of the benchmark classes <paramref name="benchmarks"/> (open generic types, e.g. <c>typeof(Crud&lt;&gt;)</c>).</summary>
    public static MeasuredCase[] Of(this IEnumerable<MeasuredCase> cases, params Type[] benchmarks)
    {
        var names = benchmarks.Select(MeasuredCase.WorkloadOf).ToHashSet(StringComparer.Ordinal);
        return [.. cases.Where(c => names.Contains(c.Workload))];
    }

    /// <summary>The first case of <paramref name="step"/> under <paramref name="variant"/> with the parameter values given, or null.</summary>
    public static MeasuredCase? Find<TStep>(this IEnumerable<MeasuredCase> cases, TStep step, Variant variant, params (string Name, string Value)[] parameters)
        where TStep : struct, Enum =>
        cases.FirstOrDefault(c => c.Is(step) && c.Variant == variant && parameters.All(p => c[p.Name] == p.Value));
}
