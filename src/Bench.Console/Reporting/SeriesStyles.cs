using EmbeddedDbBench.Core;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The colour and marker of a chart's series: by number (the ten colours of Category10, then the same ten with the next
/// marker, so that no two of the first forty series share both), or by variant (the variant's colour everywhere, its
/// series told apart by marker, then by line pattern).
/// </summary>
public static class SeriesStyles
{
    private static readonly MarkerShape[] _markers = [MarkerShape.FilledCircle, MarkerShape.FilledSquare, MarkerShape.FilledTriangleUp, MarkerShape.FilledDiamond];
    private static readonly MarkerShape[] _openMarkers = [MarkerShape.OpenCircle, MarkerShape.OpenSquare, MarkerShape.OpenTriangleUp, MarkerShape.OpenDiamond];
    private static readonly ScottPlot.Palettes.Category10 _palette = new();

    /// <summary>Gives <paramref name="scatter"/> the colour and marker of series number <paramref name="index"/>.</summary>
    public static void Apply(ScottPlot.Plottables.Scatter scatter, int index)
    {
        ArgumentNullException.ThrowIfNull(scatter);
        scatter.Color = _palette.GetColor(index % _palette.Colors.Length);
        scatter.MarkerShape = _markers[index / _palette.Colors.Length % _markers.Length];
    }

    /// <summary>
    /// Gives <paramref name="scatter"/> the colour of <paramref name="variant"/> (<see cref="VariantColors"/>) and, as the
    /// <paramref name="index"/>-th series of that variant, a marker of its own (four filled, then four open), then past eight a
    /// dashed line: sixteen series of one variant look alike in no two.
    /// </summary>
    public static void Apply(ScottPlot.Plottables.Scatter scatter, Variant variant, int index)
    {
        ArgumentNullException.ThrowIfNull(scatter);
        scatter.Color = VariantColors.Of(variant);
        scatter.MarkerShape = (index / _markers.Length % 2 == 0 ? _markers : _openMarkers)[index % _markers.Length];
        scatter.LinePattern = index / (2 * _markers.Length) % 2 == 0 ? LinePattern.Solid : LinePattern.Dashed;
    }

    /// <summary>The number of a variant's series <see cref="Apply(ScottPlot.Plottables.Scatter, Variant, int)"/> gives <paramref name="marker"/> (modulo eight), for a legend in the series' order; eight for a marker it gives none.</summary>
    public static int NumberOf(MarkerShape marker) =>
        Array.IndexOf(_markers, marker) is >= 0 and var filled ? filled : Array.IndexOf(_openMarkers, marker) is >= 0 and var open ? _markers.Length + open : 2 * _markers.Length;

    /// <summary>The open marker of the same shape as <paramref name="filled"/>: a second role of one series (W6's readers beside its writer).</summary>
    public static MarkerShape Open(MarkerShape filled) => Array.IndexOf(_markers, filled) is >= 0 and var i ? _openMarkers[i] : filled;
}
