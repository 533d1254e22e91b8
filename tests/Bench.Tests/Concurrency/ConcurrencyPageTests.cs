using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>W6's page: readers × variant from the ledger's figures, the writer's slowdown, the starved writer, the recording's cost, two charts.</summary>
public sealed class ConcurrencyPageTests
{
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
        ];

        var written = new ConcurrencyPage().Write(artifacts.Path, cases);

        Assert.NotNull(written);
        var page = artifacts.ReadSingle("concurrency-report.md");
        Assert.Contains("| 4 | Wal | 5,000 | 0.50x | 1,000 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("| 4 | Default | 5.0 | 0.01x | 50 / 1,000 |", page, StringComparison.Ordinal);
        Assert.Contains("Busy 3; 2 retried", page, StringComparison.Ordinal);
        Assert.Contains("+5.3%", page, StringComparison.Ordinal);
        Assert.Contains("the run ranges overlap", page, StringComparison.Ordinal);
        Assert.Contains("The readers completed 200,000 ops/s beside the recorded writer and 210,526 beside the other", page, StringComparison.Ordinal);
        Assert.Contains("costs 40 ns", page, StringComparison.Ordinal);
        Assert.Contains("0.050% of the writer's mean latency at most", page, StringComparison.Ordinal);
        Assert.Equal(2, artifacts.Find("concurrency-*.png").Length);
    }

    [Fact]
    public void No_page_when_W6_did_not_run()
    {
        using var artifacts = new TemporaryArtifacts();

        Assert.Null(new ConcurrencyPage().Write(artifacts.Path, []));
    }

    private static MeasuredCase Case(string readers, string variant, string recording, long writerOps, long planned, double seconds, double mean)
    {
        RoleLatency Role(string role, long operations, long busy) => new()
        {
            Role = role, Threads = role == "readers" ? int.Parse(readers, System.Globalization.CultureInfo.InvariantCulture) : 1, Runs = 1,
            Operations = operations, Planned = role == "writer" ? planned : 0, Seconds = seconds, Recorded = recording == "On",
            P50 = 50, P99 = 990, P999 = 2_000, Max = 150_000, Mean = 80,
            Distribution = recording == "On" ? [.. RoleLatency.DistributionPercentiles.Select(p => 10 + (p * 10))] : null,
            Errors = new Dictionary<string, long> { ["Busy"] = busy, ["Deadlock"] = 0 }, Retried = busy > 0 ? 2 : 0,
        };

        List<RoleLatency> roles = [Role("writer", writerOps, variant == "Default" && readers != "0" ? 3 : 0)];
        if (readers != "0")
        {
            roles.Add(Role("readers", 40_000, 0));
            roles.Add(Role("aggregate", 300, 0));
        }

        var record = new CaseRecord
        {
            Key = $"Concurrency|{readers}|{variant}|{recording}", Engine = "Sqlite", Variant = variant, ValidatedRuns = 3,
            Latencies = roles, ConcurrencySettings = "command_timeout=30s busy_timeout=0",
            RecordingNanoseconds = recording == "On" ? 40 : null,
        };
        return new MeasuredCase("Concurrency", "MicrosoftSqliteEngine", "Writes",
            new Dictionary<string, string> { ["Readers"] = readers, ["Variant"] = variant, ["Recording"] = recording }, mean, mean, record)
        {
            MeasuredRuns = 3, FastestNanoseconds = mean * 0.9, SlowestNanoseconds = mean * 1.1,
        };
    }
}
