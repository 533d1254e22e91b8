using System.Globalization;
using ScottPlot;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One workload across engines: per engine, three bars of µs per row over the workload's
/// autocommit steps (geometric mean, log scale): Default, the fastest variant that keeps commits
/// through a power loss, and the fastest variant of all.
/// </summary>
public static class AnswerChart
{
    private static readonly (string Label, Color Color)[] _bars =
    [
        ("Default", Colors.Gray),
        ("best durable variant", new Color(31, 119, 180)),
        ("best variant", new Color(255, 127, 14)),
    ];

    /// <summary>The image's height in pixels.</summary>
    public const int Height = 520;

    /// <summary>Draws the chart and returns its PNG bytes, or null when no engine has a figure to draw.</summary>
    public static byte[]? Draw(string title, IReadOnlyList<WorkloadAnswer> engines) =>
        Build(title, engines)?.GetImageBytes(Width(engines), Height, ImageFormat.Png);

    /// <summary>The image's width in pixels for <paramref name="engines"/>: a share for each engine with a bar.</summary>
    public static int Width(IReadOnlyList<WorkloadAnswer> engines) => Math.Clamp(300 + (Drawn(engines).Count * 220), 900, 2000);

    // The engines with a bar: one with neither Default nor a speed-up (it ran a variant alone) would stand as an empty group.
    private static IReadOnlyList<WorkloadAnswer> Drawn(IReadOnlyList<WorkloadAnswer> engines) =>
        [.. engines.Where(answer => Figures(answer).Any(f => f is { MicrosecondsPerRow: > 0 }))];

    // Default, the best durable variant and the best variant, in the order of their bars; null where the engine has none.
    private static VariantFigure?[] Figures(WorkloadAnswer answer) =>
        [answer.Writes.FirstOrDefault(w => w.Variant == Core.Variant.Default), answer.BestDurable, answer.Best];

    /// <summary>The plot <see cref="Draw"/> renders, or null when it would have no bar.</summary>
    public static Plot? Build(string title, IReadOnlyList<WorkloadAnswer> engines)
    {
        engines = Drawn(engines);
        var plot = new Plot();
        var bars = new List<Bar>();
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        var values = new List<double>();
        for (var e = 0; e < engines.Count; e++)
        {
            var answer = engines[e];
            var figures = Figures(answer);
            for (var b = 0; b < figures.Length; b++)
            {
                if (figures[b] is { MicrosecondsPerRow: > 0 and var perRow } figure)
                {
                    var value = Math.Log10(perRow);
                    values.Add(value);
                    bars.Add(new Bar { Position = (e * 4) + b, Value = value, FillColor = _bars[b].Color, Label = figure.Variant.ToString() });
                }
            }

            bottom.AddMajor((e * 4) + 1, answer.Engine);
        }

        if (bars.Count == 0)
        {
            return null;
        }

        var plottable = plot.Add.Bars(bars);
        plottable.ValueLabelStyle.FontSize = 11;
        // A legend entry only for a kind of bar the chart has: no engine's best durable variant, no entry for it.
        foreach (var (label, color) in _bars.Where(kind => bars.Any(b => b.FillColor == kind.Color)))
        {
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = label, FillColor = color });
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        var low = Math.Floor(values.DefaultIfEmpty(0).Min());
        var high = Math.Ceiling(values.DefaultIfEmpty(1).Max());
        var left = new ScottPlot.TickGenerators.NumericManual();
        for (var power = low; power <= high; power++)
        {
            left.AddMajor(power, Math.Pow(10, power).ToString(power < 0 ? "0.###" : "N0", CultureInfo.InvariantCulture) + " µs");
        }

        plot.Axes.Left.TickGenerator = left;
        plot.Axes.SetLimitsY(Math.Min(low, 0) - 0.1, high + 0.4);
        plot.Axes.SetLimitsX(-1, engines.Count * 4);
        plot.YLabel("µs per row (log scale; lower is faster)");
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot;
    }
}
