using System.Globalization;
using EmbeddedDbBench.Console.Crash;
using ScottPlot;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One engine's trade-off in one picture: per variant and workload, its speed-up over Default on
/// the workload's autocommit steps (x, log scale) against the acknowledged commits a simulated
/// power cut lost (y, mean over the cuts), each point labelled with its variant, the cuts that lost
/// and those that left the database damaged.
/// </summary>
public static class PowerChart
{
    private static readonly Color[] _palette = [new(31, 119, 180), new(255, 127, 14), new(44, 160, 44), new(214, 39, 40), new(148, 103, 189)];

    /// <summary>Draws the chart of <paramref name="answers"/> (one engine's workloads) with <paramref name="powers"/>; null when no variant of theirs was cut.</summary>
    public static byte[]? Draw(string engine, IReadOnlyList<WorkloadAnswer> answers, IReadOnlyList<PowerResult> powers)
    {
        var plot = new Plot();
        var xs = new List<double>();
        for (var w = 0; w < answers.Count; w++)
        {
            var points = answers[w].Writes
                .Select(figure => (figure, cuts: powers.Where(p => p.Engine == engine && p.Variant == figure.Variant.ToString() && p.Cuts.Count > 0).OrderBy(p => p.Model == "posix" ? 0 : 1).FirstOrDefault()))
                .Where(p => p.cuts is not null && p.figure.Factor > 0)
                .ToArray();
            if (points.Length == 0)
            {
                continue;
            }

            var x = points.Select(p => Math.Log10(p.figure.Factor)).ToArray();
            var y = points.Select(p => p.cuts!.Cuts.Average(c => (double)c.Lost)).ToArray();
            var markers = plot.Add.Markers(x, y, MarkerShape.FilledCircle, 10, _palette[w % _palette.Length]);
            markers.LegendText = answers[w].Workload.Name.Split('`')[0];
            for (var i = 0; i < points.Length; i++)
            {
                var cuts = points[i].cuts!;
                var label = plot.Add.Text(string.Create(CultureInfo.InvariantCulture, $"{points[i].figure.Variant}: {cuts.CutsWithLoss}/{cuts.Cuts.Count} lost, {cuts.Damaged} damaged"), x[i], y[i]);
                label.LabelFontSize = 11;
                label.LabelOffsetX = 6;
            }

            xs.AddRange(x);
        }

        if (xs.Count == 0)
        {
            return null;
        }

        var ticks = new ScottPlot.TickGenerators.NumericManual();
        for (var power = Math.Floor(xs.Min()); power <= Math.Ceiling(xs.Max()); power++)
        {
            ticks.AddMajor(power, Math.Pow(10, power).ToString("0.##", CultureInfo.InvariantCulture) + "x");
        }

        plot.Axes.Bottom.TickGenerator = ticks;
        plot.Axes.SetLimitsX(Math.Floor(xs.Min()) - 0.2, Math.Ceiling(xs.Max()) + 0.6);
        plot.XLabel("speed-up over Default, autocommit steps (geometric mean, log scale)");
        plot.YLabel("acknowledged commits lost per power cut (mean)");
        plot.Title($"{engine}: what each variant buys and what a power cut took (posix model where cut)");
        plot.ShowLegend(Edge.Right);
        return plot.GetImageBytes(1000, 520, ImageFormat.Png);
    }
}
