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

namespace EmbeddedDbBench.Tests.Durability;

public sealed class PowerResultTests
{
    private const string ChartEngine = "Sqlite.MicrosoftData";

    // W1's 1,000-row write on the chart's engine under a variant, timed at the milliseconds given.
    private static MeasuredCase Write(Variant variant, double milliseconds) => TestCases.Tuned(
        typeof(Crud<>), typeof(MicrosoftSqliteEngine), "Write", "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
        new CaseRecord { Key = "Write", Engine = ChartEngine, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000 },
        new RunProtocol(0, 1, "test"));

    private static PowerResult Result(string engine, Variant variant, params (long Lost, string Integrity)[] cuts) =>
        new(engine, variant, 5, [.. cuts.Select((c, i) => new PowerCutOutcome(i, 10, 40, c.Lost, c.Integrity))], "PRAGMA integrity_check");

    [Fact]
    public void A_results_file_keeps_the_variant_by_its_name_and_refuses_one_the_enum_lacks_naming_the_file()
    {
        var folder = Directory.CreateTempSubdirectory("power-results-").FullName;
        try
        {
            PowerCheck.Save(folder, [Result("Sqlite.MicrosoftData", Variant.WalFull, (0, "ok"))]);
            var path = Path.Combine(folder, PowerCheck.FileName);
            Assert.Contains("\"Variant\": \"WalFull\"", File.ReadAllText(path), StringComparison.Ordinal);
            Assert.Equal(Variant.WalFull, Assert.Single(PowerCheck.Load(folder)).Variant);

            File.WriteAllText(path, File.ReadAllText(path).Replace("\"WalFull\"", "\"Turbo\"", StringComparison.Ordinal));

            var error = Assert.Throws<InvalidDataException>(() => PowerCheck.Load(folder));
            Assert.Contains(path, error.Message, StringComparison.Ordinal);
            Assert.Contains("the variant 'Turbo' is not one of", error.Message, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_summary_counts_cuts_with_loss_the_most_lost_and_the_damaged()
    {
        var result = Result("Sqlite.MicrosoftData", Variant.SyncOff, (40, "ok"), (0, "ok"), (12, "unopenable: file is not a database"));

        Assert.Equal("power cut (posix): 2 of 3 cuts lost acknowledged commits (at most 40); 1 left the database unopenable or failing its integrity check", result.Summary);
    }

    [Fact]
    public void Cuts_that_each_lost_all_they_acknowledged_say_so_and_keep_at_most_for_partial_losses()
    {
        // Each cut lost every commit it had acknowledged (no sync kept any): 40 and 25 are how far the cuts got.
        var all = new PowerResult("Sqlite.MicrosoftData", Variant.SyncOff, 5,
            [new PowerCutOutcome(0, 10, 40, 40, "ok"), new PowerCutOutcome(1, 10, 25, 25, "ok")], "PRAGMA integrity_check");
        var partial = Result("Sqlite.MicrosoftData", Variant.Wal, (40, "ok"), (12, "ok"));

        Assert.True(all.LostAllAcknowledged);
        Assert.Equal("lost all it acknowledged, in 2 of 2 cuts (up to 40) (posix)", all.Loss);
        Assert.Equal("power cut (posix): 2 of 2 cuts lost all they acknowledged (up to 40); 0 left the database unopenable or failing its integrity check", all.Summary);
        Assert.False(partial.LostAllAcknowledged);
        Assert.Equal("lost acknowledged commits in 2 of 2 cuts, at most 40 (posix)", partial.Loss);
    }

    [Fact]
    public void Both_models_are_quoted_each_with_its_own_disagreement()
    {
        var posix = Result("Sqlite.MicrosoftData", Variant.Default, (1, "ok")) with { Model = FileSystemModel.Posix };
        var journaled = Result("Sqlite.MicrosoftData", Variant.Default, (3, "ok")) with { Model = FileSystemModel.Journaled };

        var measured = VariantRisk.Of("Sqlite.MicrosoftData", Variant.Default, [], [posix, journaled]).Measured;

        Assert.Equal(
            "power cut (posix): 1 of 1 cuts lost acknowledged commits (at most 1); 0 left the database unopenable or failing its integrity check; " +
            "power cut (journaled): 1 of 1 cuts lost acknowledged commits (at most 3); 0 left the database unopenable or failing its integrity check — " +
            "**disagrees with the documentation: it says at most the last commit can be lost, and one cut lost 3**",
            measured);
    }

    [Fact]
    public void A_cut_knows_which_lost_commits_came_before_the_last_sync()
    {
        // 900 acknowledged, 300 lost (rows 601-900 missing), 650 acknowledged before the last sync began: 50 of those lost.
        var cut = new PowerCutOutcome(0, 900, 900, 300, "ok", AcknowledgedBeforeLastSync: 650);

        Assert.Equal(50, cut.LostBeforeLastSync);
        Assert.Equal(0, (cut with { AcknowledgedBeforeLastSync = 600 }).LostBeforeLastSync);
    }

    [Fact]
    public void Batch_states_its_loss_in_the_rows_of_its_last_acknowledged_batch()
    {
        static PowerCutOutcome Cut(int cut, long lost) => new(cut, 8, 8, lost, "ok", RowsPerCommit: 1_000, LostRows: lost * 1_000);
        var batch = new PowerResult("Sqlite.MicrosoftData", Variant.Batch, 5, [Cut(0, 1), Cut(1, 0), Cut(2, 1)], "PRAGMA integrity_check");

        Assert.Equal("lost its last acknowledged batch of 1,000 rows in 2 of 3 cuts (posix)", batch.Loss);
        Assert.Equal("power cut (posix): 2 of 3 cuts lost acknowledged commits (at most 1 of 1,000 rows: 1,000 rows); 0 left the database unopenable or failing its integrity check", batch.Summary);
        Assert.Equal((1_000, 1_000), (batch.MostRowsLost, batch.RowsPerCommit));
        var risk = VariantRisk.Of("Sqlite.MicrosoftData", Variant.Batch, [], [batch]);
        Assert.Equal("lost its last acknowledged batch of 1,000 rows in 2 of 3 cuts (posix)", risk.Loss);
        Assert.Equal((1_000L, 1_000), (risk.MostRowsLost, risk.RowsPerCommit));

        var transaction = batch with { Variant = Variant.Transaction, Cuts = [Cut(0, 2)] };
        Assert.Equal("lost acknowledged transactions of 1,000 rows in 1 of 1 cuts, at most 2 (2,000 rows) (posix)", transaction.Loss);
    }

    [Fact]
    public void Part_of_a_transaction_present_after_a_cut_is_damage_whatever_the_integrity_check_said()
    {
        static PowerCutOutcome Cut(int cut, long lostRows, long? beyond) =>
            new(cut, 8, 8, (lostRows + 999) / 1_000, "ok", RowsPerCommit: 1_000, LostRows: lostRows, RowsBeyond: beyond);
        // Whole commits: none past the acknowledged, or the one the writer made before it was stopped; a whole one lost.
        var whole = new[] { Cut(0, 0, 0), Cut(1, 0, 1_000), Cut(2, 1_000, 0), Cut(3, 0, null) };
        // Part of one: half the commit past them, or half of an acknowledged one.
        var torn = new[] { Cut(4, 0, 500), Cut(5, 500, 0) };

        Assert.All(whole, c => Assert.False(c.PartOfACommit || c.Damaged, $"cut {c.Cut}"));
        Assert.All(torn, c => Assert.True(c.PartOfACommit && c.Damaged, $"cut {c.Cut}"));
        var result = new PowerResult("Sqlite.MicrosoftData", Variant.Transaction, 5, [.. whole, .. torn], "PRAGMA integrity_check");
        Assert.Equal((2, 2), (result.Damaged, result.PartialCommits));
        Assert.False(result.KeptEverything);
        Assert.EndsWith("2 left the database unopenable or failing its integrity check, 2 of them by holding part of a commit", result.Summary, StringComparison.Ordinal);
    }

    [Fact]
    public void A_variant_cut_only_as_default_commits_says_so_and_claims_no_rows_of_its_own()
    {
        var risk = VariantRisk.Of("Sqlite.MicrosoftData", Variant.Batch, [], [Result("Sqlite.MicrosoftData", Variant.Default, (1, "ok"))]);

        Assert.Equal("as Default's commits, lost acknowledged commits in 1 of 1 cuts, at most 1 (posix)", risk.Loss);
        Assert.Null(risk.MostRowsLost);
    }

    [Fact]
    public void A_cut_saved_before_rows_were_counted_reads_as_one_row_a_commit()
    {
        const string before = """{ "Cut": 0, "Target": 5, "Acknowledged": 14, "Lost": 1, "Integrity": "ok", "Damaged": false, "LostBeforeLastSync": 0 }""";

        var cut = System.Text.Json.JsonSerializer.Deserialize<PowerCutOutcome>(before)!;

        Assert.Equal((1, 1L, 1L), (cut.RowsPerCommit, cut.Lost, cut.RowsLost));
    }

    [Fact]
    public void Cut_points_spread_log_uniformly_over_the_whole_run()
    {
        var targets = Enumerable.Range(0, 400).Select(cut => PowerTrial.TargetOf(2027, cut)).ToArray();

        Assert.All(targets, t => Assert.InRange(t, 1, PowerTrial.LatestCut));
        // Log-uniform over 1..20,000: about 23% below 10, 30% above 1,000 (the first WAL checkpoint).
        Assert.InRange(targets.Count(t => t < 10), 60, 130);
        Assert.InRange(targets.Count(t => t > 1000), 80, 160);
        Assert.Equal(targets, Enumerable.Range(0, 400).Select(cut => PowerTrial.TargetOf(2027, cut)));
    }

    // A Random seeded per cut drew points an affine step apart (SeededDraw's remarks): the cuts' log-targets then
    // correlate with their neighbours'. Independent draws leave no correlation at lag 1 or 2.
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void Neighbouring_cut_points_are_drawn_independently(int lag)
    {
        var logs = Enumerable.Range(0, 400).Select(cut => Math.Log(PowerTrial.TargetOf(2027, cut))).ToArray();
        var (first, second) = (logs[..^lag], logs[lag..]);
        var (meanFirst, meanSecond) = (first.Average(), second.Average());
        var covariance = first.Zip(second, (a, b) => (a - meanFirst) * (b - meanSecond)).Sum();
        var correlation = covariance / Math.Sqrt(first.Sum(a => (a - meanFirst) * (a - meanFirst)) * second.Sum(b => (b - meanSecond) * (b - meanSecond)));

        Assert.InRange(correlation, -0.15, 0.15);
    }

    [Fact]
    public void Losses_where_the_documentation_says_durable_are_flagged()
    {
        var risk = VariantRisk.Of("Postgres", Variant.Default, [], [Result("Postgres", Variant.Default, (3, "ok"))]);

        Assert.Contains("disagrees with the documentation: it says durable, and acknowledged commits were lost", risk.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void More_than_the_last_commit_lost_under_sqlite_default_is_flagged_and_one_is_not()
    {
        var note = DocumentedDurability.For("Sqlite.MicrosoftData", Variant.Default);

        Assert.Null(Result("Sqlite.MicrosoftData", Variant.Default, (1, "ok"), (0, "ok")).Disagreement(note));
        Assert.Equal("it says at most the last commit can be lost, and one cut lost 2", Result("Sqlite.MicrosoftData", Variant.Default, (2, "ok")).Disagreement(note));
    }

    [Fact]
    public void The_trade_off_chart_is_a_png_of_the_cut_variants_and_nothing_without_cuts()
    {
        const string engine = ChartEngine;
        var answer = WorkloadAnswer.Of(typeof(Crud<>), [Write(Variant.Default, 1000), Write(Variant.SyncOff, 70)], [])!;
        PowerResult[] powers = [Result(engine, Variant.Default, (1, "ok"), (0, "ok")), Result(engine, Variant.SyncOff, (40, "ok"), (40, "ok"))];

        var png = PowerChart.Draw(engine, [answer.Speeds], powers);

        Assert.NotNull(png);
        Assert.Equal(new byte[] { 0x89, (byte)'P', (byte)'N', (byte)'G' }, png[..4]);
        Assert.Null(PowerChart.Draw(engine, [answer.Speeds], []));
    }

    // The trade chart coloured its points by workload, so SyncOff was red on one page and green on the next: a variant
    // has its colour here as in every chart, and a workload its shape.
    [Fact]
    public void The_trade_off_chart_draws_each_variant_in_its_colour_and_each_workload_in_its_shape()
    {
        const string engine = ChartEngine;
        VariantSpeeds[] speeds = [new("Crud", [(Variant.Default, 1), (Variant.SyncOff, 14)]), new("Matrix", [(Variant.SyncOff, 9)])];
        PowerResult[] powers = [Result(engine, Variant.Default, (1, "ok")), Result(engine, Variant.SyncOff, (40, "ok"))];

        var markers = PowerChart.Build(engine, speeds, powers)!.GetPlottables().OfType<ScottPlot.Plottables.Marker>().ToArray();

        Assert.Equal(3, markers.Length);
        Assert.Equal([VariantColors.Of(Variant.Default), VariantColors.Of(Variant.SyncOff), VariantColors.Of(Variant.SyncOff)], markers.Select(m => m.MarkerStyle.FillColor));
        Assert.Equal(markers[0].MarkerStyle.Shape, markers[1].MarkerStyle.Shape);
        Assert.NotEqual(markers[1].MarkerStyle.Shape, markers[2].MarkerStyle.Shape);
    }

    // The main job's chart had Exclusive's label, stacked above Wal's at the top of the chart, cut off by the data area's
    // edge: each label, stacked or not, is drawn inside it.
    [Fact]
    public void The_trade_off_chart_draws_every_label_inside_its_data_area()
    {
        const string engine = ChartEngine;
        var answer = WorkloadAnswer.Of(typeof(Crud<>), [Write(Variant.Default, 1000), Write(Variant.Wal, 25.5), Write(Variant.Exclusive, 14.8), Write(Variant.SyncOff, 110)], [])!;
        PowerResult[] powers =
        [
            Result(engine, Variant.Default, (1, "ok")), Result(engine, Variant.Wal, (600, "ok"), (620, "ok")),
            Result(engine, Variant.Exclusive, (610, "ok")), Result(engine, Variant.SyncOff, (590, "ok")),
        ];

        var plot = PowerChart.Build(engine, [answer.Speeds], powers)!;
        // Rendered at its size, as the report writes it: the labels' boxes and the data area as drawn.
        ChartModel.Of(plot, PowerChart.Width, PowerChart.Height);
        var area = plot.RenderManager.LastRender.DataRect;
        var labels = ChartLabels.TextsOf(plot).ToArray();

        Assert.Equal(["Default", "Exclusive", "SyncOff", "Wal"], labels.Select(l => l.Text).Order(StringComparer.Ordinal));
        Assert.All(labels, l => Assert.True(ChartLabels.Inside(l.Box, area), $"label '{l.Text}' at {l.Box} leaves the data area {area}"));
    }

    [Fact]
    public void A_report_without_power_cuts_says_how_to_produce_them() =>
        Assert.Contains("dotnet run -c Release -- power-check", AnswerSection.PowerCutLine([]), StringComparison.Ordinal);
}
