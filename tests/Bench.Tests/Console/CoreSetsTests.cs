using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>W7's core set through the selection it shares with W8 (<c>CoreSets</c>): the card's filter keeps it, a run of every engine keeps B and C under Default on each, a filter naming YCSB keeps every case.</summary>
public sealed class CoreSetsTests
{
    private static int Kept(Type type, string pattern)
    {
        var planner = new CasePlanner(SuiteJob.Planned, [pattern]);
        var runs = YcsbCases.Select([BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty().AddFilter(planner.Filter))], planner);
        return runs.Sum(r => r.BenchmarksCases.Length);
    }

    [Fact]
    public void The_card_s_filter_keeps_W7_s_core_set_and_a_filter_naming_YCSB_keeps_every_case()
    {
        Assert.Equal(5, Kept(typeof(Ycsb<MicrosoftSqliteEngine>), "*Sqlite*"));
        Assert.True(Kept(typeof(Ycsb<MicrosoftSqliteEngine>), "*Ycsb*") > 5);
    }

    [Fact]
    public void Every_engine_runs_W7_s_read_mostly_workloads_under_Default_in_a_run_of_every_engine()
    {
        Assert.Equal(2, Kept(typeof(Ycsb<SystemDataSqliteEngine>), "*Sqlite*"));
        Assert.Equal(2, Kept(typeof(Ycsb<DuckDbEngine>), "*"));
        Assert.Equal(2, Kept(typeof(Ycsb<LiteDbEngine>), "*"));
        Assert.Equal(2, Kept(typeof(Ycsb<PostgresEngine>), "*"));
    }
}
