using System.Diagnostics;
using System.Reflection;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Starts W6's reader processes and W8's writer processes: this executable under the hidden verb
/// <see cref="ReaderProcessChild.Verb"/> or <see cref="WriterProcessChild.Verb"/>, standard input, output and error
/// redirected, through <see cref="ChildProcesses.Start(ProcessStartInfo)"/> like every child the suite starts.
/// </summary>
public static class WorkloadProcesses
{
    /// <summary>Starts one reader process with <paramref name="arguments"/>.</summary>
    public static Process Launch(IReadOnlyList<string> arguments) => Start(ReaderProcessChild.Verb, arguments);

    /// <summary>Starts one W8 writer process with <paramref name="arguments"/>.</summary>
    public static Process LaunchWriter(IReadOnlyList<string> arguments) => Start(WriterProcessChild.Verb, arguments);

    private static Process Start(string verb, IReadOnlyList<string> arguments)
    {
        var info = StartInfo([verb, .. arguments]);
        info.RedirectStandardInput = true;
        return ChildProcesses.Start(info);
    }

    // In a benchmark process the entry assembly is BenchmarkDotNet's generated one, beside which this
    // assembly sits as a reference, perhaps without a runtime configuration of its own: it then runs
    // under the entry assembly's (the same framework, the same dependencies).
    private static ProcessStartInfo StartInfo(IReadOnlyList<string> arguments)
    {
        var console = typeof(WorkloadProcesses).Assembly.Location;
        if (File.Exists(Path.ChangeExtension(console, ".runtimeconfig.json")) || Assembly.GetEntryAssembly()?.Location is not { Length: > 0 } entry)
        {
            return ConsoleProcess.StartInfo(arguments);
        }

        var info = ConsoleProcess.StartInfo();
        info.ArgumentList.Clear();
        foreach (var argument in (string[])["exec", "--runtimeconfig", Path.ChangeExtension(entry, ".runtimeconfig.json"), "--depsfile", Path.ChangeExtension(entry, ".deps.json"), console, .. arguments])
        {
            info.ArgumentList.Add(argument);
        }

        return info;
    }
}
