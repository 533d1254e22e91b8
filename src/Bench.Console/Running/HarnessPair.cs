using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Running;

/// <summary>One pair of the harness check.</summary>
/// <param name="Harness">The harness's benchmark class.</param>
/// <param name="Step">Its step under Batch.</param>
/// <param name="Reference">The plain loop's benchmark class.</param>
/// <param name="Sides">
/// The two sides by turns (<see cref="HarnessRounds"/>): each a validated run in milliseconds over the workload its
/// class builds, built once, as a benchmark process builds its own.
/// </param>
public sealed record HarnessPair(Type Harness, string Step, Type Reference, Func<MicrosoftSqliteEngine, (Func<double> Harness, Func<double> Loop)> Sides);
