using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// Starts the layers by turns (<see cref="LayerRounds"/>) in a child of the console after the cases, as the harness check's
/// rounds start, but at the runtime's default JIT (<see cref="DefaultJitChild"/>: the suite's benchmark processes run with
/// <c>DOTNET_TieredCompilation=0</c>; this child does not). Its results file is the layers page's (<see cref="LayerTurns"/>).
/// </summary>
public static class LayerTurnsChild
{
    // W2's round is about 2 s on an idle machine (EF Core's 25,000-row insert about 1 s of it), W1's about 0.2 s: at most
    // 27 rounds each, about 70 s idle. A shared machine runs 3-4x slower.
    private static readonly TimeSpan _timeout = TimeSpan.FromMinutes(10);

    /// <summary>
    /// After the cases: the layers by turns, then their first runs in fresh processes (<see cref="LayerFirstRuns"/>), for the
    /// workloads of <see cref="LayerSides.Workloads"/> that <paramref name="cases"/> measured through a layer, when
    /// <paramref name="measures"/> (not a dry run, no job shaped on the command line) and the native floor can be built here;
    /// otherwise an earlier run's results are deleted, so that this run's page shows none. Writes one line to <paramref name="log"/>;
    /// returns whether it measured (the suite report clocks it).
    /// </summary>
    public static bool AfterCases(IEnumerable<PlannedCase> cases, bool measures, string resultsPath, TextWriter log)
    {
        ArgumentNullException.ThrowIfNull(log);
        LayerTurns.Clear(resultsPath);
        // The main job's W1 alone needs no W2 rounds (about 2 s a round, most of the rounds' time).
        var workloads = cases.Where(c => c.IsLayer).Select(c => c.WorkloadName).Intersect(LayerSides.Workloads).ToArray();
        if (!measures || workloads.Length == 0)
        {
            return false;
        }

        if (NativeFloor.MissingPrerequisite() is { } missing)
        {
            log.WriteLine($"// The SQLite layers by turns in one process: skipped: {missing}");
            return false;
        }

        var clock = Stopwatch.StartNew();
        var turns = Measure(resultsPath, workloads);
        if (turns.Error is null)
        {
            turns = LayerFirstRuns.Measure(turns);
            turns.Save(resultsPath);
        }

        var failed = turns.Error ?? turns.FirstRunError;
        log.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"// The SQLite layers by turns in one process and first runs in fresh processes: {turns.Steps.Count} steps, {clock.Elapsed.TotalSeconds:N1} s{(failed is null ? "" : $": {failed}")}"));
        return true;
    }

    /// <summary>
    /// Runs the child on the steps of <paramref name="workloads"/> and returns its rounds, saved in <paramref name="resultsPath"/>;
    /// a failure is saved too, with its reason.
    /// </summary>
    public static LayerTurns Measure(string resultsPath, IReadOnlyCollection<string> workloads, int measuredRounds = LayerRounds.MeasuredRounds, SteadyJitWarmup? warmup = null)
    {
        ArgumentNullException.ThrowIfNull(workloads);
        warmup ??= SteadyJitWarmup.ByTurns;
        LayerTurns.Clear(resultsPath);
        var ran = DefaultJitChild.Run(_timeout, LayerRounds.Verb, resultsPath,
            measuredRounds.ToString(CultureInfo.InvariantCulture), warmup.ToString(), string.Join(',', workloads));
        if (ran is (0, _, _) && LayerTurns.Load(resultsPath) is { } saved)
        {
            return saved;
        }

        var failed = new LayerTurns(DateTime.UtcNow, "", [], ran is (var exit, _, var error)
            ? $"the rounds failed (exit {exit}): {error.Trim().ReplaceLineEndings(" ")}"
            : $"the rounds did not finish within {_timeout.TotalMinutes:0} min");
        failed.Save(resultsPath);
        return failed;
    }
}
