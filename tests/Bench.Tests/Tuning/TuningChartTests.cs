using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class TuningChartTests
{
    [Fact]
    public void A_chart_is_a_png_of_the_requested_size()
    {
        string[] steps = ["Write N=1000", "Read N=1000"];
        var png = TuningChart.Draw(
            "W1 on SQLite",
            steps,
            [Variant.Transaction, Variant.SyncOff],
            (_, variant) => variant == Variant.Transaction
                ? SpeedUp.Of(Interval.Of([150, 140, 160]), Interval.Of([1, 0.9, 1.1]))
                : SpeedUp.Of(Interval.Of([1]), Interval.Of([2])),
            (step, _) => step.StartsWith("Write", StringComparison.Ordinal) ? 200 : null);

        Assert.Equal([0x89, (byte)'P', (byte)'N', (byte)'G'], png[..4]);
        // IHDR: width and height, big-endian, at bytes 16-23.
        Assert.Equal(1400, (png[16] << 24) | (png[17] << 16) | (png[18] << 8) | png[19]);
        Assert.Equal(TuningChart.Height(steps), (png[20] << 24) | (png[21] << 16) | (png[22] << 8) | png[23]);
    }

    [Fact]
    public void A_variant_has_its_colour_whichever_variants_share_its_chart()
    {
        ScottPlot.Color[] Colours(Variant[] variants) =>
        [
            .. TuningChart.Build("t", ["Write N=1000"], variants, (_, _) => SpeedUp.Of(Interval.Of([150, 140, 160]), Interval.Of([1, 0.9, 1.1])), (_, _) => null)
                .GetPlottables<ScottPlot.Plottables.BarPlot>().SelectMany(p => p.Bars).Select(b => b.FillColor),
        ];

        var alone = Colours([Variant.SyncOff]);
        var second = Colours([Variant.Transaction, Variant.SyncOff]);

        Assert.Equal(VariantColors.Of(Variant.SyncOff), Assert.Single(alone));
        Assert.Equal([VariantColors.Of(Variant.Transaction), VariantColors.Of(Variant.SyncOff)], second);
        Assert.Equal(Enum.GetValues<Variant>().Length, Enum.GetValues<Variant>().Select(VariantColors.Of).Distinct().Count());
    }

    [Fact]
    public void A_variant_with_nothing_to_draw_has_no_legend_entry()
    {
        // SensorsKeyed's Load under Batch measured nothing the chart can draw: no slot and no entry for it.
        var chart = ChartModel.Of(
            TuningChart.Build("SensorsKeyed", ["Load N=1000, Table=Keyed"], [Variant.Transaction, Variant.Batch],
                (_, variant) => variant == Variant.Transaction ? SpeedUp.Of(Interval.Of([150, 140, 160]), Interval.Of([4, 4.1, 3.9])) : null, (_, _) => null),
            TuningChart.Width,
            TuningChart.Height(["Load N=1000, Table=Keyed"]));

        Assert.Contains("Transaction", chart.Legend);
        Assert.DoesNotContain("Batch", chart.Legend);
        Assert.Empty(ChartCheck.Problems(chart));
    }

    [Fact]
    public void The_axis_title_sits_below_the_upright_step_names()
    {
        string[] steps = ["UpdateByState N=10000, Table=Contacts", "Insert N=10000, Table=Contacts"];

        var plot = TuningChart.Build("Contacts", steps, [Variant.Transaction], (_, _) => SpeedUp.Of(Interval.Of([150, 140, 160]), Interval.Of([4, 4.1, 3.9])), (_, _) => null);

        // The names run down from the axis as long as they are wide; the title, drawn where flat names would end, moves down by as much.
        using var paint = ScottPlot.Paint.NewDisposablePaint();
        var longest = StepLabels.Shortened(steps).Labels.Max(label => new ScottPlot.LabelStyle { Text = label, FontSize = 12 }.Measure(paint).Width);
        Assert.StartsWith("every step at", plot.Axes.Bottom.Label.Text, StringComparison.Ordinal);
        Assert.True(plot.Axes.Bottom.Label.OffsetY >= longest - 12, $"the title moves {plot.Axes.Bottom.Label.OffsetY} px down; the names are {longest} px long");
    }

    [Fact]
    public void A_step_with_nothing_to_draw_is_left_off_the_axis()
    {
        // W7's workloada runs without Default, so it has no speed-up: no empty category for it.
        string[] steps = ["Run Workload=workloada", "Run Workload=workloadb"];
        var chart = ChartModel.Of(
            TuningChart.Build(
                "Ycsb on SQLite",
                steps,
                [Variant.Wal],
                (step, _) => step == steps[0] ? null : SpeedUp.Of(Interval.Of([4, 4.1, 3.9]), Interval.Of([1, 1.02, 0.98])),
                (_, _) => null),
            TuningChart.Width,
            TuningChart.Height(steps));

        Assert.DoesNotContain(chart.Labels, label => label.Text.Contains("workloada", StringComparison.Ordinal));
        // The one step left says its parameters beside the axis: its tick is the step's name.
        Assert.Contains(chart.Labels, label => label.Text == "Run");
        Assert.Empty(ChartCheck.Problems(chart));
    }
}
