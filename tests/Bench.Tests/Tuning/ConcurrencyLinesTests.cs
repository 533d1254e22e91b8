using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>W6's lines in the tuning report: a starved writer reads as its wait, and the runs are BenchmarkDotNet's.</summary>
public sealed class ConcurrencyLinesTests
{
    [Fact]
    public void A_writer_starved_of_every_operation_reads_as_its_wait_not_as_a_latency_of_zero()
    {
        var alone = Case("Readers=0, Recording=On, BusyTimeout=AsShipped", new RoleLatency { Role = "writer", Runs = 1, Operations = 1_000, Planned = 1_000, Seconds = 2, Recorded = true, P99 = 900, Max = 2_000 }, runs: 1);
        var starved = Case("Readers=4, Recording=On, BusyTimeout=AsShipped", new RoleLatency
        {
            Role = "writer", Runs = 1, Operations = 0, Planned = 1_000, Seconds = 10.01, Recorded = true, StarvedRuns = 1,
            CutOffs = 1, LongestCutOff = 9.98e6, P99 = 9.98e6, Max = 9.98e6,
        }, runs: 1);

        var line = ConcurrencyLines.Line(starved, [alone, starved]);

        Assert.Contains("Default, busy timeout as shipped, 4 readers: writer 0.0 ops/s (0.00x of its rate alone), no operation completed in 10 s (waited 10 s)", line, StringComparison.Ordinal);
        Assert.Contains("applied 0 / 1,000, starved in 1 of 1 runs", line, StringComparison.Ordinal);
        Assert.DoesNotContain("p99 0 µs", line, StringComparison.Ordinal);
    }

    [Fact]
    public void The_runs_are_the_ones_BenchmarkDotNet_measured()
    {
        var writer = new RoleLatency { Role = "writer", Runs = 4, Operations = 4_000, Planned = 4_000, Seconds = 1, Recorded = true, P99 = 900, Max = 2_000 };
        var measuredThree = Case("Readers=4, Recording=On, BusyTimeout=FiveSeconds", writer, runs: 3);

        var line = ConcurrencyLines.Line(measuredThree, [measuredThree]);

        Assert.Contains("Default, busy timeout 5 s, 4 readers", line, StringComparison.Ordinal);
        Assert.Contains("runs 3 (latencies from 4)", line, StringComparison.Ordinal);
    }

    private static MeasuredCase Case(string parameters, RoleLatency writer, int runs) =>
        TestCases.Tuned(typeof(Concurrency<>), typeof(MicrosoftSqliteEngine), "Writes", parameters, Variant.Default, new Interval(1e9, double.NaN, double.NaN, runs),
            new CaseRecord { Key = parameters, Engine = "Sqlite.MicrosoftData", Variant = Core.Variant.Default, Latencies = [writer] }, protocol: null);
}
