using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Running;

namespace EmbeddedDbBench.Console.Drift;

/// <summary>
/// Runs the <see cref="Canary"/> in a process of its own, as the benchmark processes run (tiered
/// compilation off), and reads its line back. The host calls it only between cases, never while
/// one runs: two timed things at once would each slow the other.
/// </summary>
public static class CanaryProbe
{
    // A reading takes well under a second; a child that hangs must not hold the suite.
    private static readonly TimeSpan _timeout = TimeSpan.FromSeconds(60);

    /// <summary>One reading, or the reason there is none.</summary>
    public static (CanaryReading? Reading, string? Error) Read(int casesBefore)
    {
        var at = DateTime.UtcNow;
        var clock = Stopwatch.StartNew();
        if (TieredOffChild.Run(_timeout, Canary.Verb) is not (var exitCode, var output, var error))
        {
            return (null, $"the canary did not finish within {_timeout.TotalSeconds:0} s");
        }

        var seconds = clock.Elapsed.TotalSeconds;
        var line = ConsoleProcess.Lines(output, Canary.Verb).FirstOrDefault();
        if (exitCode != 0 || line is null)
        {
            return (null, $"the canary failed (exit {exitCode}): {error.Trim()}");
        }

        var repeats = line.Select(m => double.Parse(m, CultureInfo.InvariantCulture)).ToArray();
        return (new CanaryReading(at, casesBefore, repeats, seconds), null);
    }
}
