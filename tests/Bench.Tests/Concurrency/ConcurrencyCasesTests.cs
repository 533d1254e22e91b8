using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>
/// W6's cases: the busy timeout runs recorded, with readers, on engines that have one; elsewhere it is
/// n/a, filtered out and listed with the engine's reason.
/// </summary>
public sealed class ConcurrencyCasesTests
{
    private static readonly ManualConfig _config =
        ManualConfig.CreateEmpty().AddFilter(NotApplicableSteps.Filter).AddFilter(RedundantCases.Filter);

    private static string[] Cases(Type type) =>
        [.. BenchmarkConverter.TypeToBenchmarks(type, _config).BenchmarksCases
            .Select(c => $"{c.Parameters["Variant"]} R={c.Parameters["Readers"]} {c.Parameters["Recording"]} {c.Parameters["BusyTimeout"]} {c.Parameters["Shape"]}")
            .Order(StringComparer.Ordinal)];

    [Fact]
    public void SQLite_runs_the_busy_timeout_recorded_beside_readers_under_both_journal_modes()
    {
        var cases = Cases(typeof(Concurrency<MicrosoftSqliteEngine>));

        Assert.Equal(20, cases.Length);
        Assert.Equal(
            ["Default R=1 On FiveSeconds PointsAndAggregate", "Default R=16 On FiveSeconds PointsAndAggregate", "Default R=4 On FiveSeconds PointsAndAggregate",
                "Wal R=1 On FiveSeconds PointsAndAggregate", "Wal R=16 On FiveSeconds PointsAndAggregate", "Wal R=4 On FiveSeconds PointsAndAggregate"],
            cases.Where(c => c.EndsWith("FiveSeconds PointsAndAggregate", StringComparison.Ordinal)));
        // Point readers alone: four readers, recorded, under both journal modes, with and without the busy timeout.
        Assert.Equal(
            ["Default R=4 On AsShipped PointsOnly", "Default R=4 On FiveSeconds PointsOnly", "Wal R=4 On AsShipped PointsOnly", "Wal R=4 On FiveSeconds PointsOnly"],
            cases.Where(c => c.EndsWith("PointsOnly", StringComparison.Ordinal)));
    }

    [Fact]
    public void An_engine_with_no_lock_wait_to_set_runs_as_shipped_and_lists_the_busy_timeout_as_na_with_its_reason()
    {
        var cases = Cases(typeof(Concurrency<PostgresEngine>));
        var listed = NotApplicableSteps.All().Where(n => n.Engine is PostgresEngine && n.Benchmark == "Concurrency").ToArray();

        Assert.All(cases, c => Assert.Contains("AsShipped", c, StringComparison.Ordinal));
        Assert.Equal(7, cases.Length);
        var row = Assert.Single(listed);
        Assert.Equal("BusyTimeout: FiveSeconds", row.Variants);
        Assert.Equal(new PostgresEngine().LockWait.NotApplicableReason, row.Reason);
    }
}
