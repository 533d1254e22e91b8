using EmbeddedDbBench.Console.Host;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// A child of the console run at the runtime's default JIT (tiered compilation with Dynamic PGO, what an application runs):
/// every variable that would change tiering, Dynamic PGO, OSR or ReadyToRun is left out of its environment, where
/// <see cref="TieredOffChild"/> starts one as the benchmark processes run. The layers by turns and the harness check's
/// second rounds run in one.
/// </summary>
public static class DefaultJitChild
{
    private static readonly string[] _jitSettings = ["Tiered", "TC_", "ReadyToRun", "OSR_", "JitEnable"];

    /// <summary>
    /// Runs <c>dotnet Bench.Console.dll <paramref name="arguments"/></c> at the runtime's default JIT and waits up to
    /// <paramref name="timeout"/>: its exit code, output and error, or null when it did not finish in time (it is killed).
    /// </summary>
    public static (int ExitCode, string Output, string Error)? Run(TimeSpan timeout, params IEnumerable<string> arguments)
    {
        var start = ConsoleProcess.StartInfo(arguments);
        AtRuntimeDefaults(start.Environment);
        return ConsoleProcess.RunToEnd(start, timeout);
    }

    /// <summary>
    /// <paramref name="environment"/> without any variable that would change tiering, Dynamic PGO, OSR or ReadyToRun
    /// (<c>DOTNET_</c> or <c>COMPlus_</c>), so that a process started with it runs the runtime's default JIT.
    /// </summary>
    public static void AtRuntimeDefaults(IDictionary<string, string?> environment)
    {
        ArgumentNullException.ThrowIfNull(environment);
        foreach (var name in environment.Keys.Where(IsJitSetting).ToArray())
        {
            environment.Remove(name);
        }
    }

    private static bool IsJitSetting(string variable) =>
        (variable.StartsWith("DOTNET_", StringComparison.OrdinalIgnoreCase) || variable.StartsWith("COMPlus_", StringComparison.OrdinalIgnoreCase))
        && _jitSettings.Any(setting => variable[(variable.IndexOf('_', StringComparison.Ordinal) + 1)..].StartsWith(setting, StringComparison.OrdinalIgnoreCase));
}
