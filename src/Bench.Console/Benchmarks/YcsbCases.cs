using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Which W7 cases a run holds. A filter that names YCSB (<c>*Ycsb*</c>), a user's property file or
/// <c>--job full</c> runs every one the filter selects; any other filter that selects them
/// (<c>*Sqlite*</c>) runs the core set alone (<see cref="CoreSet"/>), so that W7 adds minutes to it.
/// </summary>
public static class YcsbCases
{
    /// <summary>The word that, in a filter pattern, asks for every W7 case.</summary>
    public const string FilterWord = "Ycsb";

    /// <summary>The core set's description, for the console and the docs.</summary>
    public const string CoreSet =
        "workloads B and C under Default on every engine (C reads only, B commits 5,000 of its 100,000 operations), and on Microsoft.Data.Sqlite " +
        "A, B and C under Wal (A under Default is 50,000 synced commits, minutes on its own)";

    /// <summary>True for a W7 case (asked by <see cref="CasePlanner"/>).</summary>
    internal static bool IsYcsb(Type benchmarkClass) =>
        benchmarkClass is { IsGenericType: true } && benchmarkClass.GetGenericTypeDefinition() == typeof(Ycsb<>);

    /// <summary>True for a case of the core set: the read-mostly workloads on every engine as shipped, the update-heavy one where its commits are cheap.</summary>
    internal static bool InCore(Type benchmarkClass, CaseParameters parameters)
    {
        var workload = parameters.Value<string>(nameof(Ycsb<>.Workload));
        return parameters.Variant switch
        {
            Variant.Default => workload is "workloadb" or "workloadc",
            Variant.Wal => ReferenceEngine.Is(benchmarkClass.GetGenericArguments()[0]) && workload is "workloada" or "workloadb" or "workloadc",
            _ => false,
        };
    }

    /// <summary>True when the run holds every W7 case its filter selects: the filter names YCSB, the user gave a property file, or <c>--job full</c>.</summary>
    internal static bool RunsEvery(bool fullJob, IReadOnlyList<string> patterns) =>
        fullJob || Environment.GetEnvironmentVariable(YcsbWorkloads.FileVariable) is { Length: > 0 }
            || CaseSelection.Names(patterns, FilterWord);

    /// <summary><paramref name="runs"/> with the W7 cases <paramref name="planner"/> selects for this run; the choice is written to <paramref name="note"/>.</summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, CasePlanner planner, TextWriter? note = null)
    {
        ArgumentNullException.ThrowIfNull(planner);
        var (selected, before, after) = CoreSets.Select(runs, planner, planned => planned.IsYcsb);
        if (before > 0 && !planner.RunsEveryYcsbCase)
        {
            note?.WriteLine($"// YCSB: {after} of {before} cases, the core set ({CoreSet}); --filter '*{FilterWord}*' or --job full runs them all.");
        }

        return selected;
    }
}
