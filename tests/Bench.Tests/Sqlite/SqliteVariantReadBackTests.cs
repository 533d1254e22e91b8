using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>Each SQLite variant's claimed settings, read back from the engine.</summary>
public sealed class SqliteVariantReadBackTests
{
    [Theory]
    [InlineData(Variant.Default, "delete", "FULL", "normal")]
    [InlineData(Variant.Transaction, "delete", "FULL", "normal")]
    [InlineData(Variant.Batch, "delete", "FULL", "normal")]
    [InlineData(Variant.SyncOff, "delete", "OFF", "normal")]
    [InlineData(Variant.Wal, "wal", "NORMAL", "normal")]
    [InlineData(Variant.Exclusive, "delete", "OFF", "exclusive")]
    [InlineData(Variant.Memory, "memory", "FULL", "normal")]
    public void Variant_settings_are_in_force(Variant variant, string journalMode, string synchronous, string lockingMode)
    {
        using var database = new MicrosoftSqliteEngine().CreateDatabase(variant);

        var settings = database.ReadSettings();

        Assert.Equal(journalMode, settings["journal_mode"]);
        Assert.Equal(synchronous, settings["synchronous"]);
        Assert.Equal(lockingMode, settings["locking_mode"]);
    }

    [Theory]
    [InlineData(Variant.SyncOff)]
    [InlineData(Variant.Wal)]
    [InlineData(Variant.Exclusive)]
    public void Extra_connections_get_the_variant_too(Variant variant)
    {
        using var database = new MicrosoftSqliteEngine().CreateDatabase(variant);
        using var extra = database.OpenConnection();

        Assert.Equal(database.ReadSettings()["synchronous"], SqlitePragmas.Read(extra)["synchronous"]);
    }

    [Fact]
    public void Memory_variant_keeps_no_file_and_file_variants_do()
    {
        using var memory = new MicrosoftSqliteEngine().CreateDatabase(Variant.Memory);
        using var file = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);

        Assert.Empty(memory.StorageSize());
        Assert.Contains(file.StorageSize(), part => part.Name == "bench.db");
    }
}
