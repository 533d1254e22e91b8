using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// Extra and WalFull, SQLite's durable settings, run on the two SQLite providers' engines; every other
/// engine reports them n/a in its own words (what its Default already syncs), never as a silent Default.
/// </summary>
public sealed class DurableSqliteVariantsTests
{
    [Theory]
    [InlineData(Variant.Extra)]
    [InlineData(Variant.WalFull)]
    public void Only_the_two_sqlite_providers_run_the_variant(Variant variant) =>
        Assert.Equal(
            [typeof(MicrosoftSqliteEngine), typeof(SystemDataSqliteEngine)],
            EngineCatalog.All.Where(e => e.Supports(variant).IsSupported).Select(e => e.GetType()));

    [Theory]
    [InlineData(Variant.Extra)]
    [InlineData(Variant.WalFull)]
    public void Every_other_engine_gives_its_own_reason(Variant variant)
    {
        foreach (var engine in EngineCatalog.All.Where(e => !e.Supports(variant).IsSupported))
        {
            var reason = engine.Supports(variant).NotApplicableReason!;
            // The layers' reason names the variants the providers measure; every other product names itself.
            var own = engine is SqliteLayerEngine ? "WalFull, Extra" : engine.Facts.DisplayName.Split(' ')[0];

            Assert.Contains(own, reason, StringComparison.Ordinal);
            Assert.NotEqual("SQLite-only setting", reason);
        }
    }
}
