using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Running;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>What the tuning report needs beside the summaries: the machine, the disk's measured sync rate, the drift canary's readings and the paired rounds.</summary>
/// <param name="Environment">The machine.</param>
/// <param name="Disk">The disk's sync rate, or null when it could not be measured.</param>
public sealed record TuningInputs(RunEnvironment Environment, DiskSyncRate? Disk)
{
    /// <summary>The drift canary's readings over the run, or null when none were taken.</summary>
    public RunDrift? Drift { get; init; }

    /// <summary>The paired rounds (<c>--pairs N</c>), or null when none ran.</summary>
    public PairedMeasurements? Paired { get; init; }

    /// <summary>The harness check's pairs by turns in one process, or null when no pair ran.</summary>
    public HarnessTurns? HarnessTurns { get; init; }
}
