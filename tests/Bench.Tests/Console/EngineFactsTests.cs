using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Tests.Engines;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// <see cref="FactsCompleteness"/>, the check <see cref="CatalogCompletenessTests"/> runs on the catalog,
/// fails for an engine that leaves a fact out, so a new engine cannot join the catalog without them.
/// </summary>
public sealed class EngineFactsTests
{
    private static readonly EnginePlatforms _platforms = new("none", null);
    private static readonly EngineDurability _defaultOnly = new(new Dictionary<Variant, DurabilityNote> { [Variant.Default] = DurabilityNote.Durable });

    [Fact]
    public void An_engine_without_durability_words_fails_the_completeness_check()
    {
        var factless = new FakeEngine(new EngineFacts("a fake engine", new EngineDurability(new Dictionary<Variant, DurabilityNote>()), PublishedRows.None, _platforms, EngineHost.InProcess));

        var gaps = FactsCompleteness.Gaps([.. EngineCatalog.All, factless]);

        Assert.Equal(["Fake: no durability words for Default", "Fake: no durability words for Transaction"], gaps);
    }

    [Fact]
    public void An_engine_with_no_facts_at_all_fails_the_completeness_check() =>
        Assert.Equal(["Fake: no facts"], FactsCompleteness.Gaps([new FakeEngine(null!)]));

    [Fact]
    public void A_durability_note_missing_for_one_variant_it_runs_is_named()
    {
        var gaps = FactsCompleteness.Gaps([new FakeEngine(new EngineFacts("a fake engine", _defaultOnly, PublishedRows.None, _platforms, EngineHost.InProcess))]);

        Assert.Equal(["Fake: no durability words for Transaction"], gaps);
    }

    [Fact]
    public void An_engine_without_a_display_name_or_with_a_published_row_not_in_the_seeds_fails_the_completeness_check()
    {
        var durability = EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote> { [Variant.Default] = DurabilityNote.Durable }, DurabilityChecks.None);
        var unresolved = new PublishedRows([(MormotRow)99], [SensorsProduct.BerkeleyDb], [(ShipmentsProduct)99]);

        var gaps = FactsCompleteness.Gaps([new FakeEngine(new EngineFacts(" ", durability, unresolved, _platforms, EngineHost.InProcess))]);

        Assert.Equal(
            ["Fake: no display name", "Fake: mORMot row 99 is not in the published matrix", "Fake: the shipments study has no size for 99"],
            gaps);
    }

    [Fact]
    public void Every_published_row_stands_beside_some_catalog_engine_but_the_products_no_engine_runs()
    {
        var published = EngineCatalog.All.Select(e => e.Facts.Published).ToArray();

        Assert.All(Enum.GetValues<MormotRow>(), row => Assert.Contains(published, p => p.Matrix.Contains(row)));
        Assert.Equal([SensorsProduct.BerkeleyDb], Enum.GetValues<SensorsProduct>().Where(product => !published.Any(p => p.Sensors.Contains(product))));
        Assert.Equal([ShipmentsProduct.Sqlite, ShipmentsProduct.Firebird15Embedded], published.SelectMany(p => p.Shipments).Distinct().Order());
    }

    [Fact]
    public void Catalog_engines_are_found_by_name_and_by_type_name_and_an_unknown_name_finds_none()
    {
        Assert.All(EngineCatalog.All, engine => Assert.Same(engine, EngineCatalog.Find(engine.Name)));
        Assert.All(EngineCatalog.All, engine => Assert.Same(engine, EngineCatalog.Find(engine.GetType().Name)));
        Assert.Null(EngineCatalog.Find("NoSuchEngine"));
    }

    [Fact]
    public void The_checks_an_engine_declares_are_the_ones_that_cut_it()
    {
        Assert.Equal(CrashTargets.Engines, EngineCatalog.All.Where(e => e.Facts.Durability.MeasuredBy.HasFlag(DurabilityChecks.CrashCheck)));
        Assert.Equal(PowerTargets.Engines.ToHashSet(), EngineCatalog.All.Where(e => e.Facts.Durability.MeasuredBy.HasFlag(DurabilityChecks.PowerCheck)).ToHashSet());
    }
}
