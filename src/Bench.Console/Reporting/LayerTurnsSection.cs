using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The layers page's tables by turns in one process (<see cref="LayerRounds"/>, read from the results file in the page's
/// results folder): per step, each layer's µs/row and its ratio to native C from the rounds (the geometric mean of each round's
/// ratio, with its interval over the rounds), the rounds behind it, and beside it the ratio the layers' own processes gave
/// in this run. Nothing when the rounds did not run.
/// </summary>
public static class LayerTurnsSection
{
    /// <summary>Appends the tables under a heading of <paramref name="level"/>, with <paramref name="figures"/> (the separate processes') beside them.</summary>
    public static void Append(ReportDocument document, int level, LayerTurns? turns, IReadOnlyList<LayerFigure> figures)
    {
        ArgumentNullException.ThrowIfNull(document);
        if (turns is null)
        {
            return;
        }

        document.Heading(level, "By turns in one process");
        if (turns.Error is { } error)
        {
            document.Paragraph($"The layers by turns in one process failed, so no figure is taken from them: {error}");
            return;
        }

        document.Paragraph(Invariant($"Measured {turns.MeasuredAt:yyyy-MM-dd HH:mm} UTC in one process (`{LayerRounds.Verb}`), under the JIT: {turns.Jit}. ") +
            "Per step, every layer once per round under Batch, native C (the same C source built as a shared library, called through " +
            "P/Invoke, its own clock the figure) with the same commits, the order rotated by one place each round; each run on a fresh " +
            "database prepared untimed, after a forced full collection, validated. µs/row: the median of the rounds ÷ rows per run. " +
            $"`×C`: the geometric mean of each round's ratio to C in the same round, with its {Interval.Level} interval over the rounds " +
            "(Student t on the log ratios; from two rounds, their range). `×C separate processes`: the same layer's case and C's in this " +
            "run's own processes, minutes apart, where both ran (C's W1 write runs in autocommit there, so W1 has none). " +
            $"`first run, ms`: the step's first run in a fresh process at the same JIT (`{LayerFirstRuns.Verb}`: what a CLI tool or a " +
            "function that starts cold pays, the layer's code compiled as it first runs, EF Core's model built), its database " +
            "prepared untimed as for every run; the median of the fresh processes, started by turns with the layers' order rotated; " +
            "`÷ steady` divides it by the median run by turns.");
        if (turns.FirstRunError is { } firstRunError)
        {
            document.Paragraph($"No first runs: {firstRunError}");
        }

        foreach (var step in turns.Steps)
        {
            document.Heading(level + 1, $"{LayersSection.StepTitle(step.Workload, step.Step, step.Size)} under Batch, by turns")
                .Paragraph(WarmUp(step))
                .Table(LayerFigure.Layers.Where(layer => step.Layers.Any(l => l.Layer == layer)), Columns(step, figures));
        }
    }

    private static string WarmUp(LayerStepTurns step) => Invariant($"Warm-up: {new JitWarmup(step.WarmupRounds, step.StillCompiling) { MinimumRounds = step.MinimumWarmupRounds }}")
        + Invariant($"; {step.CompiledWhileMeasured} methods compiled during the {step.Rounds} measured rounds.")
        + (step.JitStoodStill ? "" : " The JIT had not stood still when the rounds began, so their ×C compares code at different tiers: not settled.");

    private static Column<string>[] Columns(LayerStepTurns step, IReadOnlyList<LayerFigure> figures) =>
    [
        new("layer", layer => layer),
        new("µs/row", layer => step.MicrosecondsPerRow(layer) is { } perRow ? Invariant($"{perRow:0.00}") : "-", Right: true),
        new("×C", layer => step.RatioToNative(layer) is { } ratio ? Invariant($"{ratio.Factor:0.00}") : "-", Right: true),
        new("interval", layer => layer != LayerFigure.Native && step.RatioToNative(layer) is { IsKnown: true } ratio
            ? Invariant($"{ratio.Low:0.00}–{ratio.High:0.00}{(ratio.IsConfidenceInterval ? "" : " (range)")}")
            : ""),
        new("rounds", layer => Invariant($"{step.Rounds}"), Right: true),
        new("first run, ms", layer => step.FirstRunMilliseconds(layer) is { } first ? Invariant($"{first:0.0} ({step.FirstRunCount(layer)})") : "-", Right: true),
        new("÷ steady", layer => step.FirstRunOverSteady(layer) is { } over ? Invariant($"{over:0.0}") : "-", Right: true),
        new("×C separate processes", layer => SeparateRatio(step, layer, figures) is { } ratio ? Invariant($"{ratio:0.00}") : "-", Right: true),
    ];

    // The layer's and C's own cases under Batch with the same step and size, in this run.
    private static double? SeparateRatio(LayerStepTurns step, string layer, IReadOnlyList<LayerFigure> figures)
    {
        var batch = figures.Where(f => f.Workload == step.Workload && f.Step == step.Step && f.Size == step.Size && f.Variant == Variant.Batch).ToArray();
        return batch.FirstOrDefault(f => f.Layer == layer) is { } own && batch.FirstOrDefault(f => f.Layer == LayerFigure.Native) is { } native
            ? own.MicrosecondsPerRow / native.MicrosecondsPerRow
            : null;
    }

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
