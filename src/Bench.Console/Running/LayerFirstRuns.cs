using System.Globalization;
using EmbeddedDbBench.Console.Host;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// The layers' first run in a fresh process (hidden verb <c>layer-first-run</c>): what a CLI tool or a function that starts
/// cold pays, where the rounds by turns (<see cref="LayerRounds"/>) give what a long-running service pays. Each child, at the
/// runtime's default JIT (<see cref="DefaultJitChild"/>), prepares the step's database untimed as every run does, then times
/// the layer's first run of the step: its code compiled at tier 0 as it first runs, EF Core's model built and its first
/// statements compiled. The children start by turns, the layers' order rotated by one place per process, so that a slow
/// spell of the machine falls on every layer alike.
/// </summary>
public static class LayerFirstRuns
{
    /// <summary>The verb.</summary>
    public const string Verb = "layer-first-run";

    /// <summary>Fresh processes per layer and step: the figure is their median.</summary>
    public const int Processes = 5;

    // One step once, in a process that starts, generates the step's rows and builds the native library: seconds, not minutes.
    private static readonly TimeSpan _timeout = TimeSpan.FromMinutes(2);

    /// <summary>
    /// The child: <c>layer-first-run &lt;workload&gt; &lt;layer&gt;</c>. Prints <c>layer-first-run &lt;milliseconds&gt;</c> and
    /// returns 0, or writes why the run failed (its validation included) to the error stream and returns 1.
    /// </summary>
    public static int Run(IReadOnlyList<string> arguments)
    {
        if (arguments is not [var workload, var layer])
        {
            System.Console.Error.WriteLine($"usage: {Verb} <workload> <layer>");
            return 2;
        }

        try
        {
            using var step = LayerSides.All([workload], layer).Single();
            var milliseconds = step.Sides.Single(side => side.Layer == layer).Run();
            System.Console.Out.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{Verb} {milliseconds:R}"));
            return 0;
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            System.Console.Error.WriteLine($"error: {layer}'s {workload} first run failed: {e.Message}");
            return 1;
        }
    }

    /// <summary>
    /// <paramref name="turns"/> with each layer's first runs (<see cref="LayerRuns.FirstRuns"/>), <paramref name="processes"/> fresh
    /// processes per layer and step, by turns; a child that fails or hangs ends the measurement, its reason kept in
    /// <see cref="LayerTurns.FirstRunError"/> and the first runs left out.
    /// </summary>
    public static LayerTurns Measure(LayerTurns turns, int processes = Processes)
    {
        ArgumentNullException.ThrowIfNull(turns);
        var steps = new List<LayerStepTurns>();
        foreach (var step in turns.Steps)
        {
            var firstRuns = step.Layers.ToDictionary(layer => layer.Layer, _ => new List<double>());
            var labels = step.Layers.Select(layer => layer.Layer).ToArray();
            for (var process = 0; process < processes; process++)
            {
                for (var turn = 0; turn < labels.Length; turn++)
                {
                    var layer = labels[(turn + process) % labels.Length];
                    var ran = DefaultJitChild.Run(_timeout, Verb, step.Workload, layer);
                    if (ran is not (0, var output, _) || ConsoleProcess.Lines(output, Verb).FirstOrDefault() is not [var figure])
                    {
                        var why = ran is (var exit, _, var error)
                            ? $"{layer}'s {step.Workload} {step.Step} failed (exit {exit}): {error.Trim().ReplaceLineEndings(" ")}"
                            : $"{layer}'s {step.Workload} {step.Step} did not finish within {_timeout.TotalMinutes:0} min";
                        return turns with { FirstRunError = $"the first runs in fresh processes stopped: {why}" };
                    }

                    firstRuns[layer].Add(double.Parse(figure, CultureInfo.InvariantCulture));
                }
            }

            steps.Add(step with { Layers = [.. step.Layers.Select(layer => layer with { FirstRuns = firstRuns[layer.Layer] })] });
        }

        return turns with { Steps = steps };
    }
}
