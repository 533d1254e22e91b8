using System.Globalization;
using System.Runtime;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// The SQLite layers by turns in one process (hidden verb <c>layer-rounds</c>, started by <see cref="LayerTurnsChild"/>): per
/// step of <see cref="LayerSides"/>, every layer once per round — native C through P/Invoke, raw SQLitePCLRaw, sqlite-net, both
/// providers, Dapper, linq2db, EF Core — the order rotated by one place each round, each run on a fresh database prepared untimed, after a forced
/// full collection, validated (<see cref="HarnessRounds.TimedRun{TStep}"/>), as the harness check times its pair. Each layer's
/// benchmark case runs in a process of its own minutes from the others', on a machine whose speed drifted 2x within a run:
/// the raw API came out at 0.87x, 1.21x and 1.30x of C in three runs. Runs a fraction of a second apart share the machine's
/// speed. The child runs under the runtime's default JIT (tiered compilation with Dynamic PGO, what an application runs):
/// warm-up rounds go on until the JIT stands still (<see cref="SteadyJitWarmup.ByTurns"/>), or its cap, where the
/// results say how many it was still compiling.
/// </summary>
public static class LayerRounds
{
    /// <summary>The verb.</summary>
    public const string Verb = "layer-rounds";

    /// <summary>Measured rounds: two full turns of the eight sides' order (native C and seven engines), each twice in each place.</summary>
    public const int MeasuredRounds = 16;

    /// <summary>
    /// The child: <c>layer-rounds &lt;results folder&gt; [measured rounds] [warm-up, as <see cref="SteadyJitWarmup.ToString"/>] [workloads, comma-separated]</c>. Saves
    /// the rounds of the workloads' steps (every step of <see cref="LayerSides.Workloads"/> when none are named) there
    /// (<see cref="LayerTurns"/>) and returns 0, or writes why they failed to the error stream and returns 1.
    /// </summary>
    public static int Run(IReadOnlyList<string> arguments)
    {
        if (arguments is not [var resultsPath, ..])
        {
            System.Console.Error.WriteLine($"usage: {Verb} <results folder> [measured rounds] [warm-up minimum:cap:budget ms:still over] [workloads]");
            return 2;
        }

        var measured = arguments.Count > 1 ? int.Parse(arguments[1], CultureInfo.InvariantCulture) : MeasuredRounds;
        var warmup = arguments.Count > 2 ? SteadyJitWarmup.Parse(arguments[2]) ?? throw new ArgumentException($"not a warm-up: {arguments[2]}") : SteadyJitWarmup.ByTurns;
        var workloads = arguments.Count > 3 ? arguments[3].Split(',') : null;
        try
        {
            var steps = new List<LayerStepTurns>();
            foreach (var step in LayerSides.All(workloads))
            {
                using (step)
                {
                    steps.Add(Measure(step, measured, warmup));
                }
            }

            new LayerTurns(DateTime.UtcNow, JitSetting.Current(), steps, null).Save(resultsPath);
            return 0;
        }
        catch (LayerRoundsException e)
        {
            System.Console.Error.WriteLine($"error: {e.Message}");
            return 1;
        }
    }

    /// <summary>
    /// <paramref name="step"/>'s rounds: warm-up rounds until the JIT stands still or a cap of <paramref name="warmup"/>, then
    /// <paramref name="measuredRounds"/> rounds kept. Throws <see cref="LayerRoundsException"/>, naming the layer, step and
    /// round, when a run fails (its validation included): a failed run is never a figure. <paramref name="compiledMethods"/>
    /// counts the methods the JIT has compiled in the process (<see cref="JitInfo.GetCompiledMethodCount"/>, every thread's).
    /// </summary>
    public static LayerStepTurns Measure(LayerStep step, int measuredRounds, SteadyJitWarmup warmup, Func<long>? compiledMethods = null)
    {
        ArgumentNullException.ThrowIfNull(step);
        ArgumentNullException.ThrowIfNull(warmup);
        var warmedUp = warmup.Run(round => RunRound(step, round, $"warm-up round {round + 1}", runs: null), compiledMethods);
        compiledMethods ??= () => JitInfo.GetCompiledMethodCount();
        var runs = step.Sides.Select(_ => new List<double>()).ToArray();
        for (var round = 0; round < measuredRounds; round++)
        {
            RunRound(step, round, $"round {round + 1}", runs);
        }

        return new LayerStepTurns(step.Workload, step.Step, step.Size, step.RowsPerRun, warmedUp.Rounds, warmedUp.StillCompiling,
            compiledMethods() - warmedUp.CompiledAtEnd, [.. step.Sides.Select((side, i) => new LayerRuns(side.Layer, runs[i]))], warmedUp.MinimumRounds);
    }

    // Every side once, starting one place further each round: over as many rounds as sides, each side runs once in each place.
    private static void RunRound(LayerStep step, int round, string name, List<double>[]? runs)
    {
        for (var turn = 0; turn < step.Sides.Count; turn++)
        {
            var at = (turn + round) % step.Sides.Count;
            var side = step.Sides[at];
            double milliseconds;
            try
            {
                milliseconds = side.Run();
            }
            catch (Exception e) when (e is not OutOfMemoryException)
            {
                throw new LayerRoundsException($"{side.Layer}'s {step.Workload} {step.Step} failed in {name}: {e.Message}", e);
            }

            runs?[at].Add(milliseconds);
        }
    }
}

/// <summary>A run of the layers by turns that failed (its validation, or the run itself): the rounds give no figure.</summary>
public sealed class LayerRoundsException : Exception
{
    /// <summary>Creates the exception.</summary>
    public LayerRoundsException()
    {
    }

    /// <summary>Creates the exception with its message.</summary>
    public LayerRoundsException(string message) : base(message)
    {
    }

    /// <summary>Creates the exception with its message and the failure behind it.</summary>
    public LayerRoundsException(string message, Exception inner) : base(message, inner)
    {
    }
}
