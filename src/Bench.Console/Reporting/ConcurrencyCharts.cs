using System.Globalization;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W6's two charts per engine: latency against percentile (both axes log scale, x as the
/// "nines", one line per variant and reader count) and throughput against readers (one line per
/// variant for the writer, dashed for its readers).
/// </summary>
public static class ConcurrencyCharts
{
    private const int Width = 1200;
    private const int Height = 560;

    /// <summary>A line of the percentile chart: its label and the latency (µs) at each percentile.</summary>
    public sealed record PercentileLine(string Label, int Variant, IReadOnlyList<double> Percentiles, IReadOnlyList<double> Microseconds, bool Dashed);

    /// <summary>A line of the throughput chart: its label and operations per second at each reader count.</summary>
    public sealed record ThroughputLine(string Label, int Variant, IReadOnlyList<int> Readers, IReadOnlyList<double> OpsPerSecond, bool Dashed);

    /// <summary>Latency against percentile, PNG bytes.</summary>
    public static byte[] Percentiles(string title, IReadOnlyList<PercentileLine> lines)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var plot = new Plot();
        var palette = new ScottPlot.Palettes.Category10();
        var shade = 0;
        foreach (var line in lines)
        {
            // The x axis is log10(1 / (1 - p)): 0 at the median's left, 1 at 90%, 2 at 99%, 3 at 99.9%.
            var points = line.Percentiles.Zip(line.Microseconds).Where(p => p.First < 100 && p.Second > 0).ToArray();
            var scatter = plot.Add.Scatter(points.Select(p => Nines(p.First)).ToArray(), points.Select(p => Math.Log10(p.Second)).ToArray());
            scatter.LegendText = line.Label;
            scatter.Color = palette.GetColor(line.Variant).WithAlpha(1 - (0.15 * (shade++ % 4)));
            scatter.LinePattern = line.Dashed ? LinePattern.Dashed : LinePattern.Solid;
            scatter.LineWidth = 2;
        }

        var ticks = new[] { (0.0, "0%"), (Nines(50), "50%"), (1.0, "90%"), (2.0, "99%"), (3.0, "99.9%"), (4.0, "99.99%") };
        return Finish(plot, title, ticks, "percentile", lines.SelectMany(l => l.Microseconds), "latency, µs (log scale)");
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
        var left = new ScottPlot.TickGenerators.NumericManual();
        for (var power = low; power <= high; power++)
        {
            left.AddMajor(power, Math.Pow(10, power).ToString(power < 0 ? "0.###" : "N0", CultureInfo.InvariantCulture));
        }

        plot.Axes.Left.TickGenerator = left;
        plot.Axes.SetLimitsY(low - 0.1, high + 0.1);
        plot.YLabel(label);
        plot.Layout.Fixed(new PixelPadding(90, 260, 60, 50));
    }
}
