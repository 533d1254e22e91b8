using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>W8's cases: every one on both providers under a filter that names it, the core set alone under the card's '*Sqlite*'.</summary>
public sealed class WritersCasesTests
{
    private static string[] Cases(Type type, params string[] patterns)
    {
        var planner = new CasePlanner(SuiteJob.Planned, patterns);
        var runs = WritersCases.Select([BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty().AddFilter(planner.Filter))], planner);
        return [.. runs.SelectMany(r => r.BenchmarksCases).Select(c => $"{c.Parameters["Variant"]} W={c.Parameters["W"]} {c.Parameters["BusyTimeout"]} {c.Parameters["Start"]} {c.Parameters["Retry"]}{(c.Parameters["Host"].ToString() == "Processes" ? " processes" : "")}")
            .Order(StringComparer.Ordinal)];
    }

    [Fact]
    public void The_card_s_filter_runs_the_core_set_on_the_reference_provider_alone()
    {
        Assert.Equal(
            ["Default W=4 FiveSeconds Deferred Transaction", "Default W=4 FiveSeconds Immediate Transaction", "Wal W=4 FiveSeconds Deferred Transaction", "Wal W=4 FiveSeconds Immediate Transaction"],
            Cases(typeof(Writers<MicrosoftSqliteEngine>), "*Sqlite*"));
        Assert.Empty(Cases(typeof(Writers<SystemDataSqliteEngine>), "*Sqlite*"));
        Assert.Equal(Cases(typeof(Writers<MicrosoftSqliteEngine>), "*Writers*").Length, Cases(typeof(Writers<SystemDataSqliteEngine>), "*Writers*Sqlite*").Length);
    }

    // A lone writer runs as shipped only: its busy timeout and retry would repeat that case.
    [Fact]
    public void A_filter_that_names_W8_runs_every_case_but_a_lone_writer_s_repeats()
    {
        var cases = Cases(typeof(Writers<MicrosoftSqliteEngine>), "*Writers*");

        // Per variant: a lone writer's 3 starts, threads at 3 counts x 2 busy timeouts x 3 starts x 2 retries, processes at 3 counts x 3 starts.
        Assert.Equal(3 * (3 + (3 * 2 * 3 * 2) + (3 * 3)), cases.Length);
        Assert.Equal(["Default W=1 AsShipped AsShipped None", "Default W=1 AsShipped Deferred None", "Default W=1 AsShipped Immediate None"],
            cases.Where(c => c.StartsWith("Default W=1 ", StringComparison.Ordinal)));
    }

    // A server's shipped isolation against SERIALIZABLE and FOR UPDATE; SQLite's BEGIN forms are n/a there, and its busy timeout.
    [Fact]
    public void A_server_s_filter_runs_its_core_set_its_shipped_isolation_against_SERIALIZABLE_and_FOR_UPDATE()
    {
        string[] core = ["Default W=4 AsShipped AsShipped Transaction", "Default W=4 AsShipped ForUpdate Transaction", "Default W=4 AsShipped Serializable Transaction"];

        Assert.Equal(core, Cases(typeof(Writers<PostgresEngine>), "*Postgres*"));
        Assert.Equal(core, Cases(typeof(Writers<MariaDbEngine>), "*MariaDb*"));
        Assert.DoesNotContain(Cases(typeof(Writers<PostgresEngine>), "*Writers*"), c => c.Contains("Deferred", StringComparison.Ordinal) || c.Contains("FiveSeconds", StringComparison.Ordinal));
    }

    // Firebird's shipped NO WAIT against WAIT with a 5 s LOCK TIMEOUT, beside CONSISTENCY and FOR UPDATE WITH LOCK; embedded and server alike.
    [Fact]
    public void Firebird_s_filter_runs_its_core_set_NO_WAIT_against_WAIT_and_its_three_isolations()
    {
        string[] core = ["Default W=4 AsShipped AsShipped Transaction", "Default W=4 AsShipped ForUpdate Transaction", "Default W=4 AsShipped Serializable Transaction",
            "Default W=4 FiveSeconds AsShipped Transaction"];

        Assert.Equal(core, Cases(typeof(Writers<FirebirdEmbeddedEngine>), "*Firebird*"));
        Assert.Equal(core, Cases(typeof(Writers<FirebirdServerEngine>), "*Firebird*"));

        // Under Default alone: a lone writer's 3 starts, then 3 counts x 2 lock waits x 3 starts x 2 retries; no writer processes.
        Assert.Equal(3 + (3 * 2 * 3 * 2), Cases(typeof(Writers<FirebirdEmbeddedEngine>), "*Writers*").Length);
    }

    // DuckDB and LiteDB express their one start only, and have no lock wait to set: one case each.
    [Fact]
    public void DuckDB_s_and_LiteDB_s_filters_run_their_one_shipped_start()
    {
        Assert.Equal(["Default W=4 AsShipped AsShipped Transaction"], Cases(typeof(Writers<DuckDbEngine>), "*DuckDb*"));
        Assert.Equal(["Default W=4 AsShipped AsShipped Transaction"], Cases(typeof(Writers<LiteDbEngine>), "*LiteDb*"));

        // A lone writer's one case, then 3 counts x 2 retries.
        Assert.Equal(1 + (3 * 2), Cases(typeof(Writers<DuckDbEngine>), "*Writers*").Length);
        Assert.Equal(1 + (3 * 2), Cases(typeof(Writers<LiteDbEngine>), "*Writers*").Length);
    }
}
