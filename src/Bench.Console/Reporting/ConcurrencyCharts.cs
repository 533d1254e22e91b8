using System.Globalization;
using ScottPlot;
using SkiaSharp;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W6's two charts per engine: latency against percentile as small multiples — one panel per
/// reader count, both axes log scale, x as the "nines", the same axes in every panel, one colour per
/// series (variant, busy timeout, reader shape) in every panel, writer solid and readers dashed — and
/// throughput against readers (one line per series for the writer, dashed for its readers).
/// </summary>
public static class ConcurrencyCharts
{
    private const int Width = 1200;
    private const int Height = 560;

    /// <summary>A line of the percentile chart: its panel (a reader count), its series, its role and the latency (µs) at each percentile.</summary>
    public sealed record PercentileLine(string Panel, string Series, int Variant, string Role, IReadOnlyList<double> Percentiles, IReadOnlyList<double> Microseconds, bool Dashed);

    /// <summary>A line of the throughput chart: its label and operations per second at each reader count.</summary>
    public sealed record ThroughputLine(string Label, int Variant, IReadOnlyList<int> Readers, IReadOnlyList<double> OpsPerSecond, bool Dashed);

    /// <summary>Latency against percentile, one panel per <see cref="PercentileLine.Panel"/> in their order, two panels a row, PNG bytes.</summary>
    public static byte[] Percentiles(string title, IReadOnlyList<PercentileLine> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var panels = lines.Select(l => l.Panel).Distinct().ToArray();
        var values = lines.SelectMany(l => l.Microseconds).Where(v => v > 0).Select(Math.Log10).DefaultIfEmpty(0).ToArray();
        var (low, high) = (Math.Floor(values.Min()), Math.Ceiling(values.Max()));
        var images = panels.Select(panel => PercentilePanel(panel, [.. lines.Where(l => l.Panel == panel)], low, high)).ToArray();
        (string Series, int Colour)[] legend = [.. lines.Select(l => (l.Series, l.Variant)).Distinct().OrderBy(l => l.Variant)];
        return Compose(title, images, legend);
    }

    private const int PanelWidth = 760;
    private const int PanelHeight = 470;
    private const int TitleHeight = 44;

    private static byte[] PercentilePanel(string panel, IReadOnlyList<PercentileLine> lines, double low, double high)
    {
        var plot = new Plot();
        var palette = new ScottPlot.Palettes.Category10();
        foreach (var line in lines)
        {
            // The x axis is log10(1 / (1 - p)): 0 at the median's left, 1 at 90%, 2 at 99%, 3 at 99.9%.
            var points = line.Percentiles.Zip(line.Microseconds).Where(p => p.First < 100 && p.Second > 0).ToArray();
            var scatter = plot.Add.Scatter(points.Select(p => Nines(p.First)).ToArray(), points.Select(p => Math.Log10(p.Second)).ToArray());
            scatter.Color = palette.GetColor(line.Variant);
            scatter.LinePattern = line.Dashed ? LinePattern.Dashed : LinePattern.Solid;
            scatter.LineWidth = 2;
            scatter.MarkerSize = line.Dashed ? 0 : 5;
        }

        var bottom = new ScottPlot.TickGenerators.NumericManual();
        foreach (var (position, label) in new[] { (0.0, "0%"), (Nines(50), "50%"), (1.0, "90%"), (2.0, "99%"), (3.0, "99.9%"), (4.0, "99.99%") })
        {
            bottom.AddMajor(position, label);
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        plot.Axes.SetLimitsX(-0.15, 4.15);
        plot.XLabel("percentile");
        plot.Axes.Left.TickGenerator = DecadeTicks.Of(low, high);
        plot.Axes.SetLimitsY(low - 0.1, high + 0.1);
        plot.YLabel("latency, µs (log scale)");
        plot.Title(panel);
        return plot.GetImageBytes(PanelWidth, PanelHeight, ImageFormat.Png);
    }

    // The panels two a row under one title, with one legend below them in the series' order, as one PNG.
    private static byte[] Compose(string title, byte[][] panels, (string Series, int Colour)[] legend)
    {
        const int legendRow = 26;
        const int legendColumns = 3;
        var columns = Math.Min(2, panels.Length);
        var rows = (panels.Length + columns - 1) / columns;
        var legendHeight = 16 + (legendRow * ((legend.Length + legendColumns - 1) / legendColumns));
        using var bitmap = new SKBitmap(columns * PanelWidth, TitleHeight + (rows * PanelHeight) + legendHeight);
        using (var canvas = new SKCanvas(bitmap))
        {
            canvas.Clear(SKColors.White);
            using var titleFont = new SKFont(SKTypeface.Default, 20);
            using var font = new SKFont(SKTypeface.Default, 15);
            using var ink = new SKPaint { Color = SKColors.Black, IsAntialias = true };
            canvas.DrawText(title, bitmap.Width / 2f, 30, SKTextAlign.Center, titleFont, ink);
            for (var i = 0; i < panels.Length; i++)
            {
                using var panel = SKBitmap.Decode(panels[i]);
                canvas.DrawBitmap(panel, (i % columns) * PanelWidth, TitleHeight + ((i / columns) * PanelHeight));
            }

            var palette = new ScottPlot.Palettes.Category10();
            var top = TitleHeight + (rows * PanelHeight) + 8;
            var cell = bitmap.Width / legendColumns;
            for (var i = 0; i < legend.Length; i++)
            {
                var colour = palette.GetColor(legend[i].Colour);
                using var swatch = new SKPaint { Color = new SKColor(colour.R, colour.G, colour.B), IsAntialias = true };
                var (x, y) = (40 + (cell * (i % legendColumns)), top + (legendRow * (i / legendColumns)));
                canvas.DrawRect(x, y + 4, 28, 12, swatch);
                canvas.DrawText(legend[i].Series, x + 38, y + 15, SKTextAlign.Left, font, ink);
            }
        }

        using var image = SKImage.FromBitmap(bitmap);
        using var data = image.Encode(SKEncodedImageFormat.Png, 100);
        return data.ToArray();
    }

    /// <summary>Operations per second against reader threads, PNG bytes.</summary>
    public static byte[] Throughput(string title, IReadOnlyList<ThroughputLine> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var plot = new Plot();
        var palette = new ScottPlot.Palettes.Category10();
        var readers = lines.SelectMany(l => l.Readers).Distinct().Order().ToArray();
        foreach (var line in lines)
        {
            var points = line.Readers.Zip(line.OpsPerSecond).Where(p => p.Second > 0).ToArray();
            var scatter = plot.Add.Scatter(points.Select(p => (double)Array.IndexOf(readers, p.First)).ToArray(), points.Select(p => Math.Log10(p.Second)).ToArray());
            scatter.LegendText = line.Label;
            scatter.Color = palette.GetColor(line.Variant);
            scatter.LinePattern = line.Dashed ? LinePattern.Dashed : LinePattern.Solid;
            scatter.LineWidth = 2;
            scatter.MarkerSize = 8;
        }

        var ticks = readers.Select((count, i) => ((double)i, count.ToString(CultureInfo.InvariantCulture)));
        return Finish(plot, title, ticks, "reader threads (besides the aggregate reader)", lines.SelectMany(l => l.OpsPerSecond), "operations per second (log scale)");
    }

    // Labels both axes (y: log10 of the values), titles the chart and renders it.
    private static byte[] Finish(Plot plot, string title, IEnumerable<(double Position, string Label)> bottomTicks, string xLabel, IEnumerable<double> values, string yLabel)
    {
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        foreach (var (position, label) in bottomTicks)
        {
            bottom.AddMajor(position, label);
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        plot.XLabel(xLabel);
        LogAxis(plot, values.Where(v => v > 0).Select(Math.Log10), yLabel);
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot.GetImageBytes(Width, Height, ImageFormat.Png);
    }

    private static double Nines(double percentile) => Math.Log10(100 / (100 - percentile));

    private static void LogAxis(Plot plot, IEnumerable<double> log10Values, string label)
    {
        var values = log10Values.DefaultIfEmpty(0).ToArray();
        var low = Math.Floor(values.Min());
        var high = Math.Ceiling(values.Max());
        plot.Axes.Left.TickGenerator = DecadeTicks.Of(low, high);
        plot.Axes.SetLimitsY(low - 0.1, high + 0.1);
        plot.YLabel(label);
    }
}
