using System.Globalization;
using ScottPlot;
using EmbeddedDbBench.Core;
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
    /// <summary>The throughput chart's width in pixels.</summary>
    public const int Width = 1200;

    /// <summary>The throughput chart's height in pixels.</summary>
    public const int Height = 560;

    /// <summary>A percentile panel's width in pixels.</summary>
    public const int PanelWidth = 760;

    /// <summary>A percentile panel's height in pixels.</summary>
    public const int PanelHeight = 470;

    private const int TitleHeight = 44;

    /// <summary>
    /// A line of the percentile chart: its panel (a reader count), its series, its variant (its colour), its role, the latency (µs) at
    /// each percentile, and its series' number among its variant's (its marker).
    /// </summary>
    public sealed record PercentileLine(string Panel, string Series, Variant Variant, string Role, IReadOnlyList<double> Percentiles, IReadOnlyList<double> Microseconds, bool Dashed, int Number = 0);

    /// <summary>A line of the throughput chart: its label, its variant (its colour), operations per second at each reader count, and its series' number among its variant's (its marker).</summary>
    public sealed record ThroughputLine(string Label, Variant Variant, IReadOnlyList<int> Readers, IReadOnlyList<double> OpsPerSecond, bool Dashed, int Number = 0);

    /// <summary>Latency against percentile, one panel per <see cref="PercentileLine.Panel"/> in their order, two panels a row, PNG bytes.</summary>
    public static byte[] Percentiles(string title, IReadOnlyList<PercentileLine> lines)
    {
        var panels = PercentilePanels(lines);
        var images = panels.Select(panel => panel.GetImageBytes(PanelWidth, PanelHeight, ImageFormat.Png)).ToArray();
        return Compose(title, images, PercentileLegend(panels));
    }

    /// <summary>
    /// The panels <see cref="Percentiles"/> draws, one per <see cref="PercentileLine.Panel"/> in their order, each line named by its
    /// series (the panels show no legend of their own: the one below them names each series once).
    /// </summary>
    public static IReadOnlyList<Plot> PercentilePanels(IReadOnlyList<PercentileLine> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var values = lines.SelectMany(l => l.Microseconds).Where(v => v > 0).Select(Math.Log10).DefaultIfEmpty(0).ToArray();
        var (low, high) = (Math.Floor(values.Min()), Math.Ceiling(values.Max()));
        return [.. lines.Select(l => l.Panel).Distinct().Select(panel => PercentilePanel(panel, [.. lines.Where(l => l.Panel == panel)], low, high))];
    }

    /// <summary>The legend below the panels: each series some panel draws a point of, once, with its colour and its writer's marker, a variant's series together.</summary>
    public static IReadOnlyList<(string Series, Color Colour, MarkerShape Marker)> PercentileLegend(IReadOnlyList<Plot> panels)
    {
        ArgumentNullException.ThrowIfNull(panels);
        var drawn = panels.SelectMany(p => p.GetPlottables<ScottPlot.Plottables.Scatter>()).Where(s => s.Data.GetScatterPoints().Count > 0).ToArray();
        return [.. drawn.Where(s => s.LinePattern.Equals(LinePattern.Solid)).Select(s => (s.LegendText, s.Color, s.MarkerShape))
            .Concat(drawn.Select(s => (s.LegendText, s.Color, MarkerShape.None)))
            .DistinctBy(s => s.LegendText).GroupBy(s => s.Color).SelectMany(variant => variant.OrderBy(s => SeriesStyles.NumberOf(s.Item3)))];
    }

    private static Plot PercentilePanel(string panel, IReadOnlyList<PercentileLine> lines, double low, double high)
    {
        var plot = new Plot();
        foreach (var line in lines)
        {
            // The x axis is log10(1 / (1 - p)): 0 at the median's left, 1 at 90%, 2 at 99%, 3 at 99.9%.
            var points = line.Percentiles.Zip(line.Microseconds).Where(p => p.First < 100 && p.Second > 0).ToArray();
            var scatter = plot.Add.Scatter(points.Select(p => Nines(p.First)).ToArray(), points.Select(p => Math.Log10(p.Second)).ToArray());
            scatter.LegendText = line.Series;
            SeriesStyles.Apply(scatter, line.Variant, line.Number);
            // The readers dashed, with the open marker of their writer's shape: a variant's series share its colour.
            scatter.MarkerShape = line.Dashed ? SeriesStyles.Open(scatter.MarkerShape) : scatter.MarkerShape;
            scatter.LinePattern = line.Dashed ? LinePattern.Dashed : LinePattern.Solid;
            scatter.LineWidth = 2;
            scatter.MarkerSize = 5;
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
        // Its lines are named for the check and the legend below the panels, which names each series once: none in the panel.
        plot.HideLegend();
        return plot;
    }

    // The panels two a row under one title, with one legend below them in the series' order, as one PNG.
    private static byte[] Compose(string title, byte[][] panels, IReadOnlyList<(string Series, Color Colour, MarkerShape Marker)> legend)
    {
        const int legendRow = 26;
        const int legendColumns = 3;
        var columns = Math.Min(2, panels.Length);
        var rows = (panels.Length + columns - 1) / columns;
        var legendHeight = 16 + (legendRow * ((legend.Count + legendColumns - 1) / legendColumns));
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

            var top = TitleHeight + (rows * PanelHeight) + 8;
            var cell = bitmap.Width / legendColumns;
            for (var i = 0; i < legend.Count; i++)
            {
                var colour = legend[i].Colour;
                using var swatch = new SKPaint { Color = new SKColor(colour.R, colour.G, colour.B), IsAntialias = true };
                var (x, y) = (40 + (cell * (i % legendColumns)), top + (legendRow * (i / legendColumns)));
                canvas.DrawRect(x, y + 8, 28, 4, swatch);
                DrawMarker(canvas, legend[i].Marker, x + 14, y + 10, swatch);
                canvas.DrawText(legend[i].Series, x + 38, y + 15, SKTextAlign.Left, font, ink);
            }
        }

        using var image = SKImage.FromBitmap(bitmap);
        using var data = image.Encode(SKEncodedImageFormat.Png, 100);
        return data.ToArray();
    }

    // A series' marker on its legend swatch, as the panels draw it: a variant's series share a colour and differ by marker.
    private static void DrawMarker(SKCanvas canvas, MarkerShape marker, float x, float y, SKPaint paint)
    {
        const float r = 5;
        using var path = new SKPath();
        switch (marker)
        {
            case MarkerShape.FilledCircle or MarkerShape.OpenCircle: path.AddCircle(x, y, r); break;
            case MarkerShape.FilledSquare or MarkerShape.OpenSquare: path.AddRect(new SKRect(x - r, y - r, x + r, y + r)); break;
            case MarkerShape.FilledTriangleUp or MarkerShape.OpenTriangleUp: path.AddPoly([new(x, y - r), new(x + r, y + r), new(x - r, y + r)]); break;
            case MarkerShape.FilledDiamond or MarkerShape.OpenDiamond: path.AddPoly([new(x, y - r), new(x + r, y), new(x, y + r), new(x - r, y)]); break;
            default: return;
        }

        using var stroke = paint.Clone();
        stroke.Style = marker.ToString().StartsWith("Open", StringComparison.Ordinal) ? SKPaintStyle.Stroke : SKPaintStyle.Fill;
        stroke.StrokeWidth = 1.5f;
        canvas.DrawPath(path, stroke);
    }

    /// <summary>Operations per second against reader threads, PNG bytes.</summary>
    public static byte[] Throughput(string title, IReadOnlyList<ThroughputLine> lines) => ThroughputPlot(title, lines).GetImageBytes(Width, Height, ImageFormat.Png);

    /// <summary>The plot <see cref="Throughput"/> renders.</summary>
    public static Plot ThroughputPlot(string title, IReadOnlyList<ThroughputLine> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var plot = new Plot();
        var readers = lines.SelectMany(l => l.Readers).Distinct().Order().ToArray();
        var rates = lines.SelectMany(l => l.OpsPerSecond).Where(v => v > 0).Select(Math.Log10).DefaultIfEmpty(0).ToArray();
        // The log scale cannot hold 0 ops/s: a role that completed no operation (a writer the readers starved) is drawn on a
        // band a decade below the slowest rate, past a dashed break, so that it is seen, not dropped.
        var none = DecadeTicks.ZeroBand(lines.SelectMany(l => l.OpsPerSecond));
        foreach (var line in lines)
        {
            // A reader count where the role completed nothing is a gap in its line (joining its neighbours would draw a rate it
            // never had) and a point of its own on the band.
            var points = line.Readers.Zip(line.OpsPerSecond).Select(p => (X: (double)Array.IndexOf(readers, p.First), Ops: p.Second)).ToArray();
            if (points.Any(p => p.Ops > 0))
            {
                var scatter = plot.Add.Scatter(points.Select(p => p.X).ToArray(), points.Select(p => p.Ops > 0 ? Math.Log10(p.Ops) : double.NaN).ToArray());
                scatter.LegendText = line.Label;
                Style(scatter, line);
            }

            if (none is { } band && points.Where(p => p.Ops <= 0).ToArray() is { Length: > 0 } idle)
            {
                var marks = plot.Add.Scatter(idle.Select(p => p.X).ToArray(), idle.Select(_ => band).ToArray());
                marks.LegendText = $"{line.Label}: none completed";
                Style(marks, line);
                marks.LineWidth = 0;
            }
        }

        var bottom = new ScottPlot.TickGenerators.NumericManual();
        foreach (var (count, i) in readers.Select((count, i) => (count, i)))
        {
            bottom.AddMajor(i, count.ToString(CultureInfo.InvariantCulture));
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        plot.XLabel("reader threads (besides the aggregate reader)");
        var (low, high) = (none ?? Math.Floor(rates.Min()), Math.Ceiling(rates.Max()));
        plot.Axes.Left.TickGenerator = DecadeTicks.WithZeroBand(plot, low, high, none, "0 (none completed)");
        plot.Axes.SetLimitsY(low - 0.1, high + 0.1);

        plot.YLabel("operations per second (log scale)");
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot;
    }

    // The variant's colour and the line's marker; the readers in their writer's colour, dashed and with the open marker of
    // its shape: a lone point still says which role it is.
    private static void Style(ScottPlot.Plottables.Scatter scatter, ThroughputLine line)
    {
        SeriesStyles.Apply(scatter, line.Variant, line.Number);
        scatter.MarkerShape = line.Dashed ? SeriesStyles.Open(scatter.MarkerShape) : scatter.MarkerShape;
        scatter.LinePattern = line.Dashed ? LinePattern.Dashed : LinePattern.Solid;
        scatter.LineWidth = 2;
        scatter.MarkerSize = 8;
    }

    private static double Nines(double percentile) => Math.Log10(100 / (100 - percentile));
}
