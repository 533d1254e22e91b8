using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Console;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>
/// W6's page: readers × variant × busy timeout from the ledger's figures, the writer's slowdown, the
/// starved writer with its wait, the runs BenchmarkDotNet measured, the recording's cost, two charts.
/// </summary>
public sealed class ConcurrencyPageTests
{
    [Fact]
    public void A_chart_line_names_each_setting_that_is_not_as_shipped_and_no_other()
    {
        static MeasuredCase W6(BusyTimeoutSetting busyTimeout, ReaderShape shape, WriterLoop writer) => TestCases.Measured(
            typeof(Concurrency<MicrosoftSqliteEngine>), "Writes", Core.Variant.Wal, null,
            (nameof(Concurrency<>.Readers), 4), (nameof(Concurrency<>.BusyTimeout), busyTimeout), (nameof(Concurrency<>.Shape), shape), (nameof(Concurrency<>.Writer), writer));

        Assert.Empty(ConcurrencyCells.SettingWords(W6(BusyTimeoutSetting.AsShipped, ReaderShape.PointsAndAggregate, WriterLoop.ClosedLoop)));
        Assert.Equal(["busy 5 s", "paced points", "open-loop writer"], ConcurrencyCells.SettingWords(W6(BusyTimeoutSetting.FiveSeconds, ReaderShape.PacedPoints, WriterLoop.OpenLoop)));
        Assert.Equal(["point processes"], ConcurrencyCells.SettingWords(W6(BusyTimeoutSetting.AsShipped, ReaderShape.PointProcesses, WriterLoop.ClosedLoop)));
    }

    [Fact]
    public void The_page_puts_each_case_s_figures_and_the_writer_s_slowdown_beside_its_charts()
    {
        using var artifacts = new TemporaryArtifacts();
        MeasuredCase[] cases =
        [
            Case("0", "Wal", "On", writerOps: 1_000, planned: 1_000, seconds: 0.1, mean: 100e6),
            Case("4", "Wal", "On", writerOps: 1_000, planned: 1_000, seconds: 0.2, mean: 200e6),
            Case("4", "Wal", "Off", writerOps: 1_000, planned: 1_000, seconds: 0.19, mean: 190e6),
            Case("0", "Default", "On", writerOps: 1_000, planned: 1_000, seconds: 2, mean: 2e9),
            Case("4", "Default", "On", writerOps: 50, planned: 1_000, seconds: 10, mean: 10e9),
            Case("4", "Default", "On", writerOps: 1_000, planned: 1_000, seconds: 4, mean: 4e9, busyTimeout: "FiveSeconds"),
            Case("4", "Default", "On", writerOps: 1_000, planned: 1_000, seconds: 4, mean: 4e9, busyTimeout: "FiveSeconds", shape: "PointsOnly"),
        ];

        var written = new ConcurrencyPage().Write(artifacts.Path, cases);

        Assert.NotNull(written);
        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("| 4 | Wal | as shipped | closed | 5,000 | 0.50x | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("| 4 | Default | as shipped | closed | 5.0 | 0.01x | 50 / 1,000, starved in 1 of 1 runs |", page, StringComparison.Ordinal);
        // The busy timeout's case is set beside the same variant's writer alone.
        Assert.Contains("| 4 | Default | 5 s | closed | 250 | 0.50x | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("Default, busy timeout 5 s: read back on a reader's connection", page, StringComparison.Ordinal);
        Assert.Contains("| 4, points only | Default | 5 s | closed | 250 | 0.50x | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("closed loop", page, StringComparison.Ordinal);
        Assert.Contains("Busy 3; 2 retried", page, StringComparison.Ordinal);
        Assert.Contains("+5.3%", page, StringComparison.Ordinal);
        Assert.Contains("the run ranges overlap", page, StringComparison.Ordinal);
        Assert.Contains("The readers completed 200,000 ops/s beside the recorded writer and 210,526 beside the other", page, StringComparison.Ordinal);
        Assert.Contains("costs 40 ns", page, StringComparison.Ordinal);
        Assert.Equal(2, artifacts.Find("concurrency-*.png").Length);
    }

    [Fact]
    public void Paced_readers_reader_processes_and_the_open_loop_writer_have_rows_of_their_own_and_stay_off_the_charts()
    {
        using var artifacts = new TemporaryArtifacts();
        MeasuredCase[] cases =
        [
            Case("0", "Wal", "On", writerOps: 1_000, planned: 1_000, seconds: 0.1, mean: 100e6),
            Case("4", "Wal", "On", writerOps: 1_000, planned: 1_000, seconds: 0.2, mean: 200e6, busyTimeout: "FiveSeconds", shape: "PacedPoints"),
            Case("4", "Wal", "On", writerOps: 1_000, planned: 1_000, seconds: 0.2, mean: 200e6, busyTimeout: "FiveSeconds", shape: "PointProcesses"),
            Case("4", "Wal", "On", writerOps: 1_000, planned: 1_000, seconds: 5, mean: 5e9, busyTimeout: "FiveSeconds", writer: "OpenLoop"),
        ];

        new ConcurrencyPage().Write(artifacts.Path, cases);

        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("| 4, paced points (1,000/s each) | Wal | 5 s | closed | 5,000 | 0.50x | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("| 4, point processes | Wal | 5 s | closed | 5,000 | 0.50x | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        // The open loop's rate is its schedule's: no slowdown beside the closed writer alone.
        Assert.Contains("| 4 | Wal | 5 s | open, 200/s | 200 | paced | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("timed from when it was due", page, StringComparison.Ordinal);
        Assert.Contains("HdrHistogram's log format", page, StringComparison.Ordinal);
        // The charts draw the writer alone only: none of the new shapes is mixed into their lines.
        Assert.Equal(2, artifacts.Find("concurrency-*.png").Length);
    }

    [Fact]
    public void A_writer_that_completed_nothing_reads_as_its_wait_never_as_a_latency_of_zero()
    {
        using var artifacts = new TemporaryArtifacts();
        var starved = Case("4", "Default", "On", writerOps: 0, planned: 1_000, seconds: 10.02, mean: 10e9, cutOff: 9.97e6);

        new ConcurrencyPage().Write(artifacts.Path, [Case("0", "Default", "On", writerOps: 1_000, planned: 1_000, seconds: 2, mean: 2e9), starved]);

        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("| no operation completed in 10 s (waited 10 s) |", page, StringComparison.Ordinal);
        Assert.Contains("0 / 1,000, starved in 1 of 1 runs; in flight at the deadline: 1, waited up to 10 s", page, StringComparison.Ordinal);
        Assert.DoesNotMatch(@"[^0-9,.]0 µs", page);
    }

    [Fact]
    public void A_writer_alone_stopped_by_its_deadline_is_not_called_starved()
    {
        using var artifacts = new TemporaryArtifacts();

        new ConcurrencyPage().Write(artifacts.Path, [Case("0", "Default", "On", writerOps: 695, planned: 1_000, seconds: 10, mean: 10e9)]);

        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("695 / 1,000, stopped at the deadline (no readers: its commits, not a lock) in 1 of 1 runs", page, StringComparison.Ordinal);
    }

    [Fact]
    public void The_runs_are_the_ones_BenchmarkDotNet_measured_and_latencies_from_other_runs_say_so()
    {
        using var artifacts = new TemporaryArtifacts();
        // BenchmarkDotNet measured 3; a process that merged the memory diagnoser's run too has 4.
        var merged = Case("4", "Wal", "On", writerOps: 4_000, planned: 4_000, seconds: 0.8, mean: 200e6, latencyRuns: 4);

        new ConcurrencyPage().Write(artifacts.Path, [Case("0", "Wal", "On", writerOps: 3_000, planned: 3_000, seconds: 0.3, mean: 100e6, latencyRuns: 3), merged]);

        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("| 3 (latencies from 4) |", page, StringComparison.Ordinal);
        Assert.Matches(@"\| 0 \| Wal \|.*\| 3 \|", page);
    }

    [Fact]
    public void An_engine_without_a_busy_timeout_says_why()
    {
        using var artifacts = new TemporaryArtifacts();
        var sqlite = Case("4", "Default", "On", writerOps: 1_000, planned: 1_000, seconds: 1, mean: 1e9);
        var postgres = sqlite.OnEngine("PostgresEngine") with { Record = sqlite.Record! with { Engine = "Postgres" } };

        new ConcurrencyPage().Write(artifacts.Path, [postgres]);

        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("Busy timeout 5 s: n/a: W6's readers take no lock PostgreSQL's one writer waits for", page, StringComparison.Ordinal);
    }

    [Fact]
    public void No_page_when_W6_did_not_run()
    {
        using var artifacts = new TemporaryArtifacts();

        Assert.Null(new ConcurrencyPage().Write(artifacts.Path, []));
    }

    internal static MeasuredCase Case(
        string readers, string variant, string recording, long writerOps, long planned, double seconds, double mean,
        string busyTimeout = "AsShipped", double cutOff = 0, int latencyRuns = 0, string shape = "PointsAndAggregate", string writer = "ClosedLoop")
    {
        var runs = latencyRuns > 0 ? latencyRuns : 1;
        RoleLatency Role(string role, long operations, long busy) => new()
        {
            Role = role, Threads = role == "readers" ? int.Parse(readers, System.Globalization.CultureInfo.InvariantCulture) : 1, Runs = runs,
            Operations = operations, Planned = role == "writer" ? planned : 0, Seconds = seconds, Recorded = recording == "On" && (operations > 0 || cutOff > 0),
            StarvedRuns = role == "writer" && operations < planned ? 1 : 0, CutOffs = role == "writer" && cutOff > 0 ? 1 : 0, LongestCutOff = role == "writer" ? cutOff : 0,
            P50 = 50, P99 = 990, P999 = 2_000, Max = Math.Max(150_000, role == "writer" ? cutOff : 0), Mean = 80,
            Distribution = recording == "On" ? [.. RoleLatency.DistributionPercentiles.Select(p => 10 + (p * 10))] : null,
            Errors = new Dictionary<string, long> { ["Busy"] = busy, ["Deadlock"] = 0 }, Retried = busy > 0 ? 2 : 0,
        };

        List<RoleLatency> roles = [Role("writer", writerOps, variant == "Default" && readers != "0" && busyTimeout == "AsShipped" ? 3 : 0)];
        if (readers != "0")
        {
            roles.Add(Role("readers", 40_000, 0));
            if (shape == "PointsAndAggregate")
            {
                roles.Add(Role("aggregate", 300, 0));
            }
        }

        var record = new CaseRecord
        {
            Key = $"Concurrency|{readers}|{variant}|{recording}|{busyTimeout}|{shape}|{writer}", Engine = "Sqlite.MicrosoftData", Variant = Enum.Parse<Core.Variant>(variant), ValidatedRuns = 3,
            Latencies = roles, ConcurrencySettings = $"command_timeout=30s busy_timeout={(busyTimeout == "AsShipped" ? 0 : 5000)}",
            RecordingNanoseconds = recording == "On" ? 40 : null,
        };
        return TestCases.Measured("Concurrency", "MicrosoftSqliteEngine", "Writes", Enum.Parse<Core.Variant>(variant),
            new Dictionary<string, string> { ["Readers"] = readers, ["Recording"] = recording, ["BusyTimeout"] = busyTimeout, ["Shape"] = shape, ["Writer"] = writer }, record) with
        {
            MeanNanoseconds = mean, MedianNanoseconds = mean,
            MeasuredRuns = latencyRuns > 0 ? 3 : runs, FastestNanoseconds = mean * 0.9, SlowestNanoseconds = mean * 1.1,
        };
    }
}
