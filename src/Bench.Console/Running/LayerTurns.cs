using System.Text.Json;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// The SQLite layers timed by turns in one process (<see cref="LayerRounds"/>), as its results file keeps them
/// (<c>results/layer-rounds.json</c>, <see cref="FileName"/>): per step, every layer's validated runs round by round,
/// and what the JIT did meanwhile. The layers page reads it from the results folder it writes to.
/// </summary>
/// <param name="MeasuredAt">When the rounds ended, UTC.</param>
/// <param name="Jit">The JIT the rounds ran under, as the child read its own setting.</param>
/// <param name="Steps">Each step's rounds, in the order they ran.</param>
/// <param name="Error">Why the rounds failed (a layer's run that failed validation, a child that did not finish), or null.</param>
public sealed record LayerTurns(DateTime MeasuredAt, string Jit, IReadOnlyList<LayerStepTurns> Steps, string? Error)
{
    /// <summary>Why the first runs in fresh processes (<see cref="LayerFirstRuns"/>) are missing, or null.</summary>
    public string? FirstRunError { get; init; }

    /// <summary>The results file's name in the results folder.</summary>
    public const string FileName = "layer-rounds.json";

    private static readonly JsonSerializerOptions _json = new() { WriteIndented = true };

    /// <summary>The rounds saved in <paramref name="resultsPath"/>, or null when there are none.</summary>
    public static LayerTurns? Load(string resultsPath)
    {
        var path = Path.Combine(resultsPath, FileName);
        try
        {
            return File.Exists(path) ? JsonSerializer.Deserialize<LayerTurns>(RunStamp.Results(File.ReadAllText(path)), _json) : null;
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{path}: unreadable results: {e.Message}", e);
        }
    }

    /// <summary>Saves the rounds in <paramref name="resultsPath"/>, over any earlier ones; returns the file's path.</summary>
    public string Save(string resultsPath)
    {
        Directory.CreateDirectory(resultsPath);
        var path = Path.Combine(resultsPath, FileName);
        File.WriteAllText(path, JsonSerializer.Serialize(this, _json));
        return path;
    }

    /// <summary>Deletes the rounds saved in <paramref name="resultsPath"/>: a run that did not measure them must not show an earlier run's.</summary>
    public static void Clear(string resultsPath)
    {
        // File.Delete throws where the folder itself is missing (a fresh artifacts folder has no results yet).
        var path = Path.Combine(resultsPath, FileName);
        if (File.Exists(path))
        {
            File.Delete(path);
        }
    }
}

/// <summary>One step's rounds: every layer once per round, each run validated.</summary>
/// <param name="Workload">The workload's benchmark class name, as the layers page names it (<c>Crud</c>, <c>Contacts</c>).</param>
/// <param name="Step">The step.</param>
/// <param name="Size">Parameters other than the variant (<c>N=1000</c>), or "-".</param>
/// <param name="RowsPerRun">Rows one run writes.</param>
/// <param name="WarmupRounds">Warm-up rounds run before the measured ones.</param>
/// <param name="StillCompiling">
/// Methods the JIT compiled over the last <see cref="JitWarmup.SteadyRounds"/> warm-up rounds when the warm-up stopped at its cap
/// still compiling; null when it ended because the count stood still.
/// </param>
/// <param name="CompiledWhileMeasured">Methods the JIT compiled during the measured rounds.</param>
/// <param name="Layers">Each layer's measured runs, milliseconds, round by round (native C's own clock for C).</param>
/// <param name="MinimumWarmupRounds">
/// The rounds the warm-up had to run at least (<see cref="JitWarmup.MinimumRounds"/>): below it, a warm-up stopped by its time budget.
/// </param>
public sealed record LayerStepTurns(string Workload, string Step, string Size, long RowsPerRun, int WarmupRounds, long? StillCompiling,
    long CompiledWhileMeasured, IReadOnlyList<LayerRuns> Layers, int MinimumWarmupRounds = 0)
{
    /// <summary>
    /// <paramref name="layer"/>'s time over native C's: the geometric mean of each round's ratio of the two runs of that round,
    /// with its interval over the rounds (<see cref="PairedRatio"/>, the way the paired rounds' ratios are taken); null where
    /// either did not run.
    /// </summary>
    public PairedRatio? RatioToNative(string layer) =>
        RunsOf(LayerEngines.NativeLabel) is { Count: > 0 } native && RunsOf(layer) is { Count: > 0 } runs && runs.Count == native.Count
            ? PairedRatio.Of([.. native.Zip(runs)]).Inverse()
            : null;

    /// <summary><paramref name="layer"/>'s median run over the rounds ÷ rows per run, µs; null where it did not run.</summary>
    public double? MicrosecondsPerRow(string layer) => RunsOf(layer) is { Count: > 0 } runs ? Median.Of(runs) * 1000 / RowsPerRun : null;

    /// <summary>
    /// <paramref name="layer"/>'s first run in a fresh process (<see cref="LayerFirstRuns"/>): the median over the processes,
    /// milliseconds; null where none was measured.
    /// </summary>
    public double? FirstRunMilliseconds(string layer) => Layers.FirstOrDefault(l => l.Layer == layer)?.FirstRuns is { Count: > 0 } runs ? Median.Of(runs) : null;

    /// <summary>The fresh processes behind <paramref name="layer"/>'s first-run figure.</summary>
    public int FirstRunCount(string layer) => Layers.FirstOrDefault(l => l.Layer == layer)?.FirstRuns?.Count ?? 0;

    /// <summary><paramref name="layer"/>'s first run over its median run by turns (steady state); null where either is missing.</summary>
    public double? FirstRunOverSteady(string layer) =>
        FirstRunMilliseconds(layer) is { } first && RunsOf(layer) is { Count: > 0 } runs ? first / Median.Of(runs) : null;

    /// <summary>
    /// True when the warm-up ended because the JIT's count of compiled methods stood still, not at its cap or its time budget:
    /// only then do the rounds compare steady code with steady code.
    /// </summary>
    public bool JitStoodStill => StillCompiling is null;

    /// <summary>The measured rounds behind each figure.</summary>
    public int Rounds => Layers.Count == 0 ? 0 : Layers[0].Milliseconds.Count;

    private IReadOnlyList<double>? RunsOf(string layer) => Layers.FirstOrDefault(l => l.Layer == layer)?.Milliseconds;
}

/// <summary>One layer's measured runs of a step by turns, and its first runs in fresh processes.</summary>
/// <param name="Layer">The layer's label (<see cref="LayerEngines"/>).</param>
/// <param name="Milliseconds">One run per measured round, in round order.</param>
/// <param name="FirstRuns">The step's first run in each fresh process (<see cref="LayerFirstRuns"/>), milliseconds; null where not measured.</param>
public sealed record LayerRuns(string Layer, IReadOnlyList<double> Milliseconds, IReadOnlyList<double>? FirstRuns = null);
