using System.Globalization;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using ScottPlot;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// One engine's trade-off in one picture: per variant and workload, its speed-up over Default on
/// the workload's autocommit steps (x, log scale) against the acknowledged rows the worst of its simulated
/// power cuts lost (y: what the power table's "most rows lost" gives, so Transaction's and Batch's lost commit counts
/// its 1,000 rows; a log scale from 1 row, with "none" in a band of its own below a dashed break), one point per
/// file-system model (filled: posix, open: journaled), each variant in its colour (<see cref="VariantColors"/>, as in
/// every chart) and labelled once above its row in that colour, each workload in a shape of its own.
/// Transaction and Batch stand on Default's cuts where they have none of their own.
/// </summary>
public static class PowerChart
{
    // A shape per workload, filled for posix and open for journaled: five, as many as a page's workloads with writes.
    private static readonly (MarkerShape Filled, MarkerShape Open)[] _workloadShapes =
    [
        (MarkerShape.FilledCircle, MarkerShape.OpenCircle),
        (MarkerShape.FilledSquare, MarkerShape.OpenSquare),
        (MarkerShape.FilledTriangleUp, MarkerShape.OpenTriangleUp),
        (MarkerShape.FilledDiamond, MarkerShape.OpenDiamond),
        (MarkerShape.FilledTriangleDown, MarkerShape.OpenTriangleDown),
    ];

    /// <summary>The chart's width in pixels.</summary>
    public const int Width = 1000;

    /// <summary>The chart's height in pixels.</summary>
    public const int Height = 600;

    /// <summary>Draws the chart of <paramref name="answers"/> (one engine's workloads) with <paramref name="powers"/>; null when no variant of theirs was cut.</summary>
    public static byte[]? Draw(string engine, IReadOnlyList<VariantSpeeds> answers, IReadOnlyList<PowerResult> powers) =>
        Build(engine, answers, powers)?.GetImageBytes(Width, Height, ImageFormat.Png);

    /// <summary>The chart as a plot, for <see cref="Draw"/> and for the chart tests to read back; null when no variant was cut.</summary>
    public static Plot? Build(string engine, IReadOnlyList<VariantSpeeds> answers, IReadOnlyList<PowerResult> powers)
    {
        var plot = new Plot();
        var xs = new List<double>();
        var ys = new List<double>();
        // A variant's cuts are the engine's whatever the workload, so its points share one height: one label per
        // variant, not one per workload (the shapes say the workload).
        var labels = new Dictionary<string, (List<double> Xs, double Y, Color Color)>();
        for (var w = 0; w < answers.Count; w++)
        {
            var shapes = _workloadShapes[w % _workloadShapes.Length];
            var drawn = xs.Count;
            foreach (var figure in answers[w].Writes.Where(f => f.Factor > 0))
            {
                var cuts = VariantRisk.CutsStandingFor(engine, figure.Variant, powers).Where(p => p.Error is null && p.Cuts.Count > 0).ToArray();
                var color = VariantColors.Of(figure.Variant);
                foreach (var result in cuts)
                {
                    var (x, y) = (Math.Log10(figure.Factor), Lost(result.MostRowsLost));
                    plot.Add.Marker(x, y, ShapeOf(result.Model, shapes), 11, color);
                    xs.Add(x);
                    ys.Add(y);
                }

                if (cuts.Length > 0)
                {
                    var text = figure.Variant + (cuts[0].Variant != figure.Variant ? " (Default's cuts)" : "");
                    var y = cuts.Max(c => Lost(c.MostRowsLost));
                    labels.TryAdd(text, ([], y, color));
                    labels[text].Xs.Add(Math.Log10(figure.Factor));
                }
            }

            // A workload none of whose variants was cut has no point, and no legend entry.
            if (xs.Count == drawn)
            {
                continue;
            }

            plot.Legend.ManualItems.Add(new LegendItem { LabelText = answers[w].Workload, MarkerShape = shapes.Filled, MarkerSize = 10, MarkerFillColor = Colors.Black, MarkerLineColor = Colors.Black });
        }

        var rows = AddLabels(plot, [.. labels.Select(l => (l.Value.Xs.Order().ElementAt(l.Value.Xs.Count / 2), l.Value.Y, l.Key, l.Value.Color))]);
        if (xs.Count == 0)
        {
            return null;
        }

        plot.Legend.ManualItems.AddRange(FileSystemModels.All.Select(LegendOf));
        plot.Axes.Bottom.TickGenerator = DecadeTicks.Of(Math.Floor(xs.Min()), Math.Ceiling(xs.Max()), power => Math.Pow(10, power).ToString("0.##", CultureInfo.InvariantCulture) + "x");
        plot.Axes.Left.TickGenerator = DecadeTicks.Of(0, Math.Max(1, Math.Ceiling(ys.Max())), power => power == 0 ? "none" : Math.Pow(10, power - 1).ToString("N0", CultureInfo.InvariantCulture));
        // The log scale starts at 1 row: "none" is a band of its own, not a decade below it.
        plot.Add.HorizontalLine(NoneBand, 1, Colors.Gray, LinePattern.Dashed);
        // Room on the right for the labels of the fastest variants, and above the highest points for their labels, stacked
        // in rows: ScottPlot clips a label at the data area's edge.
        plot.Axes.SetLimits(Math.Floor(xs.Min()) - 0.2, Math.Ceiling(xs.Max()) + 1.2, -0.3, Math.Max(1, Math.Ceiling(ys.Max())) + 0.5 + (0.25 * rows));
        plot.XLabel("speed-up over Default on the autocommit steps (log scale)");
        plot.YLabel("acknowledged rows lost, worst cut (log scale)");
        plot.Title($"{engine}: what each variant buys, and what a power cut took");
        plot.ShowLegend(Edge.Bottom);
        return plot;
    }

    // Every member, no discard, here and below: CS8509 names these switches when a model is added.
    /// <summary>The shape of a point cut under <paramref name="model"/>: filled for posix, open for journaled (a circle, as the first workload's and the legend's).</summary>
    public static MarkerShape ShapeOf(FileSystemModel model) => ShapeOf(model, _workloadShapes[0]);

    private static MarkerShape ShapeOf(FileSystemModel model, (MarkerShape Filled, MarkerShape Open) shapes) => model switch
    {
        FileSystemModel.Posix => shapes.Filled,
        FileSystemModel.Journaled => shapes.Open,
    };

    // A model's legend entry, in black, in its points' shape: "posix model".
    private static LegendItem LegendOf(FileSystemModel model) => model switch
    {
        FileSystemModel.Posix => new LegendItem { LabelText = $"{FileSystemModels.NameOf(model)} model", MarkerShape = ShapeOf(model), MarkerSize = 10, MarkerFillColor = Colors.Black, MarkerLineColor = Colors.Black },
        FileSystemModel.Journaled => new LegendItem { LabelText = $"{FileSystemModels.NameOf(model)} model", MarkerShape = ShapeOf(model), MarkerSize = 10, MarkerLineColor = Colors.Black, MarkerLineWidth = 1.5f },
    };

    // Each label above the middle point of its variant's row; variants whose rows meet (SyncOff and Exclusive,
    // Transaction and Batch, Extra and WalFull) get their labels stacked upwards, not overprinted. Returns the rows used.
    private static int AddLabels(Plot plot, IReadOnlyList<(double X, double Y, string Text, Color Color)> labels)
    {
        var placed = new List<(double X, double Y, int Row)>();
        foreach (var (x, y, text, color) in labels.OrderBy(l => l.X))
        {
            var row = 0;
            while (placed.Any(p => p.Row == row && Math.Abs(p.Y - y) < 0.35 && x - p.X < 1.2))
            {
                row++;
            }

            placed.Add((x, y, row));
            var label = plot.Add.Text(text, x, y);
            label.LabelFontSize = 12;
            label.LabelOffsetX = 4;
            label.LabelOffsetY = -26 - (16 * row);
            label.LabelFontColor = color;
        }

        return placed.Count == 0 ? 0 : placed.Max(p => p.Row) + 1;
    }

    // Where the dashed break between "none" (0) and the log scale (1 row at 1, 10 at 2…) is drawn.
    private const double NoneBand = 0.5;

    // None at 0, 1 row at 1, 10 rows at 2…: a log scale from one row, "none" below its break.
    private static double Lost(long rows) => rows <= 0 ? 0 : 1 + Math.Log10(rows);
}

/// <summary>One workload's speed-ups for <see cref="PowerChart"/>: each variant's over Default on the workload's autocommit steps.</summary>
/// <param name="Workload">The workload's name, as the legend shows it.</param>
/// <param name="Writes">Each variant and its speed-up (geometric mean over the autocommit steps).</param>
public sealed record VariantSpeeds(string Workload, IReadOnlyList<(Variant Variant, double Factor)> Writes);
