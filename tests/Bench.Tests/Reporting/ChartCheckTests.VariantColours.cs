using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// One colour per variant on every chart that draws variants: each series' colour is its variant's (<see cref="VariantColors"/>),
/// the variant named in its legend text, whatever else the chart holds.
/// </summary>
public sealed partial class ChartCheckTests
{
    [Fact]
    public void Every_series_of_the_W6_W7_and_W8_charts_has_its_variants_colour()
    {
        var (engine, percentiles, throughput) = ConcurrencySection.ChartLines(CrowdedW6());
        var writers = WritersChart.Lines(PageLedger.Cases);
        (string Chart, ChartModel Model)[] charts =
        [
            ("W6 trade", ChartModel.Of(ConcurrencyTradeChart.Build(Engine, TradeCases())!, ConcurrencyTradeChart.Width, ConcurrencyTradeChart.Height)),
            ("W6 throughput", ChartModel.Of(ConcurrencyCharts.ThroughputPlot($"W6 on {engine}", throughput), ConcurrencyCharts.Width, ConcurrencyCharts.Height)),
            .. ConcurrencyCharts.PercentilePanels(percentiles).Select(panel => ("W6 percentiles", ChartModel.Of(panel, ConcurrencyCharts.PanelWidth, ConcurrencyCharts.PanelHeight))),
            ("W7", ChartModel.Of(YcsbPage.Chart(YcsbRun("a full run"))!, YcsbPage.ChartWidth, YcsbPage.ChartHeight)),
            ("W8", ChartModel.Of(WritersChart.Build("W8", writers, p => p.PerSecond, "tx/s"), WritersChart.Width, WritersChart.Height)),
        ];

        foreach (var (chart, model) in charts)
        {
            Assert.NotEmpty(model.Series);
            foreach (var series in model.Series)
            {
                var variant = series.Name.Split(' ', ',').Select(word => Enum.TryParse<Variant>(word, out var v) && v.ToString() == word ? v : (Variant?)null).First(v => v is not null)!.Value;
                // A line's style starts with its colour, a bar series' with "bar " and its colour.
                Assert.True(series.Style.Replace("bar ", "", StringComparison.Ordinal).StartsWith(VariantColors.Of(variant).ToHex(), StringComparison.Ordinal), $"{chart}: '{series.Name}' is drawn {series.Style}, not in {variant}'s colour {VariantColors.Of(variant).ToHex()}");
            }
        }
    }
}
