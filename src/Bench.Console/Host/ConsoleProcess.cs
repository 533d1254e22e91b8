using System.Diagnostics;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Host;

/// <summary>How the console starts another instance of itself: the crash check's writer, and runs of the suite in a process of its own.</summary>
public static class ConsoleProcess
{
    /// <summary><c>dotnet Bench.Console.dll <paramref name="arguments"/></c>, its output and error redirected.</summary>
    public static ProcessStartInfo StartInfo(params IEnumerable<string> arguments) =>
        new(DotnetHost(), [typeof(ConsoleProcess).Assembly.Location, .. arguments])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };

    /// <summary>
    /// Starts <paramref name="start"/> and waits up to <paramref name="timeout"/>: its exit code, output and error, or null when
    /// it did not finish in time (it is killed: a child that hangs must not hold the suite). Started through
    /// <see cref="ChildProcesses"/>, as every child is, so that its fork holds no copy of an embedded engine's file lock.
    /// </summary>
    public static (int ExitCode, string Output, string Error)? RunToEnd(ProcessStartInfo start, TimeSpan timeout)
    {
        using var process = ChildProcesses.Start(start);
        var error = process.StandardError.ReadToEndAsync();
        var output = process.StandardOutput.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            process.Kill(entireProcessTree: true);
            return null;
        }

        process.WaitForExit();
        return (process.ExitCode, output.Result, error.Result);
    }

    // The host that runs this process when it is one (a test host is not), else the SDK's.
    private static string DotnetHost() =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host
        : Path.GetFileNameWithoutExtension(Environment.ProcessPath) == "dotnet" ? Environment.ProcessPath! : "dotnet";

    /// <summary>The fields after <paramref name="verb"/> of each line of <paramref name="output"/> that starts with it, the way a child reports.</summary>
    public static IEnumerable<string[]> Lines(string output, string verb) =>
        output.Split('\n').Select(l => l.Trim()).Where(l => l.StartsWith(verb + " ", StringComparison.Ordinal)).Select(l => l[(verb.Length + 1)..].Split(' '));
}
