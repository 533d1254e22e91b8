namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// What one autocommit single-row write cost in the probe (<see cref="CommitCosts"/>), and how
/// steady that was.
/// </summary>
/// <param name="SecondsPerWrite">The median of the probe's timings, per write.</param>
/// <param name="Spread">(max - min) / median of the probe's middle three timings of five: how much the disk's sync cost wandered.</param>
public readonly record struct CommitCost(double SecondsPerWrite, double Spread);
