using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The pixel boxes of a chart's texts, computed the way ScottPlot draws a label (its measured box at its alignment,
/// moved by its offset and turned by its rotation about its anchor), and a placer that puts point labels where they
/// cover no other label and no labelled point's marker and stay inside the data area, or leaves them out.
/// </summary>
public static class ChartLabels
{
    // Right of the point, left, above, below: the first of these whose box is free wins.
    private static readonly (float X, float Y, Alignment Alignment)[] _places =
        [(7, 0, Alignment.MiddleLeft), (-7, 0, Alignment.MiddleRight), (0, -7, Alignment.LowerCenter), (0, 7, Alignment.UpperCenter)];

    /// <summary>
    /// Adds each of <paramref name="labels"/> to <paramref name="plot"/> (already rendered at its final size) at the first
    /// place beside its point whose box is free, and returns how many had no free place and were left out. Every labelled
    /// point's marker, <paramref name="markerSize"/> pixels across, counts as taken: a label over another series' point
    /// reads as that point's.
    /// </summary>
    public static int Place(Plot plot, IEnumerable<(Coordinates At, string Text, Color Colour)> labels, float fontSize, float markerSize)
    {
        ArgumentNullException.ThrowIfNull(plot);
        ArgumentNullException.ThrowIfNull(labels);
        var area = plot.RenderManager.LastRender.DataRect;
        var all = labels.ToArray();
        var half = markerSize / 2;
        var taken = all.Select(l => plot.GetPixel(l.At)).Select(p => new PixelRect(p.X - half, p.X + half, p.Y + half, p.Y - half)).ToList();
        var left = 0;
        foreach (var (at, text, colour) in all)
        {
            var anchor = plot.GetPixel(at);
            var free = _places.Select(p => (Place: p, Box: BoxOf(new LabelStyle { Text = text, FontSize = fontSize, Alignment = p.Alignment, OffsetX = p.X, OffsetY = p.Y }, anchor)))
                .FirstOrDefault(c => Inside(c.Box, area) && !taken.Any(t => Overlap(t, c.Box)));
            if (free.Place == default)
            {
                left++;
                continue;
            }

            taken.Add(free.Box);
            var label = plot.Add.Text(text, at);
            label.LabelFontSize = fontSize;
            label.LabelFontColor = colour;
            label.LabelAlignment = free.Place.Alignment;
            label.LabelOffsetX = free.Place.X;
            label.LabelOffsetY = free.Place.Y;
        }

        return left;
    }

    /// <summary>The boxes of the text plottables on <paramref name="plot"/>, as last rendered.</summary>
    public static IEnumerable<ChartLabel> TextsOf(Plot plot)
    {
        ArgumentNullException.ThrowIfNull(plot);
        return plot.GetPlottables<ScottPlot.Plottables.Text>().Where(t => t.IsVisible)
            .Select(t => new ChartLabel(t.LabelText, BoxOf(t.LabelStyle, plot.GetPixel(t.Location)))).ToArray();
    }

    /// <summary>The boxes of the labels above upright bars (a bar's <c>Label</c>), as last rendered.</summary>
    public static IEnumerable<ChartLabel> BarLabelsOf(Plot plot)
    {
        ArgumentNullException.ThrowIfNull(plot);
        return plot.GetPlottables<ScottPlot.Plottables.BarPlot>().Where(b => b.IsVisible)
            .SelectMany(plottable => plottable.Bars.Where(b => !string.IsNullOrEmpty(b.Label) && b.Orientation == Orientation.Vertical).Select(bar => new ChartLabel(bar.Label,
                BoxOf(Texted(Aligned(plottable.ValueLabelStyle, Alignment.LowerCenter), bar.Label), plot.GetPixel(new Coordinates(bar.Position, bar.Value))))))
            .ToArray();
    }

    /// <summary>The boxes of the major tick labels on the bottom and left axes within their ranges, as last rendered.</summary>
    public static IEnumerable<ChartLabel> TicksOf(Plot plot)
    {
        ArgumentNullException.ThrowIfNull(plot);
        var area = plot.RenderManager.LastRender.DataRect;
        var limits = plot.Axes.GetLimits();
        var bottom = plot.Axes.Bottom;
        var left = plot.Axes.Left;
        var below = area.Bottom + bottom.MajorTickStyle.Length + 3;
        var beside = area.Left - left.MajorTickStyle.Length - 3;
        var bottomStyle = Aligned(bottom.TickLabelStyle, bottom.TickLabelStyle.Rotation == 0 ? Alignment.UpperCenter : bottom.TickLabelStyle.Alignment);
        var leftStyle = Aligned(left.TickLabelStyle, Alignment.MiddleRight);
        return bottom.TickGenerator.Ticks.Where(t => t.IsMajor && !string.IsNullOrEmpty(t.Label) && t.Position >= limits.Left && t.Position <= limits.Right)
                .Select(t => new ChartLabel(t.Label, BoxOf(Texted(bottomStyle, t.Label), new Pixel(plot.GetPixel(new Coordinates(t.Position, limits.Bottom)).X, below))))
            .Concat(left.TickGenerator.Ticks.Where(t => t.IsMajor && !string.IsNullOrEmpty(t.Label) && t.Position >= limits.Bottom && t.Position <= limits.Top)
                .Select(t => new ChartLabel(t.Label, BoxOf(Texted(leftStyle, t.Label), new Pixel(beside, plot.GetPixel(new Coordinates(limits.Left, t.Position)).Y)))))
            .ToArray();
    }

    /// <summary>Whether two boxes share more than a pixel's sliver.</summary>
    public static bool Overlap(PixelRect a, PixelRect b) =>
        Math.Min(a.Right, b.Right) - Math.Max(a.Left, b.Left) > 1 && Math.Min(a.Bottom, b.Bottom) - Math.Max(a.Top, b.Top) > 1;

    /// <summary>Whether <paramref name="box"/> lies within <paramref name="area"/>.</summary>
    public static bool Inside(PixelRect box, PixelRect area) =>
        box.Left >= area.Left && box.Right <= area.Right && box.Top >= area.Top && box.Bottom <= area.Bottom;

    // The label's box: measured at its alignment, moved by its offset, turned about its anchor.
    private static PixelRect BoxOf(LabelStyle style, Pixel anchor)
    {
        using var paint = Paint.NewDisposablePaint();
        var rect = style.Measure(paint).Rect(style.Alignment);
        var radians = style.Rotation * Math.PI / 180;
        var corners = new[] { (rect.Left, rect.Top), (rect.Right, rect.Top), (rect.Left, rect.Bottom), (rect.Right, rect.Bottom) }
            .Select(c => (X: (c.Item1 * Math.Cos(radians)) - (c.Item2 * Math.Sin(radians)), Y: (c.Item1 * Math.Sin(radians)) + (c.Item2 * Math.Cos(radians))))
            .ToArray();
        var x = anchor.X + style.OffsetX;
        var y = anchor.Y + style.OffsetY;
        return new PixelRect((float)(x + corners.Min(c => c.X)), (float)(x + corners.Max(c => c.X)), (float)(y + corners.Max(c => c.Y)), (float)(y + corners.Min(c => c.Y)));
    }

    private static LabelStyle Aligned(LabelStyle style, Alignment alignment) => new()
    {
        FontSize = style.FontSize, FontName = style.FontName, Bold = style.Bold, Rotation = style.Rotation, Alignment = alignment,
    };

    private static LabelStyle Texted(LabelStyle style, string text) => new()
    {
        Text = text, FontSize = style.FontSize, FontName = style.FontName, Bold = style.Bold, Rotation = style.Rotation, Alignment = style.Alignment,
    };
}
