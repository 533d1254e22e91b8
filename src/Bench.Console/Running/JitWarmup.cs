using System.Globalization;
using System.Runtime;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// A warm-up at the runtime's default JIT that ends when the JIT is done, not after a fixed count: rounds go on until the
/// count of methods the JIT has compiled in the process (<see cref="JitInfo.GetCompiledMethodCount"/>, every thread's) stands
/// still over <see cref="SteadyRounds"/> rounds, or a cap, where it says how many it was still compiling. Tiered compilation
/// recompiles a hot method at tier 1 some time after its 30th call, in the background, and Dynamic PGO instruments it first:
/// a fixed count of invocations can end with the timed code still at tier 0.
/// </summary>
/// <param name="Rounds">Warm-up rounds run.</param>
/// <param name="StillCompiling">
/// Methods the JIT compiled over the last <see cref="SteadyRounds"/> rounds when the warm-up stopped at its cap still compiling;
/// null when it ended because the count stood still.
/// </param>
public sealed record JitWarmup(int Rounds, long? StillCompiling)
{
    /// <summary>Consecutive rounds over which the count of compiled methods must stand still to end the warm-up.</summary>
    public const int SteadyRounds = 3;

    /// <summary>The count of compiled methods when the warm-up ended: what the measured rounds' count is taken from.</summary>
    public long CompiledAtEnd { get; init; }

    /// <summary>
    /// Runs <paramref name="round"/> (given its index) until the JIT stands still or <paramref name="cap"/> rounds ran.
    /// <paramref name="compiledMethods"/> reads the count (<see cref="JitInfo.GetCompiledMethodCount"/> unless a test gives one).
    /// </summary>
    public static JitWarmup Run(Action<int> round, int cap, Func<long>? compiledMethods = null)
    {
        ArgumentNullException.ThrowIfNull(round);
        compiledMethods ??= () => JitInfo.GetCompiledMethodCount();
        var compiled = new List<long> { compiledMethods() };
        while (compiled.Count - 1 < cap && !Steady(compiled))
        {
            round(compiled.Count - 1);
            compiled.Add(compiledMethods());
        }

        return new(compiled.Count - 1, Steady(compiled) ? null : compiled[^1] - compiled[Math.Max(0, compiled.Count - 1 - SteadyRounds)])
        {
            CompiledAtEnd = compiled[^1],
        };
    }

    /// <summary>How the warm-up ended, for a report: the rounds it took, or what the JIT was still compiling at the cap.</summary>
    public override string ToString() => StillCompiling is { } still
        ? string.Create(CultureInfo.InvariantCulture, $"still compiling after {Rounds} rounds: {still} methods in the last {Math.Min(SteadyRounds, Rounds)}")
        : string.Create(CultureInfo.InvariantCulture, $"{Rounds} rounds, until the JIT's count of compiled methods stood still over {SteadyRounds}");

    // The count stood still over the last SteadyRounds rounds.
    private static bool Steady(List<long> compiled) => compiled.Count > SteadyRounds && compiled[^1] == compiled[^(SteadyRounds + 1)];
}
