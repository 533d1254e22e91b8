using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Postgres;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// <see cref="EngineCompleteness"/> passes the catalog and names every place a new engine leaves unfilled,
/// so that adding one fails until each is filled.
/// </summary>
public sealed class EngineCompletenessTests
{
    private static readonly string[] _workloadSuites =
        ["CrudTests", "ContactsTests", "ShipmentsTests", "SensorWorkloadTests", "MatrixTests", "ConcurrencyTests", "YcsbWorkloadTests"];

    [Fact]
    public void Every_catalog_engine_fills_every_place_an_engine_is_declared_in() =>
        Assert.Empty(EngineCompleteness.Gaps(EngineCatalog.All));

    [Fact]
    public void A_new_engine_with_its_facts_fails_until_the_catalog_its_suites_and_docs_engines_md_have_it()
    {
        var gaps = EngineCompleteness.Gaps([new FakeEngine(FakeEngine.CompleteFacts(EngineHost.InProcess))]);

        Assert.Equal(
            [
                "Fake: not in EngineCatalog (the benchmark classes close over the catalog's engines)",
                .. _workloadSuites.Select(suite => $"Fake: no sealed class binds {suite}<FakeEngine> (one line beside the suite's other engines)"),
                "Fake: docs/engines.md has no row for its provider FakeProvider",
            ],
            gaps);
    }

    [Fact]
    public void A_new_server_engine_also_fails_until_its_server_suites_its_variable_row_and_an_unreachable_case_exist()
    {
        var variable = new ServerVariable("EMBEDDEDDBBENCH_FAKE", "a fake server to use instead of a throwaway one", "a throwaway fake", "`Server=db;Password=…`");

        var gaps = EngineCompleteness.Gaps([new FakeEngine(FakeEngine.CompleteFacts(EngineHost.Server(variable)))]);

        Assert.Equal(
            [
                "Fake: not in EngineCatalog (the benchmark classes close over the catalog's engines)",
                .. _workloadSuites.Concat(["ServerFolderTests", "CaseOverlapTests"])
                    .Select(suite => $"Fake: no sealed class binds {suite}<FakeEngine> (one line beside the suite's other engines)"),
                "Fake: docs/engines.md has no row for its provider FakeProvider",
                "Fake: docs/servers.md has no row for EMBEDDEDDBBENCH_FAKE as its facts declare it",
                "Fake: no case in UnreachableServerTests.UnreachableServers",
            ],
            gaps);
    }

    [Fact]
    public void A_place_filled_leaves_no_gap_there()
    {
        // The fake stands on PostgreSQL's facts: docs/engines.md's Npgsql row and docs/servers.md's variable row are there.
        var gaps = EngineCompleteness.Gaps([new FakeEngine(new PostgresEngine().Facts)]);

        Assert.DoesNotContain(gaps, gap => gap.Contains(".md", StringComparison.Ordinal));
        Assert.Contains("Fake: no sealed class binds ServerFolderTests<FakeEngine> (one line beside the suite's other engines)", gaps);
    }

    [Fact]
    public void An_engine_without_platforms_or_host_fails_on_its_facts_first()
    {
        var facts = FakeEngine.CompleteFacts(EngineHost.InProcess) with { Platforms = null!, Host = null! };

        Assert.Equal(
            [
                "Fake: no platforms declared (EnginePlatforms: its provider package and the native library it loads, if any)",
                "Fake: no host declared (EngineHost.InProcess, or EngineHost.Server with the variable naming a user-given server)",
            ],
            EngineCompleteness.Gaps([new FakeEngine(facts)]));
    }

    [Fact]
    public void A_server_variable_outside_the_suite_s_prefix_or_without_its_words_fails()
    {
        var misnamed = EngineHost.Server(new ServerVariable("FAKE_SERVER", "a fake server", "a throwaway fake", "`Server=db`"));
        var wordless = EngineHost.Server(new ServerVariable("EMBEDDEDDBBENCH_FAKE", "", "a throwaway fake", "`Server=db`"));

        Assert.Equal(
            [
                "Fake: its server's connection variable 'FAKE_SERVER' is not an EMBEDDEDDBBENCH_ variable",
                "Fake: its server's connection variable EMBEDDEDDBBENCH_FAKE lacks its meaning, default or example",
            ],
            EngineCompleteness.Gaps([new FakeEngine(FakeEngine.CompleteFacts(misnamed)), new FakeEngine(FakeEngine.CompleteFacts(wordless))]));
    }
}
