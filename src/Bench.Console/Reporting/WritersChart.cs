using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Writers;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W8's charts: committed transactions per second, and the transactions' p99, against the writer count, one line
/// per engine, variant and transaction start. Past one writer each line follows the core set's setting (the
/// transaction retried, the 5 s busy timeout where the run set one); one writer runs as shipped. Writers as threads
/// (the processes' cases are in the page's table). Both axes log scale.
/// </summary>
public static class WritersChart
{
    /// <summary>The charts' width in pixels.</summary>
    public const int Width = 1200;

    /// <summary>The charts' height in pixels.</summary>
    public const int Height = 520;

    /// <summary>One line: its label and, per writer count, the committed transactions per second and the p99 in µs; its variant gives its colour.</summary>
    public sealed record Line(string Label, IReadOnlyList<(int Writers, double PerSecond, double P99)> Points, Core.Variant Variant = Core.Variant.Default);

    /// <summary>The lines of <paramref name="measured"/> W8 cases with two writer counts or more.</summary>
    public static IReadOnlyList<Line> Lines(IReadOnlyList<MeasuredCase> measured)
    {
        ArgumentNullException.ThrowIfNull(measured);
        return [.. measured.Where(c => c.WriterHost != WriterHost.Processes && WritersPage.Summary(c) is not null && WritersPage.Transactions(c) is { Recorded: true })
            .GroupBy(c => (c.EngineName, c.Variant, c.TransactionStart))
            .Select(g => new Line($"{g.Key.EngineName} {g.Key.Variant} {g.Key.TransactionStart}", [.. g.GroupBy(c => c.WriterThreads ?? 0).OrderBy(w => w.Key)
                .Select(w => w.OrderBy(Preference).First())
                .Select(c => (c.WriterThreads ?? 0, WritersPage.Summary(c)!.CommittedPerSecond, WritersPage.Transactions(c)!.P99))], g.Key.Variant))
            .Where(l => l.Points.Count >= 2)];
    }

    /// <summary>The chart of one figure of <paramref name="lines"/> (<paramref name="value"/>: tx/s or p99) against W.</summary>
    public static Plot Build(string title, IReadOnlyList<Line> lines, Func<(int Writers, double PerSecond, double P99), double> value, string yLabel)
    {
        ArgumentNullException.ThrowIfNull(lines);
        ArgumentNullException.ThrowIfNull(value);
        var plot = new Plot();
        for (var i = 0; i < lines.Count; i++)
        {
            var points = lines[i].Points.Where(p => value(p) > 0).ToArray();
            var scatter = plot.Add.Scatter(points.Select(p => Math.Log2(p.Writers)).ToArray(), points.Select(p => Math.Log10(value(p))).ToArray());
            scatter.LegendText = lines[i].Label;
            // The variant's colour, as on every chart; its engines and starts told apart by marker, then by dashes.
            SeriesStyles.Apply(scatter, lines[i].Variant, lines.Take(i).Count(other => other.Variant == lines[i].Variant));
            scatter.LineWidth = 2;
            scatter.MarkerSize = 8;
        }

        var writers = lines.SelectMany(l => l.Points).Select(p => p.Writers).Distinct().Order().ToArray();
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        foreach (var w in writers)
        {
            bottom.AddMajor(Math.Log2(w), w.ToString(CultureInfo.InvariantCulture));
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        plot.XLabel("writers (W)");
        DecadeTicks.LeftAxis(plot, lines.SelectMany(l => l.Points).Select(value).Where(v => v > 0).Select(Math.Log10), yLabel);
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot;
    }

    /// <summary>Both charts of <paramref name="lines"/> as PNG bytes, or none when no line has two points.</summary>
    public static (byte[] PerSecond, byte[] P99)? Draw(IReadOnlyList<Line> lines) => lines.Count == 0 ? null :
        (Build("W8: committed transactions per second against writers", lines, p => p.PerSecond, "tx/s (log scale)").GetImageBytes(Width, Height, ImageFormat.Png),
         Build("W8: p99 transaction latency against writers", lines, p => p.P99, "p99, µs (log scale)").GetImageBytes(Width, Height, ImageFormat.Png));

    // The core set's setting first: the transaction retried, then the busy timeout the run set.
    private static int Preference(MeasuredCase c) =>
        (c.WriterRetry == WriterRetry.Transaction ? 0 : 2) + (c.BusyTimeout == BusyTimeoutSetting.FiveSeconds ? 0 : 1);
}
