using EmbeddedDbBench.Console.Protocol;

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
                return value == "0" ? $"off ({variable}={value})" : $"on ({variable}={value}){Pgo()}";
            }
        }

        return AppContext.TryGetSwitch("System.Runtime.TieredCompilation", out var enabled)
            ? $"{(enabled ? "on" : "off")} (runtimeconfig System.Runtime.TieredCompilation={enabled}){(enabled ? Pgo() : "")}"
            : $"on (the runtime's default){Pgo()}";
    }

    // Dynamic PGO is on by default wherever tiering is (since .NET 8); the suite's tiered jobs also start tier-up at once.
    private static string Pgo()
    {
        var pgo = Environment.GetEnvironmentVariable(RunProtocol.TieredPgoVariable) == "0" ? ", Dynamic PGO off (DOTNET_TieredPGO=0)" : ", Dynamic PGO on";
        return Environment.GetEnvironmentVariable(RunProtocol.CallCountingDelayVariable) is { Length: > 0 } delay
            ? $"{pgo}, call-counting delay {delay} ms"
            : pgo;
    }
}
