using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// Samples the process table every 100 ms for the processes of one suite run — those whose
/// environment names its artifacts folder (benchmark processes and the servers they start
/// inherit it) — and records every sample in which two benchmark processes or two of the suite's
/// servers were alive at once.
/// </summary>
internal sealed class SuiteProcessTable : IDisposable
{
    private static readonly string[] _serverPrograms = ["postgres", "mariadbd", "firebird"];
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
        return [.. benchmarks.Concat(servers).Select(p => p.Description)];
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
                    _overlaps.Add(string.Join("; ", benchmarks.Concat(servers).Select(p => p.Description)));
                }
            }

            _stop.Token.WaitHandle.WaitOne(TimeSpan.FromMilliseconds(100));
        }
    }

    private (List<RunProcess> Benchmarks, List<RunProcess> Servers) Snapshot()
    {
        var processes = Directory.EnumerateDirectories("/proc")
            .Select(folder => int.TryParse(Path.GetFileName(folder), out var pid) ? Read(pid) : null)
            .OfType<RunProcess>()
            .ToList();
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
        return (benchmarks,
            [.. processes.Where(p => _serverPrograms.Contains(p.Command) && commands.GetValueOrDefault(p.Parent, "dotnet") == "dotnet")]);
    }

    private RunProcess? Read(int pid)
    {
        var folder = $"/proc/{pid}";
        if (ReadText($"{folder}/environ") is not { } environment || !environment.Split('\0').Contains(_marker)
            || ReadText($"{folder}/stat") is not { } stat || ReadText($"{folder}/cmdline") is not { } commandLine)
        {
            return null;
        }

        // stat: "pid (command) state ppid ..."; the command may contain spaces and parentheses.
        var command = stat[(stat.IndexOf('(') + 1)..stat.LastIndexOf(')')];
        var parent = int.Parse(stat[(stat.LastIndexOf(')') + 2)..].Split(' ')[1], CultureInfo.InvariantCulture);
        return new RunProcess(pid, parent, command, commandLine.TrimEnd('\0').Split('\0'));
    }

    // A process may end between listing /proc and reading its files.
    private static string? ReadText(string path)
    {
        try
        {
            return File.ReadAllText(path, Encoding.UTF8);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    private sealed record RunProcess(int Pid, int Parent, string Command, string[] Arguments)
    {
        public string Description => $"{Pid} ({string.Join(' ', Arguments)})";
    }
}
