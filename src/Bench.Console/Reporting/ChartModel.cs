using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>One series as a chart draws it: its legend name, its style (colour, marker, line pattern) and its points.</summary>
/// <param name="Name">The legend's name for it, or its style where the legend does not name it.</param>
/// <param name="Style">Colour, marker and line pattern in words; two series with one style cannot be told apart.</param>
/// <param name="Points">Its points (x, y), or for bars (position, value).</param>
public sealed record ChartSeries(string Name, string Style, IReadOnlyList<Coordinates> Points);

/// <summary>A text drawn on the chart (a point's label or an axis tick's) and the pixels its box covers.</summary>
public sealed record ChartLabel(string Text, PixelRect Box);

/// <summary>
/// What a rendered ScottPlot chart shows, read back from the plot itself: its series, legend entries, labels with their
/// pixel boxes and axis ranges. The chart tests and <see cref="ChartCheck"/> inspect this instead of the image's pixels.
/// </summary>
public sealed record ChartModel(int Width, int Height, IReadOnlyList<ChartSeries> Series, IReadOnlyList<string> Legend, IReadOnlyList<ChartLabel> Labels, AxisLimits Limits)
{
    /// <summary>Renders <paramref name="plot"/> at <paramref name="width"/> × <paramref name="height"/> and reads back what it drew.</summary>
    public static ChartModel Of(Plot plot, int width, int height)
    {
        ArgumentNullException.ThrowIfNull(plot);
        plot.RenderInMemory(width, height);
        var manual = plot.Legend.ManualItems;
        var series = plot.GetPlottables().Where(p => p.IsVisible).SelectMany(p => SeriesOf(p, manual)).ToArray();
        // A manual entry with a fill names a kind of bar; one drawn as a line or marker only explains a style (a whisker's), not a series.
        var legend = manual.Where(i => i.FillColor.Alpha > 0).Select(i => i.LabelText)
            .Concat(plot.GetPlottables().SelectMany(p => p.LegendItems).Select(i => i.LabelText))
            .Where(text => !string.IsNullOrEmpty(text)).ToArray();
        var labels = ChartLabels.TextsOf(plot).Concat(ChartLabels.BarLabelsOf(plot)).Concat(ChartLabels.TicksOf(plot)).ToArray();
        return new ChartModel(width, height, series, legend, labels, plot.Axes.GetLimits());
    }

    private static IEnumerable<ChartSeries> SeriesOf(IPlottable plottable, IList<LegendItem> manual) => plottable switch
    {
        ScottPlot.Plottables.Scatter scatter => [new ChartSeries(
            string.IsNullOrEmpty(scatter.LegendText) ? StyleOf(scatter) : scatter.LegendText, StyleOf(scatter), scatter.Data.GetScatterPoints())],
        ScottPlot.Plottables.BarPlot bars => bars.Bars.GroupBy(b => b.FillColor.ToHex()).Select(g => new ChartSeries(
            manual.FirstOrDefault(i => i.FillColor.ToHex() == g.Key)?.LabelText ?? g.Key, "bar " + g.Key,
            [.. g.Select(b => new Coordinates(b.Position, b.Value))])),
        _ => [],
    };

    private static string StyleOf(ScottPlot.Plottables.Scatter scatter) =>
        $"{scatter.Color.ToHex()} {(scatter.MarkerSize > 0 ? scatter.MarkerShape : MarkerShape.None)} {(scatter.LineWidth <= 0 ? "no line" : scatter.LinePattern.Equals(LinePattern.Solid) ? "solid" : "patterned line")}";
}
