using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>Keeps, of a workload with a core set (W7, W8), the cases the planner selects for the run (<see cref="PlannedCase.Selected"/>).</summary>
internal static class CoreSets
{
    /// <summary>
    /// <paramref name="runs"/> without the cases of the workload <paramref name="member"/> picks that the run
    /// leaves out, with that workload's case count before and after.
    /// </summary>
    public static (BenchmarkRunInfo[] Selected, int Before, int After) Select(IReadOnlyList<BenchmarkRunInfo> runs, CasePlanner planner, Func<PlannedCase, bool> member)
    {
        var before = runs.SelectMany(r => r.BenchmarksCases).Count(c => member(planner.Plan(c)));
        var selected = CaseSelection.Keep(runs, c => planner.Plan(c) is var planned && (!member(planned) || planned.Selected));
        var after = selected.SelectMany(r => r.BenchmarksCases).Count(c => member(planner.Plan(c)));
        return (selected, before, after);
    }
}
