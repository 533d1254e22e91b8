using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>W6's percentile panels and throughput chart, from the fixed ledger and from a crowded SQLite run.</summary>
public sealed partial class ChartCheckTests
{
    private static readonly string[] _allShapes = ["PointsAndAggregate", "PointsOnly", "PacedPoints", "PointProcesses"];

    public static TheoryData<string> W6Runs => ["the fixed ledger", "a crowded run"];

    [Theory]
    [MemberData(nameof(W6Runs))]
    public void The_W6_percentile_panels_pass_the_check(string run)
    {
        var (_, percentiles, _) = ConcurrencySection.ChartLines(W6Run(run));

        var panels = ConcurrencyCharts.PercentilePanels(percentiles);
        var problems = panels.SelectMany(panel => ChartCheck.Problems(ChartModel.Of(panel, ConcurrencyCharts.PanelWidth, ConcurrencyCharts.PanelHeight))).ToArray();

        Assert.True(problems.Length == 0, $"{problems.Length} problems:\n{string.Join("\n", problems)}");
    }

    [Theory]
    [MemberData(nameof(W6Runs))]
    public void The_W6_throughput_chart_passes_the_check(string run)
    {
        var (engine, _, throughput) = ConcurrencySection.ChartLines(W6Run(run));

        var chart = ChartModel.Of(ConcurrencyCharts.ThroughputPlot($"W6 on {engine}: operations per second by reader threads", throughput), ConcurrencyCharts.Width, ConcurrencyCharts.Height);
        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
    }

    [Fact]
    public void The_W6_percentile_legend_names_each_series_drawn_once_in_its_own_colour()
    {
        var (_, percentiles, _) = ConcurrencySection.ChartLines(CrowdedW6());

        var panels = ConcurrencyCharts.PercentilePanels(percentiles);
        var legend = ConcurrencyCharts.PercentileLegend(panels);

        // Both variants and busy timeouts, each with and without the aggregate reader: the paced, process and open-loop shapes are the tables'.
        Assert.Equal(["Default", "Default points only", "Default busy 5 s", "Default busy 5 s points only", "Wal", "Wal points only", "Wal busy 5 s", "Wal busy 5 s points only"],
            legend.Select(l => l.Series));
        // A variant's series share its colour and differ by marker.
        Assert.Equal(legend.Count, legend.Select(l => (l.Colour, l.Marker)).Distinct().Count());
        Assert.All(legend, l => Assert.Equal(VariantColors.Of(Enum.Parse<Variant>(l.Series.Split(' ')[0])), l.Colour));
        Assert.All(panels, panel => Assert.False(panel.Legend.IsVisible));
        Assert.Equal(["the writer alone", "1 reader thread", "4 reader threads", "16 reader threads"], panels.Select(p => p.Axes.Title.Label.Text));
    }

    [Fact]
    public void The_W6_throughput_chart_plots_each_roles_operations_per_second_by_reader_count()
    {
        var cases = CrowdedW6();
        var (_, _, throughput) = ConcurrencySection.ChartLines(cases);

        var plot = ConcurrencyCharts.ThroughputPlot("W6", throughput);
        var chart = ChartModel.Of(plot, ConcurrencyCharts.Width, ConcurrencyCharts.Height);

        // Wal as shipped: its writer at R = 0, 1, 4, 16 (x: the reader count's place), y: log10 of its ops/s.
        var wal = Assert.Single(chart.Series, s => s.Name == "Wal writer");
        Assert.Equal([0.0, 1, 2, 3], wal.Points.Select(p => p.X));
        // The writer beside point readers alone under Default as shipped was starved at its one reader count: drawn on the band
        // below the slowest rate that the left axis names, not dropped.
        var band = Assert.Single(chart.Series, s => s.Name == "Default points only writer: none completed").Points;
        Assert.Contains(chart.Labels, l => l.Text == "0 (none completed)");
        Assert.All(band, p => Assert.True(p.Y < chart.Series.Where(s => !s.Name.EndsWith("none completed", StringComparison.Ordinal)).SelectMany(s => s.Points).Where(q => !double.IsNaN(q.Y)).Min(q => q.Y) - 0.5));
        Close([.. _readerCounts.Select(r => Math.Log10(WriterOps(Variant.Wal, "AsShipped", r)))], wal.Points.Select(p => p.Y), 1e-4);
    }

    [Fact]
    public void The_W6_throughput_line_breaks_where_its_role_completed_no_operation()
    {
        // The reference run's Default writer as shipped: starved at R = 1 and 16, not at R = 4.
        var chart = ChartModel.Of(ConcurrencyCharts.ThroughputPlot("W6", [new("Default writer", 0, _readerCounts, [2_833, 0, 161, 0], false)]), ConcurrencyCharts.Width, ConcurrencyCharts.Height);

        var line = Assert.Single(chart.Series, s => s.Name == "Default writer").Points;
        var starved = Assert.Single(chart.Series, s => s.Name == "Default writer: none completed").Points;

        // A point at each reader count's place, none drawn (so no line through it) where the writer was starved; there, a
        // mark of its own on the band under the break.
        Assert.Equal([0.0, 1, 2, 3], line.Select(p => p.X));
        Assert.Equal([false, true, false, true], line.Select(p => double.IsNaN(p.Y)));
        Assert.Equal([1.0, 3], starved.Select(p => p.X));
        Assert.All(starved, p => Assert.Equal(Math.Floor(Math.Log10(161)) - 1, p.Y));
        Assert.Empty(ChartCheck.Problems(chart));
    }

    private static IReadOnlyList<MeasuredCase> W6Run(string run) =>
        run == "a crowded run" ? CrowdedW6() : [.. PageLedger.Cases.Where(c => c.Plan.Workload == typeof(Concurrency<>))];

    // A Microsoft.Data.Sqlite run's W6 cases: both variants and busy timeouts through every reader count, at R=4 each
    // reader shape and the open-loop writer beside them. Under Default as shipped the rollback journal's readers starve the
    // writer of every operation (its latencies are the waits it was cut off at); the other writers' rates lie close together.
    private static IReadOnlyList<MeasuredCase> CrowdedW6() =>
    [
        .. from variant in _variants
           from busy in _busyTimeouts
           from shape in _allShapes
           from readers in shape == "PointsAndAggregate" ? _readerCounts : _four
           select W6Roles(variant, busy, readers, $"Readers={readers}, Recording=On, BusyTimeout={busy}, Shape={shape}, Writer=ClosedLoop"),
        .. _variants.Select(variant => W6Roles(variant, "AsShipped", 4, "Readers=4, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer=OpenLoop")),
    ];

    private static double WriterOps(Variant variant, string busy, int readers) =>
        variant == Variant.Default && busy == "AsShipped" && readers > 0 ? 0 : (variant == Variant.Wal ? 2_000 : 1_500) / (1 + (0.02 * readers)) * (busy == "AsShipped" ? 1 : 0.98);

    private static MeasuredCase W6Roles(Variant variant, string busy, int readers, string parameters)
    {
        var writerOps = WriterOps(variant, busy, readers);
        // The writer's latencies: a starved writer's are its 10 s cut-offs, the others' grow slowly with the readers.
        var writerBase = writerOps == 0 ? 10_000_000 : 400 * (1 + (0.05 * readers));
        List<RoleLatency> roles = [Role("writer", 1, writerOps, writerBase)];
        if (readers > 0)
        {
            roles.Add(Role("readers", readers, 40_000.0 * readers / (variant == Variant.Wal ? 1 : 1.1), 20 + readers));
            roles.Add(Role("aggregate", 1, 30, 9_000));
        }

        return TestCases.Tuned(typeof(Concurrency<>), typeof(MicrosoftSqliteEngine), "Writes", parameters, variant, new Interval(1e10, double.NaN, double.NaN, 3),
            new CaseRecord { Key = "Writes", Engine = Engine, Variant = variant, Latencies = roles }, new RunProtocol(1, 3, "test"));
    }

    // A starved writer's waits end at the 10 s deadline; the others' longest is a few dozen times their median.
    private static double Longest(double medianMicroseconds) => medianMicroseconds >= 1e6 ? 1.01e7 : medianMicroseconds * 40;

    private static RoleLatency Role(string role, int threads, double opsPerSecond, double medianMicroseconds) => new()
    {
        Role = role, Threads = threads, Runs = 3, Operations = (long)(opsPerSecond * 30), Seconds = 30, Recorded = true,
        P50 = medianMicroseconds, P99 = medianMicroseconds * 8, Max = Longest(medianMicroseconds),
        Distribution = [.. RoleLatency.DistributionPercentiles.Select(p => Math.Min(Longest(medianMicroseconds), medianMicroseconds * (p <= 50 ? 0.5 + (p / 100) : 100 / (100 - p) / 2)))],
    };
}
