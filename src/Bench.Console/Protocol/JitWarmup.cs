using System.Diagnostics;
using System.Globalization;
using System.Runtime;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// A warm-up at the runtime's default JIT that ends when the JIT is done, not after a fixed count: rounds go on until the
/// count of methods the JIT has compiled in the process (<see cref="JitInfo.GetCompiledMethodCount"/>, every thread's) stands
/// still over <see cref="SteadyRounds"/> rounds past a minimum, or a cap (of rounds, or of time), where it says how many it was
/// still compiling. Tiered compilation recompiles a hot method at tier 1 some time after its 30th call, in the background, and
/// Dynamic PGO instruments it first: a fixed count of invocations can end with the timed code still at tier 0.
/// </summary>
/// <param name="Rounds">Warm-up rounds run.</param>
/// <param name="StillCompiling">
/// Methods the JIT compiled over the last <see cref="SteadyRounds"/> rounds when the warm-up stopped at a cap;
/// null when it ended because the count stood still past the minimum.
/// </param>
public sealed record JitWarmup(int Rounds, long? StillCompiling)
{
    /// <summary>Consecutive rounds over which the count of compiled methods must stand still to end the warm-up, unless a caller asks for more.</summary>
    public const int SteadyRounds = 3;

    /// <summary>
    /// The rounds a method called once per round needs to reach tier 1 under Dynamic PGO, and then the steady rounds: three
    /// stages of call counting at 30 calls each (the threshold, <c>TC_CallCountThreshold</c> in dotnet/runtime's
    /// <c>src/coreclr/inc/clrconfigvalues.h</c>; the tiers, dotnet/runtime <c>docs/design/features/DynamicPgo-InstrumentedTiers.md</c>).
    /// Measured with <c>DOTNET_JitDisasmSummary=1</c> on W1's plain loop: its loop method was compiled as instrumented tier 0 at
    /// its first call, instrumented again about 30 calls later, and reached tier 1 only after a warm-up of 100 rounds that
    /// had ended on 3 rounds of stillness. Before it, the count can stand still while the runtime only counts calls.
    /// </summary>
    public const int PastTierUp = 3 * 30 + SteadyRounds;

    /// <summary>The count of compiled methods when the warm-up ended: what the measured rounds' count is taken from.</summary>
    public long CompiledAtEnd { get; init; }

    /// <summary>The rounds the warm-up had to run at least (<see cref="PastTierUp"/> where it waits for tier 1).</summary>
    public int MinimumRounds { get; init; }

    /// <summary>The rounds over which the count had to stand still (<see cref="SteadyRounds"/> unless the caller asked for more).</summary>
    public int StillOver { get; init; } = SteadyRounds;

    /// <summary>How long the warm-up took: what waiting for the JIT costs a case.</summary>
    public TimeSpan Elapsed { get; init; }

    /// <summary>
    /// Runs <paramref name="round"/> (given its index) until the JIT stands still past <paramref name="minimumRounds"/>, or
    /// <paramref name="cap"/> rounds ran, or <paramref name="budget"/> passed (a long round's case cannot afford the minimum).
    /// <paramref name="compiledMethods"/> reads the count (<see cref="JitInfo.GetCompiledMethodCount"/> unless a test gives one).
    /// </summary>
    public static JitWarmup Run(Action<int> round, int cap, Func<long>? compiledMethods = null, int minimumRounds = 0, TimeSpan? budget = null, int steadyRounds = SteadyRounds)
    {
        ArgumentNullException.ThrowIfNull(round);
        compiledMethods ??= () => JitInfo.GetCompiledMethodCount();
        var started = Stopwatch.GetTimestamp();
        var compiled = new List<long> { compiledMethods() };
        bool Done() => compiled.Count - 1 >= minimumRounds && Steady(compiled, steadyRounds);
        while (compiled.Count - 1 < cap && !Done() && !(budget is { } b && Stopwatch.GetElapsedTime(started) >= b))
        {
            round(compiled.Count - 1);
            compiled.Add(compiledMethods());
        }

        return new(compiled.Count - 1, Done() ? null : compiled[^1] - compiled[Math.Max(0, compiled.Count - 1 - steadyRounds)])
        {
            CompiledAtEnd = compiled[^1],
            MinimumRounds = minimumRounds,
            StillOver = steadyRounds,
            Elapsed = Stopwatch.GetElapsedTime(started),
        };
    }

    /// <summary>How the warm-up ended, for a report: the rounds it took, or what the JIT was still compiling at the cap.</summary>
    public override string ToString() => (StillCompiling, Rounds < MinimumRounds) switch
    {
        (null, _) => Invariant($"{Rounds} rounds, until the JIT's count of compiled methods stood still over {StillOver}"),
        ({ } still, true) => Invariant($"cut at {Rounds} rounds by its time budget, short of the {MinimumRounds} a once-per-run method needs for tier 1: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
        ({ } still, false) => Invariant($"still compiling after {Rounds} rounds: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
    };

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    // The count stood still over the last `rounds` rounds.
    private static bool Steady(List<long> compiled, int rounds) => compiled.Count > rounds && compiled[^1] == compiled[^(rounds + 1)];
}
