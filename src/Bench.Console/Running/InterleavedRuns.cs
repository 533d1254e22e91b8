using System.Globalization;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Running;

/// <summary>One harness check pair's runs by turns in one process (<see cref="HarnessRounds"/>), milliseconds, round by round.</summary>
/// <param name="Harness">The harness's Batch step, one run per round.</param>
/// <param name="Loop">The plain loop, one run per round.</param>
public sealed record InterleavedRuns(IReadOnlyList<double> Harness, IReadOnlyList<double> Loop)
{
    // Two steps of a few hundred milliseconds at most, nine rounds each.
    private static readonly TimeSpan _timeout = TimeSpan.FromSeconds(120);

    /// <summary>
    /// Runs <paramref name="pairs"/> (indices into <see cref="HarnessPairs.All"/>) by turns in a process of their
    /// own, started as the benchmark processes are (tiered compilation off), between cases, never beside one.
    /// </summary>
    public static HarnessTurns Measure(IReadOnlyCollection<int> pairs)
    {
        if (TieredOffChild.Run(_timeout, [HarnessRounds.Verb, .. pairs.Select(p => p.ToString(CultureInfo.InvariantCulture))]) is not (var exitCode, var output, var error))
        {
            return new(new Dictionary<int, InterleavedRuns>(), $"the rounds did not finish within {_timeout.TotalSeconds:0} s");
        }

        var runs = Parse(output);
        return exitCode == 0 && runs.Count == pairs.Count
            ? new(runs, null)
            : new(runs, $"the rounds failed (exit {exitCode}): {error.Trim().ReplaceLineEndings(" ")}");
    }

    /// <summary>The pairs' runs from the child's lines: <c>harness-rounds index harness loop harness loop …</c>.</summary>
    public static IReadOnlyDictionary<int, InterleavedRuns> Parse(string output)
    {
        var runs = new Dictionary<int, InterleavedRuns>();
        foreach (var fields in TieredOffChild.Lines(output, HarnessRounds.Verb))
        {
            var milliseconds = fields[1..].Select(m => double.Parse(m, CultureInfo.InvariantCulture)).ToArray();
            runs[int.Parse(fields[0], CultureInfo.InvariantCulture)] = new(
                [.. milliseconds.Where((_, i) => i % 2 == 0)], [.. milliseconds.Where((_, i) => i % 2 == 1)]);
        }

        return runs;
    }
}
