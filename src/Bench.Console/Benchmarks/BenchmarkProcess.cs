using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>What a benchmark process does once its case is over.</summary>
public static class BenchmarkProcess
{
    // BenchmarkDotNet starts one process per case and names the case on its command line; an
    // in-process run (--inProcess, the tests) runs every case in the host, where a server serves
    // the cases after this one and is stopped on exit.
    private static readonly bool _runsOneCase = Environment.GetCommandLineArgs().Contains("--benchmarkName");

    /// <summary>
    /// In a process that runs one case, stops its throwaway servers now, while BenchmarkDotNet still
    /// waits for the case: once the process reports its end, BenchmarkDotNet waits 2 s for it to exit,
    /// then signals it and starts the next case, so a server stopped on exit overlapped the next case.
    /// </summary>
    public static void EndCase()
    {
        if (_runsOneCase)
        {
            ServerEndpoint.StopThrowawayServers();
        }
    }
}
