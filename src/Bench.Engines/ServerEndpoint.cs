using System.Globalization;
using System.Runtime.InteropServices;
using System.Text;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Servers;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// Where a server engine creates its fresh databases: a server the user named in an environment
/// variable, used as is, or a throwaway server the suite starts from installed binaries, kept
/// for the life of the process (one per set of server-level settings) and stopped on exit.
/// </summary>
/// <param name="AdminConnectionString">Connection string allowed to create and drop databases; it may hold a password, so the record never prints it.</param>
/// <param name="Origin">For the report: "user-given ($VAR)" or "throwaway 127.0.0.1:port".</param>
/// <param name="IsUserGiven">True when the endpoint is the user's own server.</param>
public sealed record ServerEndpoint(string AdminConnectionString, string Origin, bool IsUserGiven)
{
    private static readonly Dictionary<string, ServerEndpoint> _started = [];
    private static readonly Dictionary<string, ThrowawayServer> _servers = [];

    // Seen: a PostgreSQL backend's 57P01 reached the client before its killed postmaster could be reaped.
    private static readonly TimeSpan _dyingServerGrace = TimeSpan.FromSeconds(1);

    // What ToString prints: where the server is, never the connection string and its password.
    private bool PrintMembers(StringBuilder builder)
    {
        builder.Append(CultureInfo.InvariantCulture, $"Origin = {Origin}, IsUserGiven = {IsUserGiven}");
        return true;
    }

    /// <summary>
    /// The user's server from <paramref name="variable"/> when set; else a throwaway server for
    /// <paramref name="key"/>, started by <paramref name="start"/> the first time it is asked for.
    /// </summary>
    public static ServerEndpoint Resolve(string variable, string key, Func<ThrowawayServer> start)
    {
        if (Environment.GetEnvironmentVariable(variable) is { Length: > 0 } given)
        {
            return new ServerEndpoint(given, $"user-given (${variable})", IsUserGiven: true);
        }

        if (NoThrowawayServer(variable) is { } reason)
        {
            throw new EngineUnavailableException(reason);
        }

        lock (_started)
        {
            if (!_started.TryGetValue(key, out var endpoint))
            {
                // The server registers itself for shutdown on process exit and Ctrl+C.
                var server = start();
                endpoint = new ServerEndpoint(server.ConnectionString, $"throwaway 127.0.0.1:{server.Port}", IsUserGiven: false);
                _started[key] = endpoint;
                _servers[key] = server;
            }
            else if (Lost(key) is { } lost)
            {
                // Not restarted: what ran on it is gone, and a server that dies once may again.
                throw new EngineUnavailableException($"{lost}: this process runs no more cases on it");
            }

            return endpoint;
        }
    }

    /// <summary>
    /// What became of every throwaway server of this process that died while in use (killed,
    /// crashed), one sentence each: the reason a case failed when its server vanished under it.
    /// Asked after a failure, it gives each server a moment to be seen dying (<see cref="ThrowawayServer.LostReasonWithin"/>),
    /// so a failed case costs up to that moment more per live server.
    /// </summary>
    public static IReadOnlyList<string> LostServers()
    {
        lock (_started)
        {
            return [.. _servers.Keys.Select(key => Lost(key, _dyingServerGrace)).OfType<string>()];
        }
    }

    /// <summary>The folders of the throwaway servers this process runs, for the ledger.</summary>
    public static IReadOnlyList<string> ThrowawayFolders()
    {
        lock (_started)
        {
            return [.. _servers.Values.Select(server => server.DataDirectory)];
        }
    }

    /// <summary>
    /// Stops every throwaway server this process started, waits until each has exited and its
    /// folder is deleted, and forgets them (a later <see cref="Resolve"/> starts a new one). A
    /// benchmark process calls it at the end of its one case, so that its servers are gone before
    /// BenchmarkDotNet starts the next case rather than while it runs.
    /// </summary>
    public static void StopThrowawayServers()
    {
        lock (_started)
        {
            foreach (var server in _servers.Values)
            {
                server.Dispose();
            }

            _servers.Clear();
            _started.Clear();
        }
    }

    private static string? Lost(string key, TimeSpan grace = default) =>
        _servers[key] is var server && server.LostReasonWithin(grace) is { } reason
            ? $"the suite's own {server.EngineName} server ({_started[key].Origin}) was {(reason.StartsWith("killed", StringComparison.Ordinal) ? "" : "gone: it ")}{reason} during the run"
            : null;

    /// <summary>
    /// Null on Linux; elsewhere (Windows, macOS) why no throwaway server can start — they run
    /// Debian's binaries — and the variable to set instead.
    /// </summary>
    public static string? NoThrowawayServer(string variable) => OperatingSystem.IsLinux()
        ? null
        : $"no throwaway server on {RuntimeInformation.OSDescription} (the suite starts Debian's server binaries, on Linux only): "
            + $"set {variable} to the connection string of a server to use.";
}
