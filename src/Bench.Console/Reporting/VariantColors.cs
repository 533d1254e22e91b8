using EmbeddedDbBench.Core;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// One colour per variant in every chart that draws variants, whichever of them a chart holds: a reader who learned
/// that orange is Batch on one page finds Batch orange on the next. Category10's colours, Default its grey.
/// </summary>
public static class VariantColors
{
    private static readonly Color[] _category10 = new ScottPlot.Palettes.Category10().Colors;

    /// <summary>A legend entry naming <paramref name="variant"/> in its colour, for a chart that draws it as bars.</summary>
    public static LegendItem LegendEntry(Variant variant) => new() { LabelText = variant.ToString(), FillColor = Of(variant) };

    /// <summary>The colour of <paramref name="variant"/>.</summary>
    public static Color Of(Variant variant) => _category10[variant switch
    {
        Variant.Default => 7,
        Variant.Transaction => 0,
        Variant.Batch => 1,
        Variant.Wal => 2,
        Variant.SyncOff => 3,
        Variant.Exclusive => 4,
        Variant.Memory => 6,
        Variant.Extra => 8,
        Variant.WalFull => 9,
        _ => 5,
    }];
}
