using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using ScottPlot;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// W6's trade in one picture per engine: the writer's throughput (y, ops/s) against its p99
/// latency (x, µs; a starved run's wait included), one line per series — the variant and every W6
/// parameter but the reader count — through its reader counts, each point labelled with R. Up and
/// to the left is better; a series that falls and moves right as readers are added is one whose
/// writer the readers block. A writer starved to no operation at all is drawn on a band of its own, "0 (starved)",
/// below a dashed break under the log scale, not dropped.
/// </summary>
public static class ConcurrencyTradeChart
{
    /// <summary>The image's width in pixels.</summary>
    public const int Width = 1200;

    /// <summary>The image's height in pixels.</summary>
    public const int Height = 700;

    // The points' markers, in pixels across: drawn at this size, and kept free of labels at it.
    private const int MarkerSize = 8;

    /// <summary>The chart of the recorded W6 cases among <paramref name="cases"/> (one engine's), or null when none has a writer that completed an operation.</summary>
    public static byte[]? Draw(string engine, IReadOnlyList<MeasuredCase> cases) => Build(engine, cases)?.GetImageBytes(Width, Height, ImageFormat.Png);

    /// <summary>The plot <see cref="Draw"/> renders, or null when it would have no point.</summary>
    public static Plot? Build(string engine, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var measured = cases
            .Where(c => c.Plan.Workload == typeof(Concurrency<>) && c.Recording == LatencyRecording.On)
            .Select(c => (Case: c, Writer: c.WriterRole))
            .Where(p => p.Writer is { Recorded: true, OpsPerSecond: >= 0, P99: > 0 })
            .Select(p => (Series: Series(p.Case), p.Case.Variant, Readers: p.Case.Readers, X: Math.Log10(p.Writer!.P99), Rate: p.Writer.OpsPerSecond))
            .ToArray();
        if (!measured.Any(p => p.Rate > 0))
        {
            return null;
        }

        // The log scale cannot hold 0 ops/s: a starved writer goes a decade below the slowest that wrote, past a break.
        var starvedBand = DecadeTicks.ZeroBand(measured.Select(p => p.Rate));
        var points = measured.Select(p => (p.Series, p.Variant, p.Readers, p.X, Y: p.Rate > 0 ? Math.Log10(p.Rate) : starvedBand!.Value)).ToArray();

        var plot = new Plot();
        var series = points.Select(p => (p.Series, p.Variant)).Distinct().ToArray();
        var labels = new List<(Coordinates At, string Text, Color Colour)>();
        for (var s = 0; s < series.Length; s++)
        {
            var line = points.Where(p => p.Series == series[s].Series).OrderBy(p => p.Readers).ToArray();
            var scatter = plot.Add.Scatter(line.Select(p => p.X).ToArray(), line.Select(p => p.Y).ToArray());
            scatter.LegendText = series[s].Series;
            // The variant's colour, as on every chart; up to nine series of one variant on SQLite, told apart by marker.
            SeriesStyles.Apply(scatter, series[s].Variant, series[..s].Count(other => other.Variant == series[s].Variant));
            scatter.LineWidth = 2;
            scatter.MarkerSize = MarkerSize;
            labels.AddRange(line.Select(p => (new Coordinates(p.X, p.Y), $"R={p.Readers}", scatter.Color)));
        }

        plot.Axes.Bottom.TickGenerator = DecadeTicks.Of(points.Min(p => p.X), points.Max(p => p.X), " µs");
        plot.Axes.Left.TickGenerator = DecadeTicks.WithZeroBand(plot, points.Min(p => p.Y), points.Max(p => p.Y), starvedBand, "0 (starved)");
        plot.Axes.SetLimits(Math.Floor(points.Min(p => p.X)) - 0.1, Math.Ceiling(points.Max(p => p.X)) + 0.3, Math.Floor(points.Min(p => p.Y)) - 0.1, Math.Ceiling(points.Max(p => p.Y)) + 0.1);
        plot.Title($"W6 on {engine}: the writer's rate against its p99, by reader threads R");
        plot.YLabel("writer operations per second (log scale)");
        // Up to 18 series on SQLite (variant × busy timeout, × reader shape and writer loop at R=4).
        plot.Legend.FontSize = 11;
        plot.ShowLegend(Edge.Right);
        plot.XLabel("writer p99 latency (log scale; waits included); an R label that would cover another or a point is left out");
        // Labels go where the layout has put the points: render once at the final size, then place them.
        plot.RenderInMemory(Width, Height);
        ChartLabels.Place(plot, labels, 11, MarkerSize);
        return plot;
    }

    // The variant and every W6 parameter but the reader count and the recording, in words, as shipped left unsaid:
    // "Default, busy 5 s, paced, open loop".
    private static string Series(MeasuredCase c) => string.Join(", ", [c.Variant.ToString(), .. ConcurrencyCells.SettingWords(c)]);
}
