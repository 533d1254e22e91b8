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
    /// How long the minimum would have taken at the pace of the fastest recent round, when the warm-up stopped because
    /// that is over its budget (a warm-up that foresees, <see cref="Run"/>); null otherwise.
    /// </summary>
    public TimeSpan? ForeseenMinimum { get; init; }

    /// <summary>
    /// The rounds a foreseeing warm-up runs before it judges the pace: the first rounds compile every method the step calls
    /// at its first call, so their pace says nothing of the later rounds' (W1's 1,000-row rounds take tens of ms at first,
    /// about 5 ms once compiled).
    /// </summary>
    public const int ForesightFrom = 2 * SteadyRounds;

    /// <summary>
    /// Runs <paramref name="round"/> (given its index) until the JIT stands still past <paramref name="minimumRounds"/>, or
    /// <paramref name="cap"/> rounds ran, or <paramref name="budget"/> passed (a long round's case cannot afford the minimum).
    /// A warm-up that <paramref name="foresees"/> also stops, from round <see cref="ForesightFrom"/> on, when even its fastest
    /// of the last <paramref name="steadyRounds"/> rounds puts the minimum over the budget: the rounds it would go on for
    /// could not reach tier 1 and would cost a long case the whole budget (<see cref="ForeseenMinimum"/>).
    /// <paramref name="compiledMethods"/> reads the count (<see cref="JitInfo.GetCompiledMethodCount"/> unless a test gives one).
    /// </summary>
    public static JitWarmup Run(Action<int> round, int cap, Func<long>? compiledMethods = null, int minimumRounds = 0, TimeSpan? budget = null,
        int steadyRounds = SteadyRounds, bool foresees = false)
    {
        ArgumentNullException.ThrowIfNull(round);
        compiledMethods ??= () => JitInfo.GetCompiledMethodCount();
        var started = Stopwatch.GetTimestamp();
        var compiled = new List<long> { compiledMethods() };
        var took = new List<TimeSpan>();
        TimeSpan? foreseen = null;
        bool Done() => compiled.Count - 1 >= minimumRounds && Steady(compiled, steadyRounds);
        while (compiled.Count - 1 < cap && !Done() && !(budget is { } b && Stopwatch.GetElapsedTime(started) >= b) && foreseen is null)
        {
            var roundStarted = Stopwatch.GetTimestamp();
            round(compiled.Count - 1);
            took.Add(Stopwatch.GetElapsedTime(roundStarted));
            compiled.Add(compiledMethods());
            if (foresees && budget is { } limit)
            {
                foreseen = Foresee(took, minimumRounds, steadyRounds, Stopwatch.GetElapsedTime(started), limit);
            }
        }

        return new(compiled.Count - 1, Done() ? null : compiled[^1] - compiled[Math.Max(0, compiled.Count - 1 - steadyRounds)])
        {
            CompiledAtEnd = compiled[^1],
            MinimumRounds = minimumRounds,
            StillOver = steadyRounds,
            Elapsed = Stopwatch.GetElapsedTime(started),
            ForeseenMinimum = foreseen,
        };
    }

    // The time the minimum would take at the fastest of the last rounds, where that is over the budget; null while the
    // first rounds' compiling hides the pace, once the minimum is run, or while it fits.
    private static TimeSpan? Foresee(List<TimeSpan> took, int minimumRounds, int steadyRounds, TimeSpan elapsed, TimeSpan budget)
    {
        if (took.Count < ForesightFrom || took.Count >= minimumRounds)
        {
            return null;
        }

        var fastest = took[^Math.Min(steadyRounds, took.Count)..].Min();
        var minimum = elapsed + (fastest * (minimumRounds - took.Count));
        return minimum > budget ? minimum : null;
    }

    /// <summary>How the warm-up ended, for a report: the rounds it took, or what the JIT was still compiling at the cap.</summary>
    public override string ToString() => (StillCompiling, Rounds < MinimumRounds) switch
    {
        (null, _) => Invariant($"{Rounds} rounds, until the JIT's count of compiled methods stood still over {StillOver}"),
        ({ } still, true) when ForeseenMinimum is { } minimum => Invariant(
            $"stopped at {Rounds} rounds: the {MinimumRounds} a once-per-run method needs for tier 1 would take about {minimum.TotalSeconds:0.#} s at its fastest recent round, over its time budget: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
        ({ } still, true) => Invariant($"cut at {Rounds} rounds by its time budget, short of the {MinimumRounds} a once-per-run method needs for tier 1: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
        ({ } still, false) => Invariant($"still compiling after {Rounds} rounds: {still} methods in the last {Math.Min(StillOver, Rounds)}"),
    };

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    // The count stood still over the last `rounds` rounds.
    private static bool Steady(List<long> compiled, int rounds) => compiled.Count > rounds && compiled[^1] == compiled[^(rounds + 1)];
}
