using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>Each SQLite variant's claimed settings, read back from the engine, through each SQLite provider.</summary>
public abstract class SqliteVariantReadBackTests<TEngine> where TEngine : SqliteEngine, new()
{
    [Theory]
    [InlineData(Variant.Default, "delete", "FULL", "normal")]
    [InlineData(Variant.Transaction, "delete", "FULL", "normal")]
    [InlineData(Variant.Batch, "delete", "FULL", "normal")]
    [InlineData(Variant.SyncOff, "delete", "OFF", "normal")]
    [InlineData(Variant.Wal, "wal", "NORMAL", "normal")]
    [InlineData(Variant.WalFull, "wal", "FULL", "normal")]
    [InlineData(Variant.Extra, "delete", "EXTRA", "normal")]
    [InlineData(Variant.Exclusive, "delete", "OFF", "exclusive")]
    [InlineData(Variant.Memory, "memory", "FULL", "normal")]
    public void Variant_settings_are_in_force(Variant variant, string journalMode, string synchronous, string lockingMode)
    {
        using var database = new TEngine().CreateDatabase(variant);

        var settings = database.ReadSettings();

        Assert.Equal(journalMode, settings["journal_mode"]);
        Assert.Equal(synchronous, settings["synchronous"]);
        Assert.Equal(lockingMode, settings["locking_mode"]);
    }

    [Theory]
    [InlineData(Variant.SyncOff)]
    [InlineData(Variant.Wal)]
    [InlineData(Variant.WalFull)]
    [InlineData(Variant.Extra)]
    [InlineData(Variant.Exclusive)]
    public void Extra_connections_get_the_variant_too(Variant variant)
    {
        using var database = new TEngine().CreateDatabase(variant);
        using var extra = database.OpenConnection();

        Assert.Equal(database.ReadSettings()["synchronous"], SqlitePragmas.Read(extra)["synchronous"]);
        Assert.Equal(database.ReadSettings()["journal_mode"], SqlitePragmas.Read(extra)["journal_mode"]);
    }

    [Fact]
    public void Memory_variant_keeps_no_file_and_file_variants_do()
    {
        using var memory = new TEngine().CreateDatabase(Variant.Memory);
        using var file = new TEngine().CreateDatabase(Variant.Default);

        Assert.Empty(memory.StorageSize());
        Assert.Contains(file.StorageSize(), part => part.Name == "bench.db");
    }

    [Fact]
    public void Memory_variant_is_one_database_shared_by_every_connection()
    {
        using var database = new TEngine().CreateDatabase(Variant.Memory);
        database.Connection.Execute("CREATE TABLE shared_probe (x integer)");
        using var extra = database.OpenConnection();

        Assert.Equal(1L, Convert.ToInt64(extra.Scalar("SELECT COUNT(*) FROM sqlite_master WHERE name = 'shared_probe'")));
        Assert.Equal("memory", SqlitePragmas.Read(extra)["journal_mode"]);
    }

    [Fact]
    public void Version_names_the_loaded_build_by_version_and_source_id()
    {
        using var database = new TEngine().CreateDatabase(Variant.Default);

        var version = Convert.ToString(database.Connection.Scalar("SELECT sqlite_version()"));
        var sourceId = Convert.ToString(database.Connection.Scalar("SELECT sqlite_source_id()"));

        Assert.Equal($"SQLite {version} ({sourceId})", database.ServerVersion);
    }

    [Fact]
    public void Default_reports_the_providers_own_pooling()
    {
        using var database = new TEngine().CreateDatabase(Variant.Default);

        Assert.Equal(ExpectedDefaultPooling, database.ReadSettings()["pooling"]);
    }

    /// <summary>The provider's connection-string default for pooling, as its documentation gives it.</summary>
    protected abstract string ExpectedDefaultPooling { get; }
}

public sealed class MicrosoftSqliteVariantReadBackTests : SqliteVariantReadBackTests<MicrosoftSqliteEngine>
{
    protected override string ExpectedDefaultPooling => "on";
}

public sealed class SystemDataSqliteVariantReadBackTests : SqliteVariantReadBackTests<SystemDataSqliteEngine>
{
    protected override string ExpectedDefaultPooling => "off";
}
