using System.Globalization;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Running;

/// <summary>One harness check pair's runs by turns in one process (<see cref="HarnessRounds"/>), milliseconds, round by round.</summary>
/// <param name="Harness">The harness's Batch step, one run per round.</param>
/// <param name="Loop">The plain loop, one run per round.</param>
/// <param name="Warmup">How the warm-up before the measured rounds ended.</param>
public sealed record InterleavedRuns(IReadOnlyList<double> Harness, IReadOnlyList<double> Loop, JitWarmup Warmup)
{
    // Two steps of a few hundred milliseconds at most, at most 23 rounds each.
    private static readonly TimeSpan _timeout = TimeSpan.FromSeconds(180);

    /// <summary>
    /// Runs <paramref name="pairs"/> (indices into <see cref="HarnessPairs.All"/>) by turns in a process of their own,
    /// between cases, never beside one: started as the benchmark processes are (tiered compilation off), or at the
    /// runtime's default JIT with a warm-up until the JIT stands still when <paramref name="atRuntimeDefaults"/>.
    /// </summary>
    public static HarnessTurns Measure(IReadOnlyCollection<int> pairs, bool atRuntimeDefaults = false)
    {
        string[] arguments = [HarnessRounds.Verb, .. atRuntimeDefaults ? [HarnessRounds.UntilJitSteady] : Array.Empty<string>(), .. pairs.Select(p => p.ToString(CultureInfo.InvariantCulture))];
        var ran = atRuntimeDefaults ? DefaultJitChild.Run(_timeout, arguments) : TieredOffChild.Run(_timeout, arguments);
        if (ran is not (var exitCode, var output, var error))
        {
            return new(new Dictionary<int, InterleavedRuns>(), $"the rounds did not finish within {_timeout.TotalSeconds:0} s");
        }

        var runs = Parse(output);
        return exitCode == 0 && runs.Count == pairs.Count
            ? new(runs, null)
            : new(runs, $"the rounds failed (exit {exitCode}): {error.Trim().ReplaceLineEndings(" ")}");
    }

    /// <summary>
    /// The pairs' runs from the child's lines: <c>harness-rounds index warm-up-rounds minimum-rounds still-compiling harness loop …</c>,
    /// still-compiling <c>-</c> when the warm-up did not stop at its cap; the minimum lets the warm-up say when its time budget, not
    /// the JIT, ended it short of the minimum.
    /// </summary>
    public static IReadOnlyDictionary<int, InterleavedRuns> Parse(string output)
    {
        var runs = new Dictionary<int, InterleavedRuns>();
        foreach (var fields in ConsoleProcess.Lines(output, HarnessRounds.Verb))
        {
            var warmup = new JitWarmup(int.Parse(fields[1], CultureInfo.InvariantCulture), fields[3] == "-" ? null : long.Parse(fields[3], CultureInfo.InvariantCulture))
            {
                MinimumRounds = int.Parse(fields[2], CultureInfo.InvariantCulture),
            };
            var milliseconds = fields[4..].Select(m => double.Parse(m, CultureInfo.InvariantCulture)).ToArray();
            runs[int.Parse(fields[0], CultureInfo.InvariantCulture)] = new(
                [.. milliseconds.Where((_, i) => i % 2 == 0)], [.. milliseconds.Where((_, i) => i % 2 == 1)], warmup);
        }

        return runs;
    }
}
