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
    /// Where the warm-up stopped before its time budget ran out because a round that compiled nothing foresaw the minimum
    /// past it (see <see cref="Run"/>'s <c>foresee</c>): that round's time; null where it did not.
    /// </summary>
    public TimeSpan? ForeseenFromStillRound { get; init; }

    /// <summary>
    /// How much faster than its fastest still round a round may yet become (tier 1 over the code a still round ran) before a
    /// foresight calls the minimum out of the budget's reach: rounds are timed whole, SQLite's native work and the fresh
    /// database's preparation included, which tiering does not speed up.
    /// </summary>
    public const double ForesightMargin = 1.5;

    /// <summary>
    /// Runs <paramref name="round"/> (given its index) until the JIT stands still past <paramref name="minimumRounds"/>, or
    /// <paramref name="cap"/> rounds ran, or <paramref name="budget"/> passed (a long round's case cannot afford the minimum).
    /// <paramref name="compiledMethods"/> reads the count (<see cref="JitInfo.GetCompiledMethodCount"/> unless a test gives one).
    /// With <paramref name="foresee"/>, a warm-up the budget would cut anyway stops as soon as it knows: when its fastest round
    /// in which the JIT compiled nothing, made <see cref="ForesightMargin"/> times faster, still puts the minimum past the
    /// budget. A round that compiled nothing is the one pace the JIT's own work does not inflate; the pace of the first rounds,
    /// which do compile, stopped warm-ups that would have reached the minimum (see <see cref="SteadyJitWarmup.Suite"/>).
    /// </summary>
    public static JitWarmup Run(Action<int> round, int cap, Func<long>? compiledMethods = null, int minimumRounds = 0, TimeSpan? budget = null, int steadyRounds = SteadyRounds, bool foresee = false)
    {
        ArgumentNullException.ThrowIfNull(round);
        compiledMethods ??= () => JitInfo.GetCompiledMethodCount();
        var started = Stopwatch.GetTimestamp();
        var compiled = new List<long> { compiledMethods() };
        TimeSpan? fastestStill = null;
        var foreseen = false;
        bool Done() => compiled.Count - 1 >= minimumRounds && Steady(compiled, steadyRounds);
        while (compiled.Count - 1 < cap && !Done() && !foreseen && !(budget is { } b && Stopwatch.GetElapsedTime(started) >= b))
        {
            var roundStarted = Stopwatch.GetTimestamp();
            round(compiled.Count - 1);
            var roundTime = Stopwatch.GetElapsedTime(roundStarted);
            compiled.Add(compiledMethods());
            if (compiled[^1] == compiled[^2] && (fastestStill is null || roundTime < fastestStill))
            {
                fastestStill = roundTime;
            }

            foreseen = foresee && budget is { } limit && fastestStill is { } pace && compiled.Count - 1 < minimumRounds
                && Stopwatch.GetElapsedTime(started) + pace / ForesightMargin * (minimumRounds - (compiled.Count - 1)) > limit;
        }

        return new(compiled.Count - 1, Done() ? null : compiled[^1] - compiled[Math.Max(0, compiled.Count - 1 - steadyRounds)])
        {
            CompiledAtEnd = compiled[^1],
            MinimumRounds = minimumRounds,
            StillOver = steadyRounds,
            Elapsed = Stopwatch.GetElapsedTime(started),
            ForeseenFromStillRound = foreseen ? fastestStill : null,
        };
    }

    /// <summary>How the warm-up ended, for a report: the rounds it took, or what the JIT was still compiling at the cap.</summary>
    public override string ToString() => (StillCompiling, Rounds < MinimumRounds) switch
    {
        (null, _) => Invariant($"{Rounds} rounds, until the JIT's count of compiled methods stood still over {StillOver}"),
        ({ } still, true) => Invariant($"cut at {Rounds} rounds by its time budget{Foresight()}, short of the {MinimumRounds} a once-per-run method needs for tier 1: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
        ({ } still, false) => Invariant($"still compiling after {Rounds} rounds: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
    };

    private string Foresight() => ForeseenFromStillRound is { } pace
        ? Invariant($" (foreseen: a round that compiled nothing took {pace.TotalMilliseconds:0.#} ms)")
        : "";

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    // The count stood still over the last `rounds` rounds.
    private static bool Steady(List<long> compiled, int rounds) => compiled.Count > rounds && compiled[^1] == compiled[^(rounds + 1)];
}
