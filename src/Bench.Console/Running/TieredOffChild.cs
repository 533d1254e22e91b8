using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// A child of the console run as the benchmark processes run, with tiered compilation off: the drift canary's and
/// the harness check's rounds, each a timed task the host starts between cases, never beside one.
/// </summary>
public static class TieredOffChild
{
    /// <summary>
    /// Runs <c>dotnet Bench.Console.dll <paramref name="arguments"/></c> and waits up to <paramref name="timeout"/>: its exit
    /// code, output and error, or null when it did not finish in time (it is killed: a child that hangs must not hold the suite).
    /// </summary>
    public static (int ExitCode, string Output, string Error)? Run(TimeSpan timeout, params IEnumerable<string> arguments)
    {
        var start = ConsoleProcess.StartInfo(arguments);
        start.Environment[RunProtocol.TieredCompilationVariable] = "0";
        return ConsoleProcess.RunToEnd(start, timeout);
    }
}
