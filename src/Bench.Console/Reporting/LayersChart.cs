using System.Globalization;
using EmbeddedDbBench.Core;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The SQLite layers as a chart: for each step, size and variant, a bar per layer with its µs/row on a
/// log scale (the bar's height is log10 of µs/row, labelled in µs), the layers in the same colour everywhere.
/// </summary>
public static class LayersChart
{
    /// <summary>The image's width in pixels.</summary>
    public const int Width = 1500;

    /// <summary>The image's height in pixels for <paramref name="figures"/>.</summary>
    public static int Height(IReadOnlyList<LayerFigure> figures) => 640;

    /// <summary>Draws the chart of <paramref name="figures"/> and returns its PNG bytes.</summary>
    public static byte[] Draw(IReadOnlyList<LayerFigure> figures) => Build(figures).GetImageBytes(Width, Height(figures), ImageFormat.Png);

    /// <summary>The plot <see cref="Draw"/> renders.</summary>
    public static Plot Build(IReadOnlyList<LayerFigure> figures)
    {
        var plot = new Plot();
        var palette = new ScottPlot.Palettes.Category10();
        var layers = LayerFigure.Layers;
        var groups = figures.GroupBy(f => (f.Workload, f.Step, f.Size, f.Variant))
            .Where(g => g.Count() > 1)
            .OrderBy(g => g.Key.Workload, StringComparer.Ordinal).ThenBy(g => g.Key.Step, StringComparer.Ordinal)
            .ThenBy(g => g.Key.Size, StringComparer.Ordinal).ThenBy(g => g.Key.Variant)
            .ToArray();
        var width = layers.Count + 1;
        var bars = new List<Bar>();
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        for (var g = 0; g < groups.Length; g++)
        {
            foreach (var figure in groups[g])
            {
                var l = IndexOf(layers, figure.Layer);
                bars.Add(new Bar { Position = (g * width) + l, ValueBase = -2, Value = Math.Log10(figure.MicrosecondsPerRow), FillColor = palette.GetColor(l) });
            }

            var (workload, step, size, variant) = groups[g].Key;
            ticks.AddMajor((g * width) + ((width - 2) / 2.0), $"{(workload == "Crud" ? "W1" : "W2")} {step}{(size == "-" ? "" : " " + size)} {variant}");
        }

        plot.Add.Bars(bars);
        for (var l = 0; l < layers.Count; l++)
        {
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = layers[l], FillColor = palette.GetColor(l) });
        }

        LabelAxes(plot, ticks, groups.Length * width, [.. bars.Select(b => b.Value)]);
        plot.Title("SQLite layers over one e_sqlite3: µs per row");
        plot.ShowLegend(Edge.Right);
        return plot;
    }

    private static int IndexOf(IReadOnlyList<string> layers, string layer)
    {
        for (var i = 0; i < layers.Count; i++)
        {
            if (layers[i] == layer)
            {
                return i;
            }
        }

        return 0;
    }

    private static void LabelAxes(Plot plot, ScottPlot.TickGenerators.NumericManual bottom, int right, double[] values)
    {
        plot.Axes.Bottom.TickGenerator = bottom;
        plot.Axes.Bottom.TickLabelStyle.Rotation = -30;
        plot.Axes.Bottom.TickLabelStyle.Alignment = Alignment.UpperRight;
        var high = Math.Max(1, Math.Ceiling(values.DefaultIfEmpty(1).Max()));
        var left = new ScottPlot.TickGenerators.NumericManual();
        for (var power = -2.0; power <= high; power++)
        {
            left.AddMajor(power, Math.Pow(10, power).ToString(power < 0 ? "0.##" : "N0", CultureInfo.InvariantCulture));
        }

        plot.Axes.Left.TickGenerator = left;
        plot.Axes.SetLimitsY(-2, high + 0.2);
        plot.Axes.SetLimitsX(-1, right);
        plot.YLabel("µs per row (log scale)");
        plot.Layout.Fixed(new PixelPadding(90, 220, 200, 50));
    }
}
