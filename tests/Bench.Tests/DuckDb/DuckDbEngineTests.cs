using DuckDB.NET.Data;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.DuckDb;

namespace EmbeddedDbBench.Tests.DuckDb;

/// <summary>DuckDB's variants, settings read back, in-memory sharing and parameter mapping.</summary>
public sealed class DuckDbEngineTests
{
    [Theory]
    [InlineData(Variant.SyncOff, "write-ahead log")]
    [InlineData(Variant.Wal, "write-ahead log")]
    [InlineData(Variant.Exclusive, "locked")]
    [InlineData(Variant.WalFull, "already syncs")]
    [InlineData(Variant.Extra, "no rollback journal")]
    public void Durability_and_locking_variants_are_not_applicable_with_the_reason(Variant variant, string reason)
    {
        var support = new DuckDbEngine().Supports(variant);

        Assert.False(support.IsSupported);
        Assert.Contains(reason, support.NotApplicableReason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(Variant.Default, "file")]
    [InlineData(Variant.Transaction, "file")]
    [InlineData(Variant.Batch, "file")]
    [InlineData(Variant.Memory, "in-memory")]
    public void Settings_are_read_back_from_the_engine(Variant variant, string storage)
    {
        using var database = new DuckDbEngine().CreateDatabase(variant);

        var settings = database.ReadSettings();

        Assert.Equal(storage, settings["storage"]);
        Assert.All(DuckDbSettings.Names, name => Assert.False(string.IsNullOrEmpty(settings[name]) || settings[name] == "?", name));
        Assert.Equal(Environment.ProcessorCount.ToString(System.Globalization.CultureInfo.InvariantCulture), settings["threads"]);
        Assert.StartsWith("DuckDB 1.", database.ServerVersion, StringComparison.Ordinal);
    }

    [Fact]
    public void Memory_variant_keeps_no_file_and_file_variants_do()
    {
        using var memory = new DuckDbEngine().CreateDatabase(Variant.Memory);
        using var file = new DuckDbEngine().CreateDatabase(Variant.Default);

        Assert.Empty(memory.StorageSize());
        Assert.Contains(file.StorageSize(), part => part.Name == "bench.duckdb");
    }

    [Theory]
    [InlineData(Variant.Memory)]
    [InlineData(Variant.Default)]
    public void Extra_connections_see_the_same_database_and_no_other(Variant variant)
    {
        using var database = new DuckDbEngine().CreateDatabase(variant);
        using var other = new DuckDbEngine().CreateDatabase(variant);
        database.Connection.Execute("CREATE TABLE shared (id integer)");
        database.Connection.Execute("INSERT INTO shared VALUES (7)");

        using var extra = database.OpenConnection();

        Assert.Equal(7, Convert.ToInt32(extra.Scalar("SELECT id FROM shared"), System.Globalization.CultureInfo.InvariantCulture));
        Assert.False(other.Engine.Dialect.TableExists(other.Connection, "shared"));
    }

    [Fact]
    public void At_parameters_are_rewritten_to_dollar_parameters_bound_by_bare_name()
    {
        var dialect = DuckDbDialect.Instance;

        Assert.Equal("UPDATE t SET a = $new WHERE id = $id AND x = 'a@b'", dialect.CommandText("UPDATE t SET a = @new WHERE id = @id AND x = 'a@b'"));
        Assert.Equal("p0", dialect.ParameterName("@p0"));
    }

    [Fact]
    public void Outside_a_transaction_the_appender_commits_when_it_closes_not_per_row()
    {
        using var database = new DuckDbEngine().CreateDatabase(Variant.Default);
        database.Connection.Execute("CREATE TABLE r (id integer)");
        using var observer = database.OpenConnection();

        var appender = ((DuckDBConnection)database.Connection).CreateAppender("r");
        for (var i = 0; i < 1_000; i++)
        {
            appender.CreateRow().AppendValue(i).EndRow();
        }

        var beforeClose = Convert.ToInt64(observer.Scalar("SELECT COUNT(*) FROM r"), System.Globalization.CultureInfo.InvariantCulture);
        appender.Close();
        var afterClose = Convert.ToInt64(observer.Scalar("SELECT COUNT(*) FROM r"), System.Globalization.CultureInfo.InvariantCulture);

        Assert.Equal(0, beforeClose);
        Assert.Equal(1_000, afterClose);
    }
}
