using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;
using SkiaSharp;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// Every chart keeps its text inside the image: a clipped axis title or legend reaches the image's
/// edge, so the outermost pixels of a chart drawn with long labels and extreme values must all be background.
/// </summary>
public sealed class ChartEdgeTests
{
    private const string Engine = "Sqlite.MicrosoftData";
    private static readonly double[] _percentiles = [0, 50, 75, 90, 95, 99, 99.5, 99.9, 99.95, 99.99];

    public static TheoryData<string> Charts => [.. _charts.Keys];

    private static readonly Dictionary<string, Func<byte[]>> _charts = new()
    {
        ["W6 percentiles"] = () => ConcurrencyCharts.Percentiles("W6 on Sqlite.MicrosoftData: latency by percentile, one panel per reader count (writer solid, readers dashed)",
        [
            .. new[] { 0, 1, 4, 16 }.SelectMany(readers => new[] { "Default", "Default busy 5 s", "Wal", "Wal busy 5 s points only" }.SelectMany((series, i) => new[]
            {
                new ConcurrencyCharts.PercentileLine($"{readers} reader threads", series, i < 2 ? Variant.Default : Variant.Wal, "writer", _percentiles, [.. _percentiles.Select((_, k) => 500.0 * Math.Pow(3, k))], false, i % 2),
                new ConcurrencyCharts.PercentileLine($"{readers} reader threads", series, i < 2 ? Variant.Default : Variant.Wal, "readers", _percentiles, [.. _percentiles.Select((_, k) => 1.0 + k)], true, i % 2),
            })),
        ]),
        ["W6 throughput"] = () => ConcurrencyCharts.Throughput("W6 on Sqlite.MicrosoftData: operations per second by reader threads",
            [new("Default busy 5 s points only writer", Variant.Default, [0, 1, 4, 16], [1e3, 10, 1, 0.5], false), new("Wal readers", Variant.Wal, [1, 4, 16], [1e5, 2.5e5, 2e5], true)]),
        ["power trade"] = () => PowerChart.Draw(Engine, [Answer().Speeds],
        [
            Cuts(Variant.Default, FileSystemModel.Posix, 1), Cuts(Variant.Default, FileSystemModel.Journaled, 1), Cuts(Variant.Wal, FileSystemModel.Posix, 896), Cuts(Variant.Wal, FileSystemModel.Journaled, 640),
            Cuts(Variant.WalFull, FileSystemModel.Posix, 0), Cuts(Variant.SyncOff, FileSystemModel.Posix, 14_511), Cuts(Variant.Extra, FileSystemModel.Journaled, 0),
        ])!,
        ["W6 trade"] = () => ConcurrencyTradeChart.Draw(Engine,
        [
            // The series a Microsoft.Data.Sqlite run draws: both variants and busy timeouts through every reader count,
            // at R=4 each reader shape beside them, and the open-loop writer as shipped.
            .. from variant in new[] { Variant.Default, Variant.Wal }
               from busy in new[] { "AsShipped", "FiveSeconds" }
               from shape in new[] { "PointsAndAggregate", "PointsOnly", "PacedPoints", "PointProcesses" }
               from readers in shape == "PointsAndAggregate" ? new[] { 0, 1, 4, 16 } : [4]
               select W6(variant, $"Readers={readers}, Recording=On, BusyTimeout={busy}, Shape={shape}, Writer=ClosedLoop", 1e4 / (1 + readers), 800.0 * (1 + readers)),
            .. new[] { Variant.Default, Variant.Wal }.Select(variant => W6(variant, "Readers=4, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer=OpenLoop", 200, 2e4)),
        ])!,
        ["answer"] = () => AnswerChart.Draw("Crud: autocommit steps, µs per row (geometric mean, log scale)", [Answer()])!,
    };

    [Theory]
    [MemberData(nameof(Charts))]
    public void No_text_reaches_the_edge_of_the_image(string chart)
    {
        using var image = SKBitmap.Decode(_charts[chart]());
        var background = image.GetPixel(image.Width / 2, 1);

        var touching = Edge(image).Where(p => Distance(image.GetPixel(p.X, p.Y), background) > 60).ToArray();

        Assert.True(touching.Length == 0, $"{chart}: {touching.Length} edge pixels drawn on, first at {touching.FirstOrDefault()}");
    }

    [Fact]
    public void A_chart_whose_axis_title_is_clipped_fails_the_check()
    {
        var plot = new ScottPlot.Plot();
        plot.Add.Scatter(new double[] { 0, 1 }, new double[] { 0, 1 });
        plot.YLabel("latency, µs (log scale)");
        // The fixed left padding the W6 charts once had: the rotated title starts left of the image.
        plot.Layout.Fixed(new ScottPlot.PixelPadding(12, 20, 40, 40));
        using var image = SKBitmap.Decode(plot.GetImageBytes(600, 400, ScottPlot.ImageFormat.Png));
        var background = image.GetPixel(image.Width / 2, 1);

        Assert.Contains(Edge(image), p => Distance(image.GetPixel(p.X, p.Y), background) > 60);
    }

    private static IEnumerable<(int X, int Y)> Edge(SKBitmap image) =>
        Enumerable.Range(0, image.Width).SelectMany(x => new[] { (x, 0), (x, image.Height - 1) })
            .Concat(Enumerable.Range(0, image.Height).SelectMany(y => new[] { (0, y), (image.Width - 1, y) }));

    private static int Distance(SKColor a, SKColor b) => Math.Abs(a.Red - b.Red) + Math.Abs(a.Green - b.Green) + Math.Abs(a.Blue - b.Blue);

    private static MeasuredCase W6(Variant variant, string parameters, double opsPerSecond, double p99) => TestCases.Tuned(
        typeof(Concurrency<>), typeof(MicrosoftSqliteEngine), "Writes", parameters, variant, new Interval(1e9, double.NaN, double.NaN, 3),
        new CaseRecord
        {
            Key = "Writes", Engine = Engine, Variant = variant,
            Latencies = [new RoleLatency { Role = "writer", Recorded = true, Operations = (long)opsPerSecond, Seconds = 1, P99 = p99, Max = p99 * 10 }],
        },
        new RunProtocol(1, 3, "test"));

    private static PowerResult Cuts(Variant variant, FileSystemModel model, long lost) =>
        new(Engine, variant, 5, [new PowerCutOutcome(0, 10, 40, lost, "ok"), new PowerCutOutcome(1, 10, 40, 0, "ok")], "PRAGMA integrity_check", Model: model);

    private static WorkloadAnswer Answer()
    {
        MeasuredCase Write(Variant variant, double milliseconds) => TestCases.Tuned(
            typeof(Crud<>), typeof(MicrosoftSqliteEngine), "Write", "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
            new CaseRecord { Key = "Write", Engine = Engine, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000 },
            new RunProtocol(0, 1, "test"));
        return WorkloadAnswer.Of(typeof(Crud<>),
            [Write(Variant.Default, 4000), Write(Variant.Batch, 4.2), Write(Variant.Transaction, 12), Write(Variant.Wal, 24), Write(Variant.WalFull, 1000),
             Write(Variant.Extra, 3300), Write(Variant.SyncOff, 48), Write(Variant.Exclusive, 7.5), Write(Variant.Memory, 5.6)],
            [])!;
    }
}
