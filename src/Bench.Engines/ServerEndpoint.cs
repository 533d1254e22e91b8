using System.Runtime.InteropServices;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Servers;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// Where a server engine creates its fresh databases: a server the user named in an environment
/// variable, used as is, or a throwaway server the suite starts from installed binaries, kept
/// for the life of the process (one per set of server-level settings) and stopped on exit.
/// </summary>
/// <param name="AdminConnectionString">Connection string allowed to create and drop databases.</param>
/// <param name="Origin">For the report: "user-given ($VAR)" or "throwaway 127.0.0.1:port".</param>
/// <param name="IsUserGiven">True when the endpoint is the user's own server.</param>
public sealed record ServerEndpoint(string AdminConnectionString, string Origin, bool IsUserGiven)
{
    private static readonly Dictionary<string, ServerEndpoint> _started = [];

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
            }

            return endpoint;
        }
    }

    /// <summary>
    /// Null on Linux; elsewhere (Windows, macOS) why no throwaway server can start — they run
    /// Debian's binaries — and the variable to set instead.
    /// </summary>
    public static string? NoThrowawayServer(string variable) => OperatingSystem.IsLinux()
        ? null
        : $"no throwaway server on {RuntimeInformation.OSDescription} (the suite starts Debian's server binaries, on Linux only): "
            + $"set {variable} to the connection string of a server to use.";
}
