using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Compare;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>The YCSB page's chart and <c>compare</c>'s, from the fixed ledger and from crowded runs.</summary>
public sealed partial class ChartCheckTests
{
    // Every engine a full YCSB run measures, with the variants W7 runs under on it.
    private static readonly (string Type, string Name, Variant[] Variants)[] _ycsbEngines =
    [
        ("MicrosoftSqliteEngine", "Sqlite.MicrosoftData", [Variant.Default, Variant.SyncOff, Variant.Wal]),
        ("SystemDataSqliteEngine", "Sqlite.SystemData", [Variant.Default, Variant.SyncOff, Variant.Wal]),
        ("PostgresEngine", "Postgres", [Variant.Default, Variant.SyncOff]),
        ("MariaDbEngine", "MariaDb", [Variant.Default, Variant.SyncOff]),
        ("DuckDbEngine", "DuckDb", [Variant.Default]),
        ("FirebirdEmbeddedEngine", "Firebird.Embedded", [Variant.Default]),
        ("FirebirdServerEngine", "Firebird.Server", [Variant.Default]),
        ("LiteDbEngine", "LiteDb", [Variant.Default]),
    ];

    public static TheoryData<string> YcsbRuns => ["the fixed ledger", "a full run", "a user's workload file"];

    [Theory]
    [MemberData(nameof(YcsbRuns))]
    public void The_YCSB_chart_passes_the_check(string run)
    {
        var chart = ChartModel.Of(YcsbPage.Chart(YcsbRun(run))!, YcsbPage.ChartWidth, YcsbPage.ChartHeight);

        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
    }

    [Fact]
    public void The_YCSB_chart_plots_a_bar_per_workload_in_a_group_per_engine_and_variant()
    {
        var cases = YcsbRun("a full run");

        var chart = ChartModel.Of(YcsbPage.Chart(cases)!, YcsbPage.ChartWidth, YcsbPage.ChartHeight);

        // A series per variant, in its colour; a bar per engine, variant and workload, at log10 of its ops/s.
        Assert.Equal(_ycsbEngines.SelectMany(e => e.Variants).Distinct().Order().Select(v => v.ToString()), chart.Legend);
        Assert.Equal(cases.Count, chart.Series.Sum(s => s.Points.Count));
        var defaults = Assert.Single(chart.Series, s => s.Name == "Default");
        // Every engine's Default bars: the SQLite providers' workloads b to f (A is left out), the others' a to f.
        var expected = _ycsbEngines.Index().SelectMany(e => _ycsbCore.Skip(e.Item.Name.StartsWith("Sqlite", StringComparison.Ordinal) ? 1 : 0)
            .Select(w => Math.Log10(YcsbOps(e.Index, Variant.Default, w))));
        Close([.. expected.Order()], defaults.Points.Select(p => p.Y).Order(), 1e-9);
        Assert.Contains(chart.Labels, l => l.Text == "Sqlite.MicrosoftData Default");
        // Every bar named by its workload's letter.
        Assert.Equal(cases.Count, chart.Labels.Count(l => l.Text is "a" or "b" or "c" or "d" or "e" or "f"));
    }

    [Fact]
    public void The_YCSB_chart_is_not_drawn_when_no_case_has_a_result() =>
        Assert.Null(YcsbPage.Chart([.. PageLedger.Cases.Where(c => c.YcsbWorkload is not null && !c.IsValid)]));

    [Fact]
    public void The_compare_chart_passes_the_check_and_plots_each_cases_ratio()
    {
        var pairs = ComparedPairs();

        var chart = ChartModel.Of(CompareCommand.Chart(pairs), CompareCommand.ChartWidth(pairs.Count), CompareCommand.ChartHeight);
        var problems = ChartCheck.Problems(chart);

        Assert.True(problems.Count == 0, $"{problems.Count} problems:\n{string.Join("\n", problems)}");
        Close(pairs.Select(p => Math.Log10(SpeedUp.Of(p.B.Time, p.A.Time).Factor)), chart.Series.SelectMany(s => s.Points).OrderBy(p => p.X).Select(p => p.Y), 1e-9);
    }

    [Fact]
    public void The_compare_chart_counts_cases_from_one_and_marks_ratios_near_1x()
    {
        IReadOnlyList<(TuningData.Entry A, TuningData.Entry B)> pairs = [.. ComparedPairs().Skip(2).Take(3)];

        var chart = ChartModel.Of(CompareCommand.Chart(pairs), CompareCommand.ChartWidth(pairs.Count), CompareCommand.ChartHeight);

        // Ratios within a few percent of 1x on an axis from 0.3x to 3x: 0.5x, 1x and 2x; the cases 1, 2 and 3, never 0.2 of a case.
        Assert.Equal(["0.5x", "1x", "2x"], chart.Labels.Where(l => l.Text.EndsWith('x')).Select(l => l.Text));
        Assert.Equal([1.0, 2, 3], chart.Series.SelectMany(s => s.Points).Select(p => p.X));
        Assert.All(chart.Labels.Where(l => !l.Text.EndsWith('x')), l => Assert.Matches("^[0-9]+$", l.Text));
        Assert.InRange(chart.Limits.Left, 0, 1);
        Assert.InRange(chart.Limits.Right, 3, 4);
    }

    private static readonly string[] _ycsbCore = ["workloada", "workloadb", "workloadc", "workloadd", "workloade", "workloadf"];

    private static IReadOnlyList<MeasuredCase> YcsbRun(string run) => run switch
    {
        "the fixed ledger" => [.. PageLedger.Cases.Where(c => c.YcsbWorkload is not null)],
        "a full run" =>
        [
            .. from engine in _ycsbEngines.Index()
               from variant in engine.Item.Variants
               from workload in _ycsbCore
               where !(engine.Item.Name.StartsWith("Sqlite", StringComparison.Ordinal) && variant == Variant.Default && workload == "workloada")
               select Ycsb(engine.Item.Type, engine.Item.Name, variant, workload, YcsbOps(engine.Index, variant, workload)),
        ],
        // A user's property file: one workload, its file's name, on each engine.
        _ => [.. _ycsbEngines.Index().Select(e => Ycsb(e.Item.Type, e.Item.Name, Variant.Default, "my-zipfian-95-read-5-update-1kb-records", YcsbOps(e.Index, Variant.Default, "workloadb")))],
    };

    // Close rates, as the SQL engines give on a read-heavy workload: a few percent apart, lower where writes sync.
    private static double YcsbOps(int engine, Variant variant, string workload) =>
        (workload is "workloada" or "workloadf" ? 2_000 : 20_000) * (variant == Variant.Default ? 1 : 1.6) * (1 + (0.03 * engine)) * (1 + (0.01 * Array.IndexOf(_ycsbCore, workload)));

    private static MeasuredCase Ycsb(string type, string name, Variant variant, string workload, double opsPerSecond) =>
        TestCases.Measured("Ycsb", type, "Run", variant, new Dictionary<string, string> { ["Workload"] = workload }, new CaseRecord
        {
            Key = "Ycsb.Run", Engine = name, Variant = variant,
            Latencies = [new RoleLatency { Role = "OVERALL", Threads = 1, Runs = 3, Operations = (long)(opsPerSecond * 10), Seconds = 10 }],
        }) with { MeanNanoseconds = 1e10, MeasuredRuns = 3 };

    // Two full runs of the card's command compared: 300 cases with long keys, most within a few percent, a few far apart.
    private static IReadOnlyList<(TuningData.Entry A, TuningData.Entry B)> ComparedPairs() =>
    [
        .. Enumerable.Range(0, 300).Select(i =>
        {
            var key = $"SensorsKeyed<SystemDataSqliteEngine>.Load N={1000 * (1 + (i % 7))}, Table=Unkeyed, Step={i} [{(Variant)(i % 8)}]";
            var factor = i % 50 == 0 ? 2_000 : i % 50 == 1 ? 0.0004 : 0.97 + (0.0002 * i);
            return (Entry(key, 1e8), Entry(key, 1e8 * factor));
        }),
    ];

    private static TuningData.Entry Entry(string key, double nanoseconds)
    {
        double[] runs = [nanoseconds * 0.98, nanoseconds, nanoseconds * 1.02];
        var time = Interval.Of(runs);
        return new(key, "Sqlite.SystemData 3.50.4", time.Mean, time.Lower, time.Upper, time.Runs, runs);
    }
}
