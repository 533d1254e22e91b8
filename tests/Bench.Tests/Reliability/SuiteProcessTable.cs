namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// Samples the process table every 100 ms for the processes of one suite run — those whose
/// environment names its artifacts folder (benchmark processes and the servers they start
/// inherit it) — and records every sample in which two benchmark processes or two of the suite's
/// servers were alive at once.
/// </summary>
internal sealed class SuiteProcessTable : IDisposable
{
    private readonly string _marker;
    private readonly List<string> _overlaps = [];
    private readonly HashSet<int> _benchmarkProcesses = [];
    private readonly HashSet<int> _servers = [];
    private readonly CancellationTokenSource _stop = new();
    private readonly Thread _sampler;

    public SuiteProcessTable(string environmentVariable, string value)
    {
        _marker = $"{environmentVariable}={value}";
        _sampler = new Thread(Sample) { IsBackground = true };
        _sampler.Start();
    }

    /// <summary>The samples with two benchmark processes or two servers, each listing them.</summary>
    public IReadOnlyList<string> Overlaps
    {
        get
        {
            lock (_overlaps)
            {
                return [.. _overlaps];
            }
        }
    }

    /// <summary>How many distinct benchmark processes and servers the samples saw.</summary>
    public (int BenchmarkProcesses, int Servers) Seen
    {
        get
        {
            lock (_overlaps)
            {
                return (_benchmarkProcesses.Count, _servers.Count);
            }
        }
    }

    /// <summary>The run's benchmark processes and servers alive now, one line each.</summary>
    public IReadOnlyList<string> AliveNow()
    {
        var (benchmarks, servers) = Snapshot();
        return [.. benchmarks.Concat(servers).Select(Describe)];
    }

    public void Dispose()
    {
        _stop.Cancel();
        _sampler.Join();
        _stop.Dispose();
    }

    private void Sample()
    {
        while (!_stop.IsCancellationRequested)
        {
            var (benchmarks, servers) = Snapshot();
            lock (_overlaps)
            {
                _benchmarkProcesses.UnionWith(benchmarks.Select(p => p.Pid));
                _servers.UnionWith(servers.Select(p => p.Pid));
                if (benchmarks.Count > 1 || servers.Count > 1)
                {
                    _overlaps.Add(string.Join("; ", benchmarks.Concat(servers).Select(Describe)));
                }
            }

            _stop.Token.WaitHandle.WaitOne(TimeSpan.FromMilliseconds(100));
        }
    }

    private (List<LinuxProcess> Benchmarks, List<LinuxProcess> Servers) Snapshot()
    {
        var processes = LinuxProcess.All().Where(p => p.Environment.Contains(_marker)).ToList();
        var arguments = processes.ToDictionary(p => p.Pid, p => string.Join('\0', p.Arguments));
        // A benchmark process's child between its fork and its exec (a server or tool being started)
        // still shows its parent's command line: it is that process, not a second one.
        var benchmarks = processes
            .Where(p => p.Arguments.Contains("--benchmarkName") && arguments.GetValueOrDefault(p.Parent) != arguments[p.Pid])
            .ToList();
        var commands = processes.ToDictionary(p => p.Pid, p => p.Command);
        // A server is started by the console or a benchmark process (both "dotnet"), or was and
        // outlived it. Not a server: the postmaster's children, nor the programs initdb and
        // mariadb-install-db run to set one up.
        return (benchmarks, [.. processes.Where(p => p.IsServer && commands.GetValueOrDefault(p.Parent, "dotnet") == "dotnet")]);
    }

    private static string Describe(LinuxProcess process) => $"{process.Pid} ({string.Join(' ', process.Arguments)})";
}
