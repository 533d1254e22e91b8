using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteDapper;
using EmbeddedDbBench.Engines.SqliteEfCore;
using EmbeddedDbBench.Engines.SqliteRaw;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// Charts checked like pages, from crowded inputs (18 and more series, long labels): each has data, every legend
/// entry a point or bar, no label over another or off the canvas, no style shared by two series; and each plots the
/// series, points and axis ranges of its data.
/// </summary>
public sealed partial class ChartCheckTests
{
    private const string Engine = "Sqlite.MicrosoftData";
    private static readonly string[] _shapes = ["PointsAndAggregate", "PointsOnly", "PacedPoints", "PointProcesses"];
    private static readonly Variant[] _variants = [Variant.Default, Variant.Wal];
    private static readonly string[] _busyTimeouts = ["AsShipped", "FiveSeconds"];
    private static readonly int[] _readerCounts = [0, 1, 4, 16];
    private static readonly int[] _four = [4];
    private static readonly string[] _crudSteps = ["Create", "Write", "Read", "Update", "Delete"];
    private static readonly string[] _sizes = ["N=200", "N=1000"];
    private static readonly Variant[] _layerVariants = [Variant.Default, Variant.Transaction, Variant.Batch];
    private static readonly string[] _contactsSteps = ["Insert", "SelectByZip", "UpdateByStateRowByRow", "DeleteByZipRowByRow", "DeleteByStateRowByRow", "UpdateByZipRowByRow"];
    private static readonly Variant[] _answerVariants = [Variant.Default, Variant.Batch, Variant.Transaction, Variant.SyncOff, Variant.Exclusive];
    private static readonly double[] _spread = [1.0, 1.1, 0.9];
    private static readonly Variant[] _oneTransaction = [Variant.Transaction, Variant.Batch];

    [Fact]
    public void The_W6_trade_chart_passes_the_check()
    {
        var chart = ChartModel.Of(ConcurrencyTradeChart.Build(Engine, TradeCases())!, ConcurrencyTradeChart.Width, ConcurrencyTradeChart.Height);

        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
    }

    [Fact]
    public void The_W6_trade_chart_plots_a_series_per_setting_through_its_reader_counts()
    {
        var cases = TradeCases();

        var chart = ChartModel.Of(ConcurrencyTradeChart.Build(Engine, cases)!, ConcurrencyTradeChart.Width, ConcurrencyTradeChart.Height);

        Assert.Equal(18, chart.Series.Count);
        var defaults = Assert.Single(chart.Series, s => s.Name == "Default");
        // Default, busy timeout as shipped, reader shape as shipped: R = 0, 1, 4, 16, each at (log p99, log ops/s).
        Assert.Equal([0, 1, 4, 16], defaults.Points.Select(p => (int)Math.Round((Math.Pow(10, p.X) / 800) - 1)));
        Close(defaults.Points.Select(p => Math.Log10(1e4 / Math.Pow(10, p.X) * 800)), defaults.Points.Select(p => p.Y), 0.01);
        Assert.InRange(chart.Limits.Left, 1.5, Math.Log10(800));
        Assert.InRange(chart.Limits.Right, Math.Log10(800 * 17), 6);
        Assert.True(chart.Limits.Bottom <= Math.Log10(200) && chart.Limits.Top >= 4);
    }

    [Fact]
    public void A_writer_starved_to_no_operation_is_drawn_a_decade_below_the_slowest_not_dropped()
    {
        // R=0 writes 1,000 ops/s; R=4 none at all, its p99 the 5 s it waited.
        MeasuredCase[] cases =
        [
            W6(Variant.Default, "Readers=0, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer=ClosedLoop", 1000, 800),
            W6(Variant.Default, "Readers=4, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer=ClosedLoop", 0, 5e6),
        ];

        var chart = ChartModel.Of(ConcurrencyTradeChart.Build(Engine, cases)!, ConcurrencyTradeChart.Width, ConcurrencyTradeChart.Height);

        var line = Assert.Single(chart.Series, s => s.Name == "Default");
        Assert.Equal([3.0, 2.0], line.Points.Select(p => Math.Round(p.Y, 9)));
        Assert.True(chart.Limits.Bottom < 2, $"the starved band at 2 is below the chart's bottom, {chart.Limits.Bottom}");
        var problems = ChartCheck.Problems(chart);
        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
    }

    [Fact]
    public void The_W6_trade_chart_is_not_drawn_without_a_writer_that_completed_an_operation() =>
        Assert.Null(ConcurrencyTradeChart.Build(Engine, [W6(Variant.Default, "Readers=4, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer=ClosedLoop", 0, 0)]));

    [Fact]
    public void The_layers_chart_passes_the_check()
    {
        var chart = ChartModel.Of(LayersChart.Build(CrowdedLayers()), LayersChart.Width, LayersChart.Height(CrowdedLayers()));

        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
    }

    [Fact]
    public void The_layers_chart_plots_a_bar_per_layer_figure_at_its_log_time()
    {
        var figures = CrowdedLayers();

        var chart = ChartModel.Of(LayersChart.Build(figures), LayersChart.Width, LayersChart.Height(figures));

        Assert.Equal(LayerFigure.Layers.Where(l => figures.Any(f => f.Layer == l)), chart.Legend);
        foreach (var layer in chart.Series)
        {
            Close(figures.Where(f => f.Layer == layer.Name).Select(f => Math.Log10(f.MicrosecondsPerRow)).Order(), layer.Points.Select(p => p.Y).Order(), 1e-9);
        }

        Assert.Equal(figures.Count, chart.Series.Sum(s => s.Points.Count));
    }

    [Fact]
    public void The_answer_chart_passes_the_check()
    {
        var answers = CrowdedAnswers();

        var chart = ChartModel.Of(AnswerChart.Build("Crud: autocommit steps, µs per row (geometric mean, log scale)", answers)!, AnswerChart.Width(answers), AnswerChart.Height);
        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
    }

    [Fact]
    public void The_answer_chart_plots_default_and_the_best_variant_of_each_engine_in_the_variants_colours()
    {
        var answers = CrowdedAnswers();

        var chart = ChartModel.Of(AnswerChart.Build("Crud", answers)!, AnswerChart.Width(answers), AnswerChart.Height);

        // Every bar: Default, the best durable and the best variant of each engine (once where they are one), in its variant's series.
        var figures = answers.SelectMany(a => new[] { a.Writes.Single(w => w.Variant == Variant.Default), a.BestDurable, a.Best }
            .OfType<VariantFigure>().Distinct()).ToArray();
        Assert.Equal(figures.Select(f => f.Variant).Distinct().Order().Select(v => v.ToString()), chart.Legend);
        foreach (var series in chart.Series)
        {
            var variant = Enum.Parse<Variant>(series.Name);
            Assert.Equal("bar " + VariantColors.Of(variant).ToHex(), series.Style);
            Close(figures.Where(f => f.Variant == variant).Select(f => Math.Log10(f.MicrosecondsPerRow)).Order(), series.Points.Select(p => p.Y).Order(), 1e-9);
        }

        Assert.Equal(figures.Length, chart.Series.Sum(s => s.Points.Count));
        Assert.All(answers.Where(a => a.BestDurable is { } d && d != a.Best), a => Assert.Contains(chart.Labels, l => l.Text == $"{a.BestDurable!.Variant}\nfastest durable"));
    }

    [Fact]
    public void The_answer_chart_is_not_drawn_without_a_figure() => Assert.Null(AnswerChart.Build("Crud", []));

    [Fact]
    public void The_answer_chart_lists_no_durable_variant_where_no_engine_has_one()
    {
        WorkloadAnswer[] answers = [WorkloadAnswer.Of(typeof(Crud<>), [Write(typeof(MicrosoftSqliteEngine), Variant.Default, 4000), Write(typeof(MicrosoftSqliteEngine), Variant.SyncOff, 50)], [])!];

        var chart = ChartModel.Of(AnswerChart.Build("Crud", answers)!, AnswerChart.Width(answers), AnswerChart.Height);

        Assert.Null(answers[0].BestDurable);
        Assert.Equal(["Default", "SyncOff"], chart.Legend);
        Assert.DoesNotContain(chart.Labels, l => l.Text.Contains("durable", StringComparison.Ordinal));
        Assert.Empty(ChartCheck.Problems(chart));
    }

    [Fact]
    public void An_engine_with_no_bar_has_no_group_on_the_answer_chart()
    {
        // Sqlite.Raw ran Wal alone: no Default, so no µs per row beside it and no speed-up; its group would stand empty.
        WorkloadAnswer[] answers =
        [
            WorkloadAnswer.Of(typeof(Crud<>), [Write(typeof(MicrosoftSqliteEngine), Variant.Default, 4000), Write(typeof(MicrosoftSqliteEngine), Variant.SyncOff, 50)], [])!,
            WorkloadAnswer.Of(typeof(Crud<>), [Write(typeof(SqliteLayersRawEngine), Variant.Wal, 40)], [])!,
        ];

        var chart = ChartModel.Of(AnswerChart.Build("Crud", answers)!, AnswerChart.Width(answers), AnswerChart.Height);

        Assert.Contains(chart.Labels, label => label.Text == answers[0].Engine);
        Assert.DoesNotContain(chart.Labels, label => label.Text == answers[1].Engine);
        Assert.Equal(AnswerChart.Width(answers[..1]), AnswerChart.Width(answers));
        Assert.Empty(ChartCheck.Problems(chart));
    }

    [Fact]
    public void The_tuning_chart_passes_the_check_and_plots_each_variants_factors()
    {
        string[] steps = [.. _readerCounts.SelectMany(r => _shapes.Select(shape => $"Writes Readers={r}, Shape={shape}"))];
        Variant[] variants = [Variant.Transaction, Variant.Batch, Variant.SyncOff, Variant.Wal, Variant.WalFull, Variant.Extra, Variant.Exclusive, Variant.Memory];
        SpeedUp? Factor(string step, Variant variant) =>
            SpeedUp.Of(Interval.Of([100, 110, 90]), Interval.Of([.. _spread.Select(t => t * (1 + Array.IndexOf(variants, variant)) * (1 + (step.Length % 3)))]));

        var chart = ChartModel.Of(TuningChart.Build("Concurrency on Sqlite.MicrosoftData: speed-up over Default per step (log scale)", steps, variants, Factor, (_, _) => null),
            TuningChart.Width, TuningChart.Height(steps));
        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
        foreach (var variant in variants)
        {
            Close(steps.Select(step => Math.Log10(Factor(step, variant)!.Value.Factor)), chart.Series.Where(s => s.Name == variant.ToString()).SelectMany(s => s.Points).OrderBy(p => p.X).Select(p => p.Y), 1e-9);
        }
    }

    // The trade chart printed a series' "R=4" over another series' point, where it read as that point's.
    [Fact]
    public void A_placed_label_covers_no_labelled_point()
    {
        var plot = new ScottPlot.Plot();
        double[] xs = [0, 0.05];
        double[] ys = [0.5, 0.5];
        plot.Add.Scatter(xs, ys);
        plot.Axes.SetLimits(-1, 2, -1, 2);
        plot.RenderInMemory(600, 400);
        // The second point sits about 8 pixels right of the first: where the first one's label goes first.
        (ScottPlot.Coordinates At, string Text, ScottPlot.Color Colour)[] labels =
            [(new(0, 0.5), "first", ScottPlot.Colors.Black), (new(0.05, 0.5), "second", ScottPlot.Colors.Black)];

        var left = ChartLabels.Place(plot, labels, 11, markerSize: 8);

        Assert.Equal(0, left);
        var boxes = ChartLabels.TextsOf(plot).ToArray();
        Assert.Equal(2, boxes.Length);
        foreach (var point in labels.Select(l => plot.GetPixel(l.At)))
        {
            Assert.DoesNotContain(boxes, b => point.X >= b.Box.Left && point.X <= b.Box.Right && point.Y >= b.Box.Top && point.Y <= b.Box.Bottom);
        }
    }

    [Fact]
    public void The_check_finds_labels_over_each_other_an_orphan_legend_entry_and_a_shared_style()
    {
        var plot = new ScottPlot.Plot();
        var first = plot.Add.Scatter(new double[] { 0, 1 }, new double[] { 0, 1 });
        first.LegendText = "first";
        var second = plot.Add.Scatter(new double[] { 0, 1 }, new double[] { 1, 0 });
        second.LegendText = "second";
        second.Color = first.Color;
        plot.Legend.ManualItems.Add(new ScottPlot.LegendItem { LabelText = "nothing", FillColor = ScottPlot.Colors.Red });
        plot.Add.Text("R=4", 0.5, 0.5);
        plot.Add.Text("R=4", 0.5, 0.5);
        plot.Add.Text("far away", -100, 0.5);
        plot.Axes.SetLimits(0, 1, 0, 1);

        var problems = ChartCheck.Problems(ChartModel.Of(plot, 600, 400));

        Assert.Contains(problems, p => p.Contains("'R=4' and 'R=4' overlap", StringComparison.Ordinal));
        Assert.Contains(problems, p => p.Contains("'nothing' has no point", StringComparison.Ordinal));
        Assert.Contains(problems, p => p.Contains("'far away' leaves the canvas", StringComparison.Ordinal));
        Assert.Contains(problems, p => p.Contains("'first', 'second' share the style", StringComparison.Ordinal));
    }

    // The series a Microsoft.Data.Sqlite run draws: both variants and busy timeouts through every reader count, at R=4
    // each reader shape beside them, and the open-loop writer as shipped: 18 series.
    private static IReadOnlyList<MeasuredCase> TradeCases() =>
    [
        .. from variant in _variants
           from busy in _busyTimeouts
           from shape in _shapes
           from readers in shape == "PointsAndAggregate" ? _readerCounts : _four
           select W6(variant, $"Readers={readers}, Recording=On, BusyTimeout={busy}, Shape={shape}, Writer=ClosedLoop", 1e4 / (1 + readers), 800.0 * (1 + readers)),
        .. _variants.Select(variant => W6(variant, "Readers=4, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer=OpenLoop", 200, 2e4)),
    ];

    // Every layer on every W1 and W2 step, size and variant a full run measures, with long step names: about 50 groups.
    [Fact]
    public void The_layers_chart_leaves_out_a_step_only_the_two_providers_ran()
    {
        IReadOnlyList<LayerFigure> figures =
        [
            .. LayerFigure.Providers.Select(p => new LayerFigure(p, "Crud", "Read", "N=1000", Variant.Default, 12, null, 5, null)),
            .. new[] { LayerFigure.MicrosoftData, LayerFigure.Raw }.Select(l => new LayerFigure(l, "Crud", "Write", "N=1000", Variant.Batch, 3, null, 5, null)),
        ];

        var chart = ChartModel.Of(LayersChart.Build(figures), LayersChart.Width, LayersChart.Height(figures));

        Assert.Equal(2, chart.Series.Sum(s => s.Points.Count));
        Assert.DoesNotContain(chart.Labels, l => l.Text.Contains("Read", StringComparison.Ordinal));
        Assert.Null(LayersChart.Draw([.. figures.Take(LayerFigure.Providers.Count)]));
    }

    private static IReadOnlyList<LayerFigure> CrowdedLayers() =>
    [
        .. from step in _crudSteps
           from size in _sizes
           from variant in _layerVariants
           from layer in LayerFigure.Layers.Index()
           select new LayerFigure(layer.Item, "Crud", step, size, variant, 0.5 * (2 + layer.Index) * (variant == Variant.Default ? 400 : 1), null, 5, null),
        .. from step in _contactsSteps
           from variant in _oneTransaction
           from layer in LayerFigure.Layers.Skip(1).Index()
           select new LayerFigure(layer.Item, "Contacts", step, "-", variant, 3.0 + layer.Index, null, 5, null),
    ];

    // Every SQLite engine of a full run on W1, each with all its variants' writes.
    private static IReadOnlyList<WorkloadAnswer> CrowdedAnswers() =>
    [
        .. new[] { typeof(MicrosoftSqliteEngine), typeof(SystemDataSqliteEngine), typeof(SqliteLayersRawEngine), typeof(SqliteLayersDapperEngine), typeof(SqliteLayersEfCoreEngine) }
            .Select((engine, e) => WorkloadAnswer.Of(typeof(Crud<>),
                [.. _answerVariants.Select((variant, v) => Write(engine, variant, v == 0 ? 4000 + (100 * e) : 3 + v + e))], [])!),
    ];

    private static MeasuredCase Write(Type engine, Variant variant, double milliseconds) => TestCases.Tuned(
        typeof(Crud<>), engine, "Write", "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
        new CaseRecord { Key = "Write", Engine = engine.Name, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000 },
        new RunProtocol(0, 1, "test"));

    private static void Close(IEnumerable<double> expected, IEnumerable<double> actual, double tolerance)
    {
        double[] want = [.. expected];
        double[] got = [.. actual];
        Assert.Equal(want.Length, got.Length);
        Assert.All(want.Zip(got), pair => Assert.InRange(pair.Second, pair.First - tolerance, pair.First + tolerance));
    }

    private static MeasuredCase W6(Variant variant, string parameters, double opsPerSecond, double p99) => TestCases.Tuned(
        typeof(Concurrency<>), typeof(MicrosoftSqliteEngine), "Writes", parameters, variant, new Interval(1e9, double.NaN, double.NaN, 3),
        new CaseRecord
        {
            Key = "Writes", Engine = Engine, Variant = variant,
            Latencies = [new RoleLatency { Role = "writer", Recorded = true, Operations = (long)opsPerSecond, Seconds = 1, P99 = p99, Max = p99 * 10 }],
        },
        new RunProtocol(1, 3, "test"));
}
