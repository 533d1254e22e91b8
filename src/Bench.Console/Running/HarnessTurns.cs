namespace EmbeddedDbBench.Console.Running;

/// <summary>The harness check's pairs measured by turns in one process (<see cref="HarnessRounds"/>), under one JIT.</summary>
/// <param name="Runs">Each pair's runs, by its index in <see cref="HarnessPairs.All"/>; a pair whose rounds failed is missing.</param>
/// <param name="Error">Why the rounds failed, or null.</param>
public sealed record HarnessTurns(IReadOnlyDictionary<int, InterleavedRuns> Runs, string? Error)
{
    /// <summary>
    /// The same pairs by turns again at the runtime's default JIT (tiered compilation, Dynamic PGO), where these ran as the
    /// benchmark processes run (tiered compilation off); null where they were not measured.
    /// </summary>
    public HarnessTurns? AtRuntimeDefaults { get; init; }
}
