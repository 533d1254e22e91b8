using EmbeddedDbBench.Core;
using EmbeddedDbBench.Console.Reporting;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>W8's charts: a line per engine, variant and start from the fixed ledger, and a crowded chart that passes the chart check.</summary>
public sealed class WritersChartTests
{
    private static readonly int[] _writers = [1, 2, 4, 8];

    [Fact]
    public void A_line_joins_the_lone_writer_as_shipped_to_four_writers_retried()
    {
        var lines = WritersChart.Lines(PageLedger.Cases);

        var line = Assert.Single(lines, l => l.Label == "Sqlite.MicrosoftData Wal Deferred");
        // Four writers: the retried case (400 committed in 0.5 s), not the unretried one; one writer: the case as shipped.
        Assert.Equal([(1, 200.0, 120.0), (4, 800.0, 2_700.0)], line.Points);
        Assert.Contains(lines, l => l.Label == "Sqlite.MicrosoftData Default Immediate");
    }

    [Fact]
    public void Eighteen_lines_of_both_figures_pass_the_chart_check()
    {
        string[] engines = ["Sqlite.MicrosoftData", "Sqlite.SystemData", "Postgres", "MariaDb"];
        string[] starts = ["AsShipped", "Deferred", "Immediate", "Serializable", "ForUpdate"];
        var lines = engines.SelectMany((e, i) => starts.Skip(i < 2 ? 0 : 2).Take(3).Select((s, j) => new WritersChart.Line($"{e} Default {s}",
            [.. _writers.Select(w => (w, 1_000.0 / (1 + i + j) * w, 100.0 * w * (1 + j)))]))).ToList();
        lines.AddRange(lines.Take(6).Select(l => l with { Label = l.Label.Replace("Default", "Wal", StringComparison.Ordinal), Variant = Variant.Wal }));

        foreach (var (value, label) in new (Func<(int Writers, double PerSecond, double P99), double>, string)[] { (p => p.PerSecond, "tx/s"), (p => p.P99, "p99") })
        {
            var chart = ChartModel.Of(WritersChart.Build("W8", lines, value, label), WritersChart.Width, WritersChart.Height);

            Assert.Empty(ChartCheck.Problems(chart));
            Assert.Equal(18, chart.Series.Count);
        }
    }
}
