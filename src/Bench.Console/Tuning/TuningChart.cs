using System.Globalization;
using EmbeddedDbBench.Core;
using ScottPlot;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One workload on one engine as a chart: for each step, a bar per variant with its speed-up
/// over Default on a log scale (the bar's height is log10 of the factor, labelled as factors),
/// and the published factors as black diamonds where the source study measured the same change.
/// </summary>
public static class TuningChart
{
    private const int Width = 1400;
    private const int Height = 640;

    /// <summary>Draws the chart and returns its PNG bytes.</summary>
    /// <param name="title">Chart title.</param>
    /// <param name="steps">Step labels, in order.</param>
    /// <param name="variants">Variants other than Default, in order.</param>
    /// <param name="factor">The measured factor of a step and variant, or null.</param>
    /// <param name="published">The published factor of a step and variant, or null.</param>
    public static byte[] Draw(
        string title,
        IReadOnlyList<string> steps,
        IReadOnlyList<Variant> variants,
        Func<string, Variant, double?> factor,
        Func<string, Variant, double?> published)
    {
        var plot = new Plot();
        var palette = new ScottPlot.Palettes.Category10();
        var group = variants.Count + 1;
        var bars = new List<Bar>();
        var publishedX = new List<double>();
        var publishedY = new List<double>();
        for (var s = 0; s < steps.Count; s++)
        {
            for (var v = 0; v < variants.Count; v++)
            {
                var x = (s * group) + v;
                if (factor(steps[s], variants[v]) is { } measured && measured > 0)
                {
                    bars.Add(new Bar { Position = x, Value = Math.Log10(measured), FillColor = palette.GetColor(v) });
                }

                if (published(steps[s], variants[v]) is { } seed && seed > 0)
                {
                    publishedX.Add(x);
                    publishedY.Add(Math.Log10(seed));
                }
            }
        }

        plot.Add.Bars(bars);
        if (publishedX.Count > 0)
        {
            var markers = plot.Add.Markers(publishedX.ToArray(), publishedY.ToArray(), MarkerShape.FilledDiamond, 11, Colors.Black);
            markers.LegendText = "published factor";
        }

        for (var v = 0; v < variants.Count; v++)
        {
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = variants[v].ToString(), FillColor = palette.GetColor(v) });
        }

        LabelAxes(plot, steps, group, bars.Concat(publishedY.Select(y => new Bar { Value = y })).Select(b => b.Value).ToArray());
        plot.Title(title);
        plot.ShowLegend(Edge.Right);
        return plot.GetImageBytes(Width, Height, ImageFormat.Png);
    }

    private static void LabelAxes(Plot plot, IReadOnlyList<string> steps, int group, double[] values)
    {
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        for (var s = 0; s < steps.Count; s++)
        {
            bottom.AddMajor((s * group) + ((group - 2) / 2.0), steps[s]);
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        plot.Axes.Bottom.TickLabelStyle.Rotation = -20;
        plot.Axes.Bottom.TickLabelStyle.Alignment = Alignment.UpperRight;

        var low = Math.Min(0, Math.Floor(values.DefaultIfEmpty(0).Min()));
        var high = Math.Max(1, Math.Ceiling(values.DefaultIfEmpty(1).Max()));
        var left = new ScottPlot.TickGenerators.NumericManual();
        for (var power = low; power <= high; power++)
        {
            left.AddMajor(power, Math.Pow(10, power).ToString(power < 0 ? "0.###" : "N0", CultureInfo.InvariantCulture) + "x");
        }

        plot.Axes.Left.TickGenerator = left;
        plot.Axes.SetLimitsY(low - 0.1, high + 0.3);
        plot.Axes.SetLimitsX(-1, steps.Count * group);
        plot.YLabel("times faster than Default (log scale)");
        plot.Layout.Fixed(new PixelPadding(90, 180, 120, 50));
    }
}
