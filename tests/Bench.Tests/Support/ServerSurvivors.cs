using System.Diagnostics;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// The PostgreSQL, MariaDB and Firebird servers this test run started, however deep (in the test host, in a
/// console it ran, in that console's benchmark processes): each inherits <see cref="MarkerVariable"/>, set
/// to the run's own value when the run starts, so another run's servers or a benchmark's on the same machine
/// are never taken for this one's. <see cref="TestRunCleanup"/> fails the run on any still alive at its end.
/// </summary>
public static class ServerSurvivors
{
    /// <summary>The environment variable that marks the run's processes (not an EMBEDDEDDBBENCH_ one: the console would warn of it).</summary>
    public const string MarkerVariable = "BENCH_TESTS_RUN";

    // A server asked to stop, or whose postmaster was killed, takes a moment to go (PostgreSQL's
    // children notice their postmaster's death within it): only one still alive after this survives the run.
    private static readonly TimeSpan _grace = TimeSpan.FromSeconds(3);
    private static readonly TimeSpan _killWait = TimeSpan.FromSeconds(10);

    /// <summary>Marks this process, and so every process it starts from now on, as the run's.</summary>
    public static void MarkRun()
    {
        if (Environment.GetEnvironmentVariable(MarkerVariable) is not { Length: > 0 })
        {
            Environment.SetEnvironmentVariable(MarkerVariable, Guid.NewGuid().ToString("N"));
        }
    }

    /// <summary>
    /// The run's servers alive after a short grace, one line per server (its program, process ids and data
    /// folder), each killed with its children so that it cannot outlive the run; empty when none is.
    /// </summary>
    public static IReadOnlyList<string> KillSurvivors()
    {
        var clock = Stopwatch.StartNew();
        var survivors = RunServers();
        while (survivors.Count > 0 && clock.Elapsed < _grace)
        {
            Thread.Sleep(100);
            survivors = RunServers();
        }

        var roots = Roots(survivors);
        var lines = Describe(roots);
        foreach (var server in roots)
        {
            Kill(server.Pid);
        }

        return lines;
    }

    private static List<LinuxProcess> RunServers()
    {
        var marker = $"{MarkerVariable}={Environment.GetEnvironmentVariable(MarkerVariable)}";
        return [.. LinuxProcess.All().Where(p => p.IsServer && !p.IsZombie && p.Environment.Contains(marker))];
    }

    // A postmaster's children are its; the orphans of a killed one stand for it, one line per data folder.
    private static List<LinuxProcess> Roots(List<LinuxProcess> servers)
    {
        var pids = servers.Select(s => s.Pid).ToHashSet();
        return [.. servers.Where(s => !pids.Contains(s.Parent))];
    }

    private static List<string> Describe(List<LinuxProcess> roots) =>
    [
        .. roots.GroupBy(s => (s.Command, Folder: DataFolder(s)))
            .Select(g => $"{g.Key.Command} (pid {string.Join(", ", g.Select(s => s.Pid))}) in {g.Key.Folder}"),
    ];

    // A throwaway server's files lie in one folder under the data folder: its working directory
    // (PostgreSQL's), a folder above it (MariaDB's datadir is a subfolder), or only in a setting
    // (Firebird's FIREBIRD=, its working directory being /tmp).
    private static string DataFolder(LinuxProcess server)
    {
        var parent = Path.TrimEndingDirectorySeparator(Path.GetFullPath(ScratchFolder.ParentPath)) + "/";
        return new[] { server.WorkingDirectory }.Concat(server.Arguments).Concat(server.Environment).OfType<string>()
            .Select(text => text[(text.IndexOf('=', StringComparison.Ordinal) + 1)..])
            .Where(path => path.StartsWith(parent, StringComparison.Ordinal))
            .Select(path => parent + path[parent.Length..].Split('/')[0])
            .FirstOrDefault() ?? server.WorkingDirectory ?? "a data folder it does not show";
    }

    private static void Kill(int pid)
    {
        try
        {
            using var process = Process.GetProcessById(pid);
            process.Kill(entireProcessTree: true);
            process.WaitForExit(_killWait);
        }
        catch (Exception e) when (e is ArgumentException or InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            // Gone already.
        }
    }
}
