using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>What the selections after the filter (core sets, the layers', W3's naive import) share.</summary>
internal static class CaseSelection
{
    /// <summary>True when one of the <c>--filter</c> <paramref name="patterns"/> names <paramref name="word"/> (case-insensitively): the way a user asks for every case of a workload with a core set.</summary>
    public static bool Names(IReadOnlyList<string> patterns, string word) =>
        patterns.Any(p => p.Contains(word, StringComparison.OrdinalIgnoreCase));

    /// <summary><paramref name="runs"/> with only the cases <paramref name="keep"/> keeps, and without the runs left empty.</summary>
    public static BenchmarkRunInfo[] Keep(IEnumerable<BenchmarkRunInfo> runs, Func<BenchmarkCase, bool> keep) => [.. runs
        .Select(run => new BenchmarkRunInfo([.. run.BenchmarksCases.Where(keep)], run.Type, run.Config))
        .Where(run => run.BenchmarksCases.Length > 0)];
}
