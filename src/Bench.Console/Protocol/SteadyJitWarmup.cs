using System.Globalization;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// The untimed warm-up a benchmark process at the runtime's default JIT runs before BenchmarkDotNet's first run
/// (<see cref="RunProtocol.WithTieredPgo"/>): validated runs of the case's step until the JIT stands still past
/// <paramref name="MinimumRounds"/> (<see cref="JitWarmup"/>), at most <paramref name="Cap"/> runs or
/// <paramref name="Budget"/>, whichever comes first. The job hands it to the process in <see cref="Variable"/>.
/// </summary>
/// <param name="MinimumRounds">Runs before the count of compiled methods may end the warm-up.</param>
/// <param name="Cap">The most runs.</param>
/// <param name="Budget">The most time: a case whose run takes seconds stops short of the minimum, and its record says so.</param>
/// <param name="StillOver">The runs over which the count must stand still (<see cref="JitWarmup.SteadyRounds"/>).</param>
/// <param name="Foresees">
/// Whether a warm-up the budget would cut short of the minimum stops as soon as a round that compiled nothing foresees it
/// (<see cref="JitWarmup.Run"/>), instead of spending the whole budget.
/// </param>
public sealed record SteadyJitWarmup(int MinimumRounds, int Cap, TimeSpan Budget, int StillOver = JitWarmup.SteadyRounds, bool Foresees = false)
{
    /// <summary>
    /// The environment variable a job hands the warm-up in: <c>minimum:cap:budget in ms:still over</c>, and <c>:foresees</c>
    /// where it foresees (no comma, which BenchmarkDotNet lists variables with).
    /// </summary>
    public const string Variable = "EMBEDDEDDBBENCH_JIT_WARMUP";

    /// <summary>
    /// The suite's: past tier-up (<see cref="JitWarmup.PastTierUp"/>), at most 200 runs or 2 s. W1's 1,000-row steps take about
    /// 5 ms a run with their preparation, so they get there inside the budget; a case of 100 ms runs could not, and stops as soon
    /// as a run that compiled nothing foresees it (<see cref="Foresees"/>). That saves only the runs after the first still one,
    /// which on W2 came at about the 18th of the 20–30 the budget allows, when the stop was added. Tried and removed: a
    /// whole stage of call counting (32 runs) as the stillness, seldom met, since the runtime's housekeeping (array-pool
    /// trimming after a gen-2 collection) compiles now and then and the main job's warm-ups ran to 400 runs; a stop after 3
    /// runs whose mean pace foresaw the minimum over the budget, which took those runs' first-call compiling for the pace and
    /// stopped nearly all of the main job's W1 warm-ups, which reach the stillness in about 1 s; a stop judged from the 6th
    /// run on by the fastest of the last 3, which stopped a share of them still compiling hundreds of methods a run; and W2's
    /// and W3's warm-ups on a hundredth of their rows instead of <see cref="RowsDivisor"/>'s tenth, which stood still sooner but
    /// left W2's Batch insert 1.5 times slower by turns (docs/running.md, "A warm-up on a hundredth, tried").
    /// </summary>
    public static SteadyJitWarmup Suite { get; } = new(JitWarmup.PastTierUp, 200, TimeSpan.FromSeconds(2), Foresees: true);

    /// <summary>
    /// The children that time sides by turns at the runtime's default JIT (the harness check, the SQLite layers): the same
    /// stillness, each round every side once, at most 200 rounds or 20 s a step (W2's 25,000-row rounds take about 0.6 s).
    /// </summary>
    public static SteadyJitWarmup ByTurns { get; } = new(JitWarmup.PastTierUp, 200, TimeSpan.FromSeconds(20));

    /// <summary>
    /// How many times fewer rows a warm-up run handles than a timed one where the workload takes a size (W1, W2, W3's joins
    /// and scans, W4's key phases, W5; <c>StepBenchmark.CreateWarmupWorkload</c>): the same statements and methods, called as
    /// often per run, so the rounds tier 1 needs fit the budget. On W5 (5,000 rows, 500 in the warm-up) 25 of the 26 warm-ups
    /// at the default JIT stood still inside it, against 1 of 26, the class's warm-ups took half the time, and the means by
    /// turns showed no difference at the machine's noise (docs/running.md, "The warm-up on a tenth of the rows").
    /// </summary>
    public const int RowsDivisor = 10;

    /// <summary>The warm-up the job set for this process, or null where it set none (tiering off, or a job shaped on the command line).</summary>
    public static SteadyJitWarmup? FromEnvironment() => Parse(Environment.GetEnvironmentVariable(Variable));

    /// <summary>Reads <see cref="ToString"/>'s form; null for anything else.</summary>
    public static SteadyJitWarmup? Parse(string? text) =>
        text?.Split(':') is [var minimum, var cap, var budget, var stillOver, .. var rest]
        && rest is [] or [ForesightWord]
        && int.TryParse(minimum, NumberStyles.None, CultureInfo.InvariantCulture, out var m)
        && int.TryParse(cap, NumberStyles.None, CultureInfo.InvariantCulture, out var c)
        && int.TryParse(budget, NumberStyles.None, CultureInfo.InvariantCulture, out var b)
        && int.TryParse(stillOver, NumberStyles.None, CultureInfo.InvariantCulture, out var o) && o > 0
            ? new(m, c, TimeSpan.FromMilliseconds(b), o, Foresees: rest is [ForesightWord])
            : null;

    /// <summary>Runs <paramref name="round"/> as this warm-up says; <paramref name="compiledMethods"/> as <see cref="JitWarmup.Run"/> takes it.</summary>
    public JitWarmup Run(Action<int> round, Func<long>? compiledMethods = null) =>
        JitWarmup.Run(round, Cap, compiledMethods, MinimumRounds, Budget, StillOver, Foresees);

    /// <summary>The warm-up in words, for a protocol's reason.</summary>
    public string Describe() => string.Create(CultureInfo.InvariantCulture,
        $"untimed runs until the JIT's count of compiled methods stood still over {StillOver} runs past {MinimumRounds}, at most {Cap} runs or {Budget.TotalSeconds:0.#} s{(Foresees ? ", or less where a run that compiled nothing foresaw the budget spent short of the minimum" : "")}");

    /// <inheritdoc />
    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{MinimumRounds}:{Cap}:{(long)Budget.TotalMilliseconds}:{StillOver}{(Foresees ? ":" + ForesightWord : "")}");

    private const string ForesightWord = "foresees";
}
