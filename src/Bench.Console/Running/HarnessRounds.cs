using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// The harness check's child (hidden verb <c>harness-rounds</c>): each pair of <see cref="HarnessPairs"/> named on
/// its command line measured in one process, by turns: the harness's Batch step and the plain loop, the harness
/// first in even rounds and the loop first in odd ones, each run on a database prepared for it, timed alone and
/// validated. Runs a fraction of a second apart share the machine's speed, where the two cases' own processes,
/// seconds apart, did not: in a run of the main job the canary moved 1.8x, and the same harness and loop came out
/// 1.73x apart there and 0.68–1.16x apart in four runs of the pair alone. Its parent starts it twice: with tiered
/// compilation off, as every benchmark process runs, and at the runtime's default JIT, what an application runs, with a
/// warm-up until the JIT stands still.
/// </summary>
public static class HarnessRounds
{
    /// <summary>The verb.</summary>
    public const string Verb = "harness-rounds";

    /// <summary>Rounds run before the measured ones with tiered compilation off: the first compiles every method of both sides.</summary>
    public const int WarmupRounds = 1;

    /// <summary>Measured rounds, W1's count: a blip of the machine in one round moves the paired ratio by its eighth root.</summary>
    public const int MeasuredRounds = 8;

    /// <summary>The argument before the pairs that asks for a warm-up until the JIT stands still, for a child at the runtime's default JIT.</summary>
    public const string UntilJitSteady = "--until-jit-steady";

    /// <summary>
    /// Runs the pairs <paramref name="arguments"/> names (indices into <see cref="HarnessPairs.All"/>, after
    /// <see cref="UntilJitSteady"/> where the child runs at the runtime's default JIT); prints their rounds; returns the exit code.
    /// Each line: the verb, the pair's index, the warm-up's rounds and the methods it was still compiling at its cap (or <c>-</c>),
    /// then the harness's and the loop's milliseconds of each measured round.
    /// </summary>
    public static int Run(IReadOnlyList<string> arguments)
    {
        var untilSteady = arguments is [UntilJitSteady, ..];
        var engine = new MicrosoftSqliteEngine();
        foreach (var pair in arguments.Skip(untilSteady ? 1 : 0).Select(p => int.Parse(p, CultureInfo.InvariantCulture)))
        {
            var (harness, loop) = HarnessPairs.All[pair].Sides(engine);
            var warmup = untilSteady
                ? SteadyJitWarmup.ByTurns.Run(round => Round(harness, loop, round))
                : WarmedOnce(() => Round(harness, loop, 0));
            var milliseconds = new List<double>();
            for (var round = 0; round < MeasuredRounds; round++)
            {
                var (h, l) = Round(harness, loop, round);
                milliseconds.AddRange([h, l]);
            }

            var still = warmup.StillCompiling?.ToString(CultureInfo.InvariantCulture) ?? "-";
            System.Console.Out.WriteLine($"{Verb} {pair} {warmup.Rounds} {warmup.MinimumRounds} {still} " + string.Join(' ', milliseconds.Select(m => m.ToString("R", CultureInfo.InvariantCulture))));
        }

        return 0;
    }

    // Both sides once, the harness first in even rounds and the loop first in odd ones: the harness's run, the loop's.
    private static (double Harness, double Loop) Round(Func<double> harness, Func<double> loop, int round)
    {
        if (round % 2 == 0)
        {
            var h = harness();
            return (h, loop());
        }

        var l = loop();
        return (harness(), l);
    }

    private static JitWarmup WarmedOnce(Action round)
    {
        round();
        return new(WarmupRounds, null);
    }

    /// <summary>The two sides over <paramref name="harness"/> and <paramref name="loop"/>, each a validated run of <paramref name="step"/> in milliseconds.</summary>
    public static (Func<double> Harness, Func<double> Loop) Sides<TStep>(MicrosoftSqliteEngine engine, IWorkload<TStep> harness, IWorkload<TStep> loop, TStep step)
        where TStep : struct, Enum => (() => TimedRun(engine, Variant.Batch, harness, step), () => TimedRun(engine, Variant.Batch, loop, step));

    /// <summary>
    /// One validated run of <paramref name="step"/> on a fresh database of <paramref name="engine"/> under <paramref name="variant"/>:
    /// the milliseconds of the step alone. The runs by turns of the harness check and of the layers (<see cref="LayerRounds"/>) are these.
    /// </summary>
    // Preparing, validating and deleting the database are outside the timed call, as in the benchmark processes; so is
    // a full collection before it, as BenchmarkDotNet forces between runs: without it, the collection that the runs'
    // allocations (about 25 MB each for W2) brought on a few runs in fell on one side's run, 1.3–1.9x its others.
    internal static double TimedRun<TStep>(Engine engine, Variant variant, IWorkload<TStep> workload, TStep step) where TStep : struct, Enum
    {
        using var run = StepRun.Prepare(engine, variant, workload, step);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        var start = Stopwatch.GetTimestamp();
        run.Execute();
        var elapsed = Stopwatch.GetElapsedTime(start);
        run.Validate();
        return elapsed.TotalMilliseconds;
    }
}
