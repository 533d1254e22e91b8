namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>The tiered-compilation setting this process was started with, for the ledger.</summary>
public static class JitSetting
{
    /// <summary>
    /// <c>off (…)</c> or <c>on (…)</c>, with where the setting came from. The runtime reads the
    /// environment variables before the runtimeconfig switch; with neither set, tiering is on.
    /// </summary>
    public static string Current()
    {
        foreach (var variable in new[] { "DOTNET_TieredCompilation", "COMPlus_TieredCompilation" })
        {
            if (Environment.GetEnvironmentVariable(variable) is { Length: > 0 } value)
            {
                return $"{(value == "0" ? "off" : "on")} ({variable}={value})";
            }
        }

        return AppContext.TryGetSwitch("System.Runtime.TieredCompilation", out var enabled)
            ? $"{(enabled ? "on" : "off")} (runtimeconfig System.Runtime.TieredCompilation={enabled})"
            : "on (the runtime's default)";
    }
}
