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
            .Select(c => $"{c.Parameters["Variant"]} R={c.Parameters["Readers"]} {c.Parameters["Recording"]} {c.Parameters["BusyTimeout"]}")
            .Order(StringComparer.Ordinal)];

    [Fact]
    public void SQLite_runs_the_busy_timeout_recorded_beside_readers_under_both_journal_modes()
    {
        var cases = Cases(typeof(Concurrency<MicrosoftSqliteEngine>));

        Assert.Equal(16, cases.Length);
        Assert.Equal(
            ["Default R=1 On FiveSeconds", "Default R=16 On FiveSeconds", "Default R=4 On FiveSeconds", "Wal R=1 On FiveSeconds", "Wal R=16 On FiveSeconds", "Wal R=4 On FiveSeconds"],
            cases.Where(c => c.EndsWith("FiveSeconds", StringComparison.Ordinal)));
    }

    [Fact]
    public void An_engine_with_no_lock_wait_to_set_runs_as_shipped_and_lists_the_busy_timeout_as_na_with_its_reason()
    {
        var cases = Cases(typeof(Concurrency<PostgresEngine>));
        var listed = NotApplicableSteps.All().Where(n => n.Engine is PostgresEngine && n.Benchmark == "Concurrency").ToArray();

        Assert.All(cases, c => Assert.EndsWith("AsShipped", c, StringComparison.Ordinal));
        Assert.Equal(6, cases.Length);
        var row = Assert.Single(listed);
        Assert.Equal("BusyTimeout: FiveSeconds", row.Variants);
        Assert.Equal(new PostgresEngine().LockWait.NotApplicableReason, row.Reason);
    }
}
