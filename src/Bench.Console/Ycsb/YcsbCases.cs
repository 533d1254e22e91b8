using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Ycsb;

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
        "Microsoft.Data.Sqlite: workloads A, B and C under Wal, and B and C under Default (A under Default is 50,000 synced commits, minutes on its own)";

    /// <summary>True for a W7 case.</summary>
    public static bool IsYcsb(BenchmarkCase benchmarkCase) =>
        benchmarkCase.Descriptor.Type is { IsGenericType: true } type && type.GetGenericTypeDefinition() == typeof(Ycsb<>);

    /// <summary>True for a case of the core set.</summary>
    public static bool InCore(BenchmarkCase benchmarkCase)
    {
        var workload = benchmarkCase.Parameters["Workload"] as string;
        var variant = benchmarkCase.Parameters["Variant"] as Variant?;
        return benchmarkCase.Descriptor.Type.GetGenericArguments()[0] == typeof(MicrosoftSqliteEngine)
            && (variant == Variant.Wal ? workload is "workloada" or "workloadb" or "workloadc" : variant == Variant.Default && workload is "workloadb" or "workloadc");
    }

    /// <summary><paramref name="runs"/> with the W7 cases this run holds; the choice is written to <paramref name="note"/>.</summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, SuiteJob job, IReadOnlyList<string> patterns, TextWriter? note = null)
    {
        var all = job == SuiteJob.Full || Environment.GetEnvironmentVariable(YcsbWorkloads.FileVariable) is { Length: > 0 }
            || patterns.Any(p => p.Contains(FilterWord, StringComparison.OrdinalIgnoreCase));
        var before = runs.SelectMany(r => r.BenchmarksCases).Count(IsYcsb);
        var selected = runs
            .Select(run => new BenchmarkRunInfo([.. run.BenchmarksCases.Where(c => !IsYcsb(c) || all || InCore(c))], run.Type, run.Config))
            .Where(run => run.BenchmarksCases.Length > 0)
            .ToArray();
        var after = selected.SelectMany(r => r.BenchmarksCases).Count(IsYcsb);
        if (before > 0 && !all)
        {
            note?.WriteLine($"// YCSB: {after} of {before} cases, the core set ({CoreSet}); --filter '*{FilterWord}*' or --job full runs them all.");
        }

        return selected;
    }
}
