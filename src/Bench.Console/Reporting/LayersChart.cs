using System.Globalization;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The SQLite layers as a chart: a row of bars for each step, size and variant, a bar per measured layer with its
/// µs/row on a log scale (the bar's length is log10 of µs/row, labelled in µs), the layers in the same colour
/// everywhere. The rows run down the page with their names beside them, upright, so none is turned or cut off.
/// </summary>
public static class LayersChart
{
    /// <summary>The image's width in pixels.</summary>
    public const int Width = 1300;

    private const int PixelsPerBar = 9;

    /// <summary>Draws the chart of <paramref name="figures"/> and returns its PNG bytes, or null when no step has two layers to compare, one of them not a provider.</summary>
    public static byte[]? Draw(IReadOnlyList<LayerFigure> figures) =>
        Groups(figures).Length == 0 ? null : Build(figures).GetImageBytes(Width, Height(figures), ImageFormat.Png);

    /// <summary>The image's height in pixels for <paramref name="figures"/>: a fixed share per bar and gap.</summary>
    public static int Height(IReadOnlyList<LayerFigure> figures)
    {
        var groups = Groups(figures);
        return 160 + (PixelsPerBar * (groups.Sum(g => g.Count()) + groups.Length));
    }

    /// <summary>The plot <see cref="Draw"/> renders.</summary>
    public static Plot Build(IReadOnlyList<LayerFigure> figures)
    {
        var plot = new Plot();
        var palette = new ScottPlot.Palettes.Category10();
        var layers = LayerFigure.Layers;
        var groups = Groups(figures);
        var bars = new List<Bar>();
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        var slot = 0;
        foreach (var group in groups)
        {
            var first = slot;
            foreach (var figure in group.OrderBy(f => IndexOf(layers, f.Layer)))
            {
                var colour = palette.GetColor(IndexOf(layers, figure.Layer));
                bars.Add(new Bar { Position = -slot++, ValueBase = -2, Value = Math.Log10(figure.MicrosecondsPerRow), FillColor = colour, LineWidth = 0 });
            }

            var (workload, step, size, variant) = group.Key;
            ticks.AddMajor(-(first + slot - 1) / 2.0, $"{(workload == "Crud" ? "W1" : "W2")} {step}{(size == "-" ? "" : " " + size)} {variant}");
            slot++;
        }

        plot.Add.Bars(bars).Horizontal = true;
        foreach (var layer in layers.Where(l => groups.Any(g => g.Any(f => f.Layer == l))))
        {
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = layer, FillColor = palette.GetColor(IndexOf(layers, layer)) });
        }

        LabelAxes(plot, ticks, slot, [.. bars.Select(b => b.Value)]);
        plot.Title("SQLite layers over one e_sqlite3: µs per row");
        plot.ShowLegend(Edge.Right);
        return plot;
    }

    // Steps measured on two layers or more, one of them not a provider, in the page's order: a step only the two
    // providers ran (every W1 step the card command measures) is the providers page's, and would bury the layers.
    private static IGrouping<(string Workload, string Step, string Size, Core.Variant Variant), LayerFigure>[] Groups(IReadOnlyList<LayerFigure> figures) =>
        [.. figures.GroupBy(f => (f.Workload, f.Step, f.Size, f.Variant))
            .Where(g => g.Count() > 1 && g.Any(f => !LayerFigure.Providers.Contains(f.Layer)))
            .OrderBy(g => g.Key.Workload, StringComparer.Ordinal).ThenBy(g => g.Key.Step, StringComparer.Ordinal)
            .ThenBy(g => g.Key.Size, StringComparer.Ordinal).ThenBy(g => g.Key.Variant)];

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

    private static void LabelAxes(Plot plot, ScottPlot.TickGenerators.NumericManual rows, int slots, double[] values)
    {
        plot.Axes.Left.TickGenerator = rows;
        plot.Axes.Left.TickLabelStyle.FontSize = 11;
        var high = Math.Max(1, Math.Ceiling(values.DefaultIfEmpty(1).Max()));
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        for (var power = -2.0; power <= high; power++)
        {
            bottom.AddMajor(power, Math.Pow(10, power).ToString(power < 0 ? "0.##" : "N0", CultureInfo.InvariantCulture));
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        plot.Axes.SetLimitsX(-2, high + 0.2);
        plot.Axes.SetLimitsY(-slots, 1);
        plot.XLabel("µs per row (log scale)");
    }
}
