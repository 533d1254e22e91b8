namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// Where an engine's databases live: in the benchmark's own process, or on a server, which the suite
/// starts (a throwaway one) unless the user names one in the server's connection variable.
/// </summary>
public sealed record EngineHost
{
    private EngineHost(ServerVariable? connectionVariable) => ConnectionVariable = connectionVariable;

    /// <summary>An engine that runs inside the benchmark's process, its databases in files or memory.</summary>
    public static EngineHost InProcess { get; } = new((ServerVariable?)null);

    /// <summary>The variable a user-given server is named by; null for an engine in process.</summary>
    public ServerVariable? ConnectionVariable { get; }

    /// <summary>An engine reached on a server, which <paramref name="connectionVariable"/> may name instead of a throwaway one.</summary>
    public static EngineHost Server(ServerVariable connectionVariable)
    {
        ArgumentNullException.ThrowIfNull(connectionVariable);
        return new(connectionVariable);
    }
}
