using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteLinq2Db;
using EmbeddedDbBench.Engines.SqliteNet;

namespace EmbeddedDbBench.Tests.Layers;

/// <summary>
/// The layers that reach SQLite through a connection of their own making (sqlite-net's own sqlite3 handle, linq2db's
/// DataConnection) run on the provider's settings and SQLite build, read back through that connection.
/// </summary>
public sealed class LayerConnectionTests
{
    // The PRAGMAs a variant sets or leaves; a layer's extras (sqlite-net's busy_timeout) are its own.
    private static readonly string[] _variantSettings = ["journal_mode", "synchronous", "locking_mode", "cache_size", "page_size"];

    private static Engine Layer(string type) => EmbeddedDbBench.Engines.EngineCatalog.Find(type) ?? throw new InvalidOperationException($"{type} is not in the catalog.");

    [Theory]
    [InlineData(Variant.Default)]
    [InlineData(Variant.Transaction)]
    [InlineData(Variant.Batch)]
    public void sqlite_net_reads_back_the_providers_settings_under_the_same_variant(Variant variant) =>
        AssertProvidersSettings(new SqliteLayersSqliteNetEngine(), variant);

    [Theory]
    [InlineData(Variant.Default)]
    [InlineData(Variant.Transaction)]
    [InlineData(Variant.Batch)]
    public void linq2db_reads_back_the_providers_settings_under_the_same_variant(Variant variant) =>
        AssertProvidersSettings(new SqliteLayersLinq2DbEngine(), variant);

    private static void AssertProvidersSettings(Engine layer, Variant variant)
    {
        using var provider = new MicrosoftSqliteEngine().CreateDatabase(variant);
        using var database = layer.CreateDatabase(variant);

        var expected = provider.ReadSettings();
        var actual = database.ReadSettings();

        Assert.All(_variantSettings, name => Assert.Equal(expected[name], actual[name]));
    }

    [Fact]
    public void sqlite_net_reads_its_settings_through_its_own_connection_not_the_providers()
    {
        using var database = new SqliteLayersSqliteNetEngine().CreateDatabase(Variant.Default);
        var untouched = database.ReadSettings()["cache_size"];

        // A per-connection setting changed on the provider's connection alone: sqlite-net's read-back must not see it.
        database.Connection.Execute("PRAGMA cache_size = -4321");

        Assert.Equal("-4321", SqlitePragmas.Read(database.Connection)["cache_size"]);
        Assert.Equal(untouched, database.ReadSettings()["cache_size"]);
        // sqlite-net's own busy timeout (1 s), which no provider connection has.
        Assert.Equal("1000", database.ReadSettings()["busy_timeout"]);
    }

    [Theory]
    [InlineData(nameof(SqliteLayersSqliteNetEngine))]
    [InlineData(nameof(SqliteLayersLinq2DbEngine))]
    public void The_layer_runs_on_the_providers_sqlite_build(string layer)
    {
        using var provider = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);
        using var database = Layer(layer).CreateDatabase(Variant.Default);

        Assert.Equal(provider.ServerVersion, database.ServerVersion);
    }

    [Fact]
    public void One_libe_sqlite3_is_loaded_once_sqlite_net_and_linq2db_have_opened_their_connections()
    {
        // /proc/self/maps lists every file the process mapped; the suite's machines and CI run Linux.
        Assert.True(OperatingSystem.IsLinux(), "this check reads /proc/self/maps");
        using var provider = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);
        using var sqliteNet = new SqliteLayersSqliteNetEngine().CreateDatabase(Variant.Default);
        using var linq2Db = new SqliteLayersLinq2DbEngine().CreateDatabase(Variant.Default);

        var loaded = File.ReadLines("/proc/self/maps").Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries))
            .Where(fields => fields.Length >= 6 && Path.GetFileName(fields[5]).StartsWith("libe_sqlite3", StringComparison.Ordinal))
            .Select(fields => fields[5]).Distinct(StringComparer.Ordinal).ToArray();

        // sqlite-net-pcl brings SourceGear.sqlite3, the same libe_sqlite3 as the SQLite package's: one file is copied, one mapped.
        var library = Assert.Single(loaded);
        Assert.StartsWith(Path.Combine(AppContext.BaseDirectory, "runtimes"), library, StringComparison.Ordinal);
    }
}
