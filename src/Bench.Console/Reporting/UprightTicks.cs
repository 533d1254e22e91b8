using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// A bottom axis whose names are turned a quarter, each running down from its tick: for categories whose names are wider
/// than their place on the axis (a tuning chart's steps, W7's engines and variants).
/// </summary>
public static class UprightTicks
{
    private const float FontSize = 12;

    /// <summary>The width of the longest of <paramref name="names"/>, px: turned upright, its height below the axis.</summary>
    public static double Longest(IEnumerable<string> names)
    {
        using var paint = Paint.NewDisposablePaint();
        return names.Select(name => new LabelStyle { Text = name, FontSize = FontSize }.Measure(paint).Width).DefaultIfEmpty(0).Max();
    }

    /// <summary>The room below the axis for names <paramref name="longest"/> px long and the axis title under them.</summary>
    public static int Padding(double longest) => (int)Math.Ceiling(longest) + 60;

    /// <summary>
    /// Turns <paramref name="plot"/>'s bottom tick names upright and moves its axis title below them, which the axis measures
    /// as if they lay flat.
    /// </summary>
    public static void Apply(Plot plot, double longest)
    {
        ArgumentNullException.ThrowIfNull(plot);
        plot.Axes.Bottom.TickLabelStyle.Rotation = -90;
        plot.Axes.Bottom.TickLabelStyle.Alignment = Alignment.MiddleRight;
        plot.Axes.Bottom.Label.OffsetY = (float)longest - FontSize;
    }
}
