using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>What every server engine promises: fresh databases, dropped afterwards, and the real server named.</summary>
public abstract class ServerEngineTests<TEngine> where TEngine : Engine, new()
{
    [EngineFact]
    public void Each_database_is_fresh_and_is_dropped_on_dispose()
    {
        var engine = new TEngine();
        using var first = engine.CreateDatabase(Variant.Default);
        first.Connection.Execute("CREATE TABLE marker (id integer)");

        using (var second = engine.CreateDatabase(Variant.Default))
        {
            Assert.False(engine.Dialect.TableExists(second.Connection, "marker"));
        }

        Assert.True(engine.Dialect.TableExists(first.Connection, "marker"));
    }

    [EngineFact]
    public void Storage_size_lists_the_tables()
    {
        using var database = new TEngine().CreateDatabase(Variant.Default);
        database.Connection.Execute("CREATE TABLE sized (id integer)");
        database.Connection.Execute("INSERT INTO sized (id) VALUES (1)");

        Assert.Contains(database.StorageSize(), part => part.Name == "sized" && part.Bytes > 0);
    }
}

public sealed class PostgresEngineTests : ServerEngineTests<PostgresEngine>
{
    [EngineTheory]
    [InlineData(Variant.Default, "on")]
    [InlineData(Variant.Transaction, "on")]
    [InlineData(Variant.Batch, "on")]
    [InlineData(Variant.SyncOff, "off")]
    public void Synchronous_commit_is_read_back(Variant variant, string expected)
    {
        using var database = new PostgresEngine().CreateDatabase(variant);

        Assert.Equal(expected, database.ReadSettings()["synchronous_commit"]);
        Assert.StartsWith("PostgreSQL 15", database.ServerVersion, StringComparison.Ordinal);
    }

    [EngineFact]
    public void SyncOff_survives_the_pools_reset_of_a_reopened_connection()
    {
        using var database = new PostgresEngine().CreateDatabase(Variant.SyncOff);
        database.OpenConnection().Dispose();

        using var reopened = database.OpenConnection();

        Assert.Equal("off", reopened.Scalar("SHOW synchronous_commit"));
    }
}

public sealed class MariaDbEngineTests : ServerEngineTests<MariaDbEngine>
{
    [EngineTheory]
    [InlineData(Variant.Default, "1")]
    [InlineData(Variant.Transaction, "1")]
    [InlineData(Variant.Batch, "1")]
    [InlineData(Variant.SyncOff, "2")]
    public void Flush_at_commit_is_read_back(Variant variant, string expected)
    {
        using var database = new MariaDbEngine().CreateDatabase(variant);

        Assert.Equal(expected, database.ReadSettings()["innodb_flush_log_at_trx_commit"]);
        Assert.StartsWith("MariaDB 10.11", database.ServerVersion, StringComparison.Ordinal);
    }
}
