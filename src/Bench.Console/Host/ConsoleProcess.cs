using System.Diagnostics;

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

    // The host that runs this process when it is one (a test host is not), else the SDK's.
    private static string DotnetHost() =>
        Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host ? host
        : Path.GetFileNameWithoutExtension(Environment.ProcessPath) == "dotnet" ? Environment.ProcessPath! : "dotnet";
}
