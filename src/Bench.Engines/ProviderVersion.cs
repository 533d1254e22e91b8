using System.Reflection;

namespace EmbeddedDbBench.Engines;

/// <summary>The version of the provider assembly a type comes from, as its package names it.</summary>
public static class ProviderVersion
{
    /// <summary>The informational version of <paramref name="providerType"/>'s assembly, without build metadata.</summary>
    public static string Of(Type providerType)
    {
        var assembly = providerType.Assembly;
        var informational = assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion;
        return informational?.Split('+')[0] ?? assembly.GetName().Version?.ToString() ?? "unknown";
    }
}
