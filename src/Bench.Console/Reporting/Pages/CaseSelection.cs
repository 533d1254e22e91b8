using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Reporting.Pages;

/// <summary>A page's rows picked from the run's cases by typed keys: benchmark class, step, variant, and a typed parameter test.</summary>
public static class CaseSelection
{
    /// <summary>The cases of the benchmark classes <paramref name="benchmarks"/> (open generic types, e.g. <c>typeof(Crud&lt;&gt;)</c>).</summary>
    public static MeasuredCase[] Of(this IEnumerable<MeasuredCase> cases, params Type[] benchmarks) =>
        [.. cases.Where(c => benchmarks.Contains(c.Plan.Workload))];

    /// <summary>The first case of <paramref name="step"/> under <paramref name="variant"/> that <paramref name="parameters"/> accepts (any, when null), or null.</summary>
    public static MeasuredCase? Find<TStep>(this IEnumerable<MeasuredCase> cases, TStep step, Variant variant, Func<MeasuredCase, bool>? parameters = null)
        where TStep : struct, Enum =>
        cases.FirstOrDefault(c => c.Is(step) && c.Variant == variant && (parameters is null || parameters(c)));
}
