namespace EmbeddedDbBench.Console.Tuning;

/// <summary>What the tuning report needs beside the summaries: the machine and the disk's measured sync rate.</summary>
/// <param name="Environment">The machine.</param>
/// <param name="Disk">The disk's sync rate, or null when it could not be measured.</param>
public sealed record TuningInputs(RunEnvironment Environment, DiskSyncRate? Disk);
