namespace EmbeddedDbBench.Core.Durability;

/// <summary>
/// Which of the console's durability checks measure an engine. Each writes its results per engine
/// <see cref="Engine.Name"/> and variant into the results folder, where the tuning report reads them
/// beside the documentation's words: <c>crash-check</c> into <c>crash-durability.json</c>,
/// <c>power-check</c> into <c>power-durability.json</c>.
/// </summary>
[Flags]
public enum DurabilityChecks
{
    /// <summary>Neither check can reopen the engine's database after a cut: only the documentation's words stand.</summary>
    None = 0,

    /// <summary><c>crash-check</c>: a writer killed with SIGKILL mid-stream, its database reopened and checked.</summary>
    CrashCheck = 1,

    /// <summary><c>power-check</c>: simulated power cuts that keep only what was synced, the database reopened and checked.</summary>
    PowerCheck = 2,
}
