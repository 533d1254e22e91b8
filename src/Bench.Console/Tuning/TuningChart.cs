using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using ScottPlot;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One workload on one engine as a chart: for each step, a bar per variant with its speed-up
/// over Default on a log scale (the bar's height is log10 of the factor, labelled as factors),
/// its bounds as a whisker about the bar's top (solid: the 99.9% interval, three runs or more a
/// side; dashed: the range of two runs), a faded bar where one side ran once and there is no range,
/// a grey hatched bar where the interval holds 1x (the same within noise, or not settled), and
/// the published factors as black diamonds where the source study measured the same change. A step with neither a bar
/// nor a published factor is left off the axis.
/// </summary>
public static class TuningChart
{
    /// <summary>The image's width in pixels.</summary>
    public const int Width = 1400;

    private const int PlotHeight = 480;

    /// <summary>The image's height in pixels: the plot, then room for the longest step name, upright beneath its bars.</summary>
    public static int Height(IReadOnlyList<string> steps) => PlotHeight + BottomPadding(steps);
    private static readonly Color _noise = Colors.LightGray;

    /// <summary>Draws the chart and returns its PNG bytes.</summary>
    /// <param name="title">Chart title.</param>
    /// <param name="steps">Step labels, in the workload's order.</param>
    /// <param name="variants">Variants other than Default, in order.</param>
    /// <param name="factor">The measured speed-up of a step and variant, or null.</param>
    /// <param name="published">The published factor of a step and variant, or null.</param>
    public static byte[] Draw(
        string title,
        IReadOnlyList<string> steps,
        IReadOnlyList<Variant> variants,
        Func<string, Variant, SpeedUp?> factor,
        Func<string, Variant, double?> published)
    {
        var drawn = Drawn(steps, variants, factor, published);
        return Plotted(title, drawn, variants, factor, published).GetImageBytes(Width, Height(drawn), ImageFormat.Png);
    }

    /// <summary>The plot <see cref="Draw"/> renders; the parameters are <see cref="Draw"/>'s.</summary>
    public static Plot Build(
        string title,
        IReadOnlyList<string> steps,
        IReadOnlyList<Variant> variants,
        Func<string, Variant, SpeedUp?> factor,
        Func<string, Variant, double?> published) =>
        Plotted(title, Drawn(steps, variants, factor, published), variants, factor, published);

    // The plot of steps already reduced to those with something to draw (Drawn): Draw reduces them once, for the plot and its height.
    private static Plot Plotted(
        string title,
        IReadOnlyList<string> steps,
        IReadOnlyList<Variant> variants,
        Func<string, Variant, SpeedUp?> factor,
        Func<string, Variant, double?> published)
    {
        // The variants with a bar or a published factor on the steps drawn: one with neither would hold an empty slot in every
        // step's group and a legend entry for a bar the chart has not.
        variants = [.. variants.Where(v => steps.Any(step => factor(step, v) is { Factor: > 0 } || published(step, v) is > 0))];
        var plot = new Plot();
        var group = variants.Count + 1;
        var bars = new List<Bar>();
        var whiskers = new List<(double X, SpeedUp Measured)>();
        var heights = new List<double>();
        var publishedX = new List<double>();
        var publishedY = new List<double>();
        for (var s = 0; s < steps.Count; s++)
        {
            for (var v = 0; v < variants.Count; v++)
            {
                var x = (s * group) + v;
                if (factor(steps[s], variants[v]) is { Factor: > 0 } measured)
                {
                    bars.Add(BarOf(measured, x, VariantColors.Of(variants[v])));
                    heights.Add(Math.Log10(measured.Factor));
                    whiskers.Add((x, measured));
                }

                if (published(steps[s], variants[v]) is { } seed && seed > 0)
                {
                    publishedX.Add(x);
                    publishedY.Add(Math.Log10(seed));
                }
            }
        }

        // Whiskers after the bars, so that no bar covers one.
        plot.Add.Bars(bars);
        heights.AddRange(whiskers.SelectMany(w => AddWhisker(plot, w.Measured, w.X)));
        if (publishedX.Count > 0)
        {
            var markers = plot.Add.Markers(publishedX.ToArray(), publishedY.ToArray(), MarkerShape.FilledDiamond, 11, Colors.Black);
            markers.LegendText = "published factor";
        }

        AddLegend(plot, variants, [.. whiskers.Select(w => w.Measured)]);
        LabelAxes(plot, steps, group, [.. heights, .. publishedY]);
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot;
    }

    // The steps with a bar or a published factor to draw: one with neither (W7's workloada, which runs without Default, has
    // no speed-up) would stand on the axis as an empty category.
    private static IReadOnlyList<string> Drawn(IReadOnlyList<string> steps, IReadOnlyList<Variant> variants, Func<string, Variant, SpeedUp?> factor, Func<string, Variant, double?> published) =>
        [.. steps.Where(step => variants.Any(v => factor(step, v) is { Factor: > 0 } || published(step, v) is > 0))];

    // Every bar rises from 1x to its factor; its bounds are the whisker, never the bar.
    private static Bar BarOf(SpeedUp measured, double x, Color color) => new()
    {
        Position = x,
        Value = Math.Log10(measured.Factor),
        // The interval holds 1x: no colour of its own, so it reads as no difference shown; one
        // run: faded, a figure without a range.
        FillColor = measured.HoldsOne ? _noise : measured.IsOneRun ? color.WithAlpha(0.4) : color,
        FillHatch = measured.HoldsOne ? new ScottPlot.Hatches.Striped() : null,
        FillHatchColor = color,
    };

    // The whisker's ends, log10; an unbounded top (the variant's lower bound at zero) stops at the bar.
    private static IEnumerable<double> AddWhisker(Plot plot, SpeedUp measured, double x)
    {
        if (measured.IsOneRun)
        {
            yield break;
        }

        var low = Math.Log10(measured.Low);
        var high = double.IsInfinity(measured.High) ? Math.Log10(measured.Factor) : Math.Log10(measured.High);
        var line = plot.Add.Line(x, low, x, high);
        line.LineWidth = 2;
        line.LineColor = Colors.Black;
        line.LinePattern = measured.IsConfidenceInterval ? LinePattern.Solid : LinePattern.Dashed;
        yield return low;
        yield return high;
    }

    // An entry for each variant and each kind of bar or whisker the chart draws, and none for one it does not.
    private static void AddLegend(Plot plot, IReadOnlyList<Variant> variants, IReadOnlyList<SpeedUp> drawn)
    {
        for (var v = 0; v < variants.Count; v++)
        {
            plot.Legend.ManualItems.Add(VariantColors.LegendEntry(variants[v]));
        }

        AddKey(plot, drawn.Any(m => m.HoldsOne), new LegendItem { LabelText = "hatched: interval holds 1x", FillColor = _noise, FillHatch = new ScottPlot.Hatches.Striped(), FillHatchColor = Colors.Gray });
        AddKey(plot, drawn.Any(m => m.IsOneRun && !m.HoldsOne), new LegendItem { LabelText = "faded: 1 run, no range", LineColor = Colors.Gray, LineWidth = 8, LinePattern = LinePattern.Solid });
        AddKey(plot, drawn.Any(m => m.IsConfidenceInterval), new LegendItem { LabelText = "whisker: 99.9% interval", LineColor = Colors.Black, LineWidth = 2 });
        AddKey(plot, drawn.Any(m => !m.IsOneRun && !m.IsConfidenceInterval), new LegendItem { LabelText = "dashed: range of 2 runs", LineColor = Colors.Black, LineWidth = 2, LinePattern = LinePattern.Dashed });
    }

    private static void AddKey(Plot plot, bool drawn, LegendItem key)
    {
        if (drawn)
        {
            plot.Legend.ManualItems.Add(key);
        }
    }

    // The longest step name's width, px: turned upright, its height below the axis.
    private static double LongestLabel(IReadOnlyList<string> steps) => UprightTicks.Longest(StepLabels.Shortened(steps).Labels);

    private static int BottomPadding(IReadOnlyList<string> steps) => UprightTicks.Padding(LongestLabel(steps));

    private static void LabelAxes(Plot plot, IReadOnlyList<string> steps, int group, double[] values)
    {
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        var (labels, shared) = StepLabels.Shortened(steps);
        for (var s = 0; s < steps.Count; s++)
        {
            bottom.AddMajor((s * group) + ((group - 2) / 2.0), labels[s]);
        }

        if (shared.Count > 0)
        {
            plot.XLabel($"{(steps.Count == 1 ? "the step" : "every step")} at {string.Join(", ", shared)}");
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        // Turned a quarter, each name runs down from its step's bars: a step's group is wider than a line of text, so no two meet.
        UprightTicks.Apply(plot, LongestLabel(steps));

        var low = Math.Min(0, Math.Floor(values.DefaultIfEmpty(0).Min()));
        var high = Math.Max(1, Math.Ceiling(values.DefaultIfEmpty(1).Max()));
        plot.Axes.Left.TickGenerator = DecadeTicks.Of(low, high, "x");
        plot.Axes.SetLimitsY(low - 0.1, high + 0.3);
        plot.Axes.SetLimitsX(-1, steps.Count * group);
        plot.YLabel("times faster than Default (log scale)");
        plot.Layout.Fixed(new PixelPadding(90, 280, BottomPadding(steps), 50));
    }
}
