using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// A chart checked like a page: it has data, each legend entry names a series with a point or bar, no two labels
/// overlap, none leaves the canvas, and no two series share a colour and marker.
/// </summary>
public static class ChartCheck
{
    /// <summary>What is wrong with <paramref name="chart"/>, one line per fault; empty when nothing is.</summary>
    public static IReadOnlyList<string> Problems(ChartModel chart)
    {
        ArgumentNullException.ThrowIfNull(chart);
        var canvas = new PixelRect(0, chart.Width, chart.Height, 0);
        var drawn = chart.Series.Where(s => s.Points.Any(p => double.IsFinite(p.X) && double.IsFinite(p.Y))).ToArray();
        return
        [
            .. drawn.Length == 0 ? ["no series has a point: an empty chart"] : Array.Empty<string>(),
            .. chart.Legend.Where(entry => !drawn.Any(s => s.Name == entry)).Select(entry => $"legend entry '{entry}' has no point or bar"),
            .. chart.Labels.Where(l => !ChartLabels.Inside(l.Box, canvas)).Select(l => $"label '{l.Text}' leaves the canvas at {l.Box}"),
            .. Overlapping(chart.Labels).Select(pair => $"labels '{pair.A.Text}' and '{pair.B.Text}' overlap"),
            .. drawn.GroupBy(s => s.Style).Where(g => g.Select(s => s.Name).Distinct().Count() > 1)
                .Select(g => $"series {string.Join(", ", g.Select(s => $"'{s.Name}'").Distinct())} share the style {g.Key}"),
        ];
    }

    private static IEnumerable<(ChartLabel A, ChartLabel B)> Overlapping(IReadOnlyList<ChartLabel> labels)
    {
        for (var i = 0; i < labels.Count; i++)
        {
            for (var j = i + 1; j < labels.Count; j++)
            {
                if (ChartLabels.Overlap(labels[i].Box, labels[j].Box))
                {
                    yield return (labels[i], labels[j]);
                }
            }
        }
    }
}
