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

public sealed partial class MariaDbEngineTests : ServerEngineTests<MariaDbEngine>
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

    // The bulk path goes through a text file: every value must come back as it went in.
    [EngineFact]
    public void Tabs_newlines_backslashes_nulls_unicode_dates_and_decimals_survive_the_file()
    {
        using var database = new MariaDbEngine().CreateDatabase(Variant.Batch);
        database.Connection.Execute("CREATE TABLE t (id integer, s varchar(40), d datetime, m decimal(19,4), r double)");
        object?[][] rows =
        [
            [1, "tab\there", new DateTime(2004, 3, 1, 12, 30, 5), 12.3456m, 0.1],
            [2, "line\nbreak \\ back\\slash", new DateTime(2005, 1, 1), -0.01m, -1e-7],
            [3, null, null, null, null],
            [4, "Zürich 東京 \\N", new DateTime(1999, 12, 31, 23, 59, 59), 100000.5m, 123456.789],
        ];

        var context = StepContext.ForSetup(database);
        var inserted = context.Run(c => new StepOutcome(c.BulkInsert(new BulkTable("t", ["id", "s", "d", "m", "r"]), rows), 0));

        Assert.Equal(rows.Length, inserted.Rows);
        using var command = database.Connection.CreateCommand();
        command.CommandText = "SELECT id, s, d, m, r FROM t ORDER BY id";
        using var reader = command.ExecuteReader();
        foreach (var expected in rows)
        {
            Assert.True(reader.Read());
            var actual = Enumerable.Range(0, 5).Select(i => reader.IsDBNull(i) ? null : reader.GetValue(i)).ToArray();
            Assert.Equal(expected[0], Convert.ToInt32(actual[0]));
            Assert.Equal(expected[1], actual[1]);
            Assert.Equal(expected[2], actual[2]);
            Assert.Equal(expected[3], actual[3]);
            Assert.Equal(expected[4], actual[4]);
        }
    }
}
