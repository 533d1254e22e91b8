using System.Text.RegularExpressions;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console;

/// <summary>
/// Reads <c>--filter</c> patterns names first. BenchmarkDotNet matches a pattern against a case's
/// name and against its name with parameters, so <c>*Sync*</c> would select the sync workload and
/// every other workload's <c>Variant: SyncOff</c> case too. Here a pattern that matches the name
/// (<c>Workload&lt;Engine&gt;.Step</c>) of any selected case selects by name alone; a pattern that
/// matches no name (<c>*SyncOff*</c>, <c>*Insert(Variant: Batch)*</c>) keeps matching parameters.
/// </summary>
public static class FilterPatterns
{
    /// <summary>Narrows <paramref name="runs"/> (already matched by BenchmarkDotNet) to what each pattern names first.</summary>
    public static BenchmarkRunInfo[] PreferNames(BenchmarkRunInfo[] runs, IReadOnlyList<string> patterns)
    {
        if (patterns.Count == 0)
        {
            return runs;
        }

        var cases = runs.SelectMany(run => run.BenchmarksCases).ToArray();
        var kept = new HashSet<BenchmarkCase>();
        foreach (var pattern in patterns)
        {
            var name = new Regex($"^{Regex.Escape(pattern).Replace(@"\*", ".*", StringComparison.Ordinal).Replace(@"\?", ".", StringComparison.Ordinal)}$",
                RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);
            var byName = cases.Where(c => name.IsMatch(c.Descriptor.GetFilterName())).ToArray();
            var glob = new GlobFilter([pattern]);
            kept.UnionWith(byName.Length > 0 ? byName : cases.Where(glob.Predicate));
        }

        return [.. runs
            .Select(run => new BenchmarkRunInfo([.. run.BenchmarksCases.Where(kept.Contains)], run.Type, run.Config))
            .Where(run => run.BenchmarksCases.Length > 0)];
    }
}
