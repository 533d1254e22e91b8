using BenchmarkDotNet.ConsoleArguments.ListBenchmarks;
using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console;

/// <summary>
/// <c>--list flat</c> and <c>--list tree</c> over the cases a run would select (the suite's
/// name-first filter, its n/a and redundant cases left out, the harness check joined), not over
/// everything BenchmarkDotNet's glob matches: one benchmark name per line, as BenchmarkDotNet prints them.
/// </summary>
public static class CaseList
{
    /// <summary>Prints the distinct benchmark names of <paramref name="runs"/>.</summary>
    public static void Print(IEnumerable<BenchmarkRunInfo> runs, ListBenchmarkCaseMode mode)
    {
        var names = runs.SelectMany(run => run.BenchmarksCases).Select(c => c.Descriptor.GetFilterName()).Distinct().ToArray();
        if (mode == ListBenchmarkCaseMode.Flat)
        {
            foreach (var name in names)
            {
                System.Console.WriteLine(name);
            }

            return;
        }

        // Tree: the workload and engine, then its steps.
        foreach (var workload in names.GroupBy(name => name[..name.LastIndexOf('.')]))
        {
            System.Console.WriteLine(workload.Key);
            foreach (var step in workload)
            {
                System.Console.WriteLine($"  └─{step[(step.LastIndexOf('.') + 1)..]}");
            }
        }
    }
}
