using ScottPlot;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One workload across engines: per engine, three bars of µs per row over the workload's
/// autocommit steps (geometric mean, log scale): Default, the fastest variant durable as measured, and the fastest
/// variant of all (one bar where they are the same variant). Each bar is in its variant's colour, as on every chart, and
/// says under the variant's name which of the three it is.
/// </summary>
public static class AnswerChart
{
    /// <summary>The image's height in pixels.</summary>
    public const int Height = 520;

    /// <summary>Draws the chart and returns its PNG bytes, or null when no engine has a figure to draw.</summary>
    public static byte[]? Draw(string title, IReadOnlyList<WorkloadAnswer> engines) =>
        Build(title, engines)?.GetImageBytes(Width(engines), Height, ImageFormat.Png);

    /// <summary>The image's width in pixels for <paramref name="engines"/>: a share for each engine with a bar.</summary>
    public static int Width(IReadOnlyList<WorkloadAnswer> engines) => Math.Clamp(300 + (Drawn(engines).Count * 220), 900, 2000);

    // The engines with a bar: one with neither Default nor a speed-up (it ran a variant alone) would stand as an empty group.
    private static IReadOnlyList<WorkloadAnswer> Drawn(IReadOnlyList<WorkloadAnswer> engines) =>
        [.. engines.Where(answer => Figures(answer).Length > 0)];

    // Default, the best durable variant and the best variant, in the order of their bars, each with the words under its
    // variant's name; the best variant once where it is also the best durable one.
    private static (VariantFigure Figure, string Kind)[] Figures(WorkloadAnswer answer)
    {
        (VariantFigure? Figure, string Kind) byDefault = (answer.Writes.FirstOrDefault(w => w.Variant == Core.Variant.Default), "Default");
        (VariantFigure? Figure, string Kind)[] all = answer.BestDurable is { } durable && durable == answer.Best
            ? [byDefault, (durable, "fastest, durable")]
            : [byDefault, (answer.BestDurable, "fastest durable"), (answer.Best, "fastest")];
        return [.. all.Where(f => f.Figure is { MicrosecondsPerRow: > 0 }).Select(f => (f.Figure!, f.Kind))];
    }

    /// <summary>The plot <see cref="Draw"/> renders, or null when it would have no bar.</summary>
    public static Plot? Build(string title, IReadOnlyList<WorkloadAnswer> engines)
    {
        engines = Drawn(engines);
        var plot = new Plot();
        var bars = new List<Bar>();
        var drawn = new HashSet<Core.Variant>();
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        var values = new List<double>();
        for (var e = 0; e < engines.Count; e++)
        {
            var answer = engines[e];
            var figures = Figures(answer);
            for (var b = 0; b < figures.Length; b++)
            {
                var (figure, kind) = figures[b];
                drawn.Add(figure.Variant);
                var value = Math.Log10(figure.MicrosecondsPerRow);
                values.Add(value);
                var label = figure.Variant == Core.Variant.Default ? kind : $"{figure.Variant}\n{kind}";
                bars.Add(new Bar { Position = (e * 4) + b, Value = value, FillColor = Reporting.VariantColors.Of(figure.Variant), Label = label });
            }

            bottom.AddMajor((e * 4) + ((figures.Length - 1) / 2.0), answer.Engine);
        }

        if (bars.Count == 0)
        {
            return null;
        }

        var plottable = plot.Add.Bars(bars);
        plottable.ValueLabelStyle.FontSize = 11;
        // Each bar in its variant's colour, as on every chart; a legend entry for each variant drawn, in the variants' order.
        foreach (var variant in drawn.Order())
        {
            plot.Legend.ManualItems.Add(Reporting.VariantColors.LegendEntry(variant));
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        var low = Math.Floor(values.DefaultIfEmpty(0).Min());
        var high = Math.Ceiling(values.DefaultIfEmpty(1).Max());
        plot.Axes.Left.TickGenerator = Reporting.DecadeTicks.Of(low, high, " µs");
        plot.Axes.SetLimitsY(Math.Min(low, 0) - 0.1, high + 0.4);
        plot.Axes.SetLimitsX(-1, engines.Count * 4);
        plot.YLabel("µs per row (log scale; lower is faster)");
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot;
    }
}
