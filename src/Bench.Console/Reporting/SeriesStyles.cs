using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The colour and marker of a chart's n-th series: the ten colours of Category10, then the same ten with the next marker,
/// so that no two of the first forty series share both.
/// </summary>
public static class SeriesStyles
{
    private static readonly MarkerShape[] _markers = [MarkerShape.FilledCircle, MarkerShape.FilledSquare, MarkerShape.FilledTriangleUp, MarkerShape.FilledDiamond];
    private static readonly ScottPlot.Palettes.Category10 _palette = new();

    /// <summary>Gives <paramref name="scatter"/> the colour and marker of series number <paramref name="index"/>.</summary>
    public static void Apply(ScottPlot.Plottables.Scatter scatter, int index)
    {
        ArgumentNullException.ThrowIfNull(scatter);
        scatter.Color = _palette.GetColor(index % _palette.Colors.Length);
        scatter.MarkerShape = _markers[index / _palette.Colors.Length % _markers.Length];
    }
}
