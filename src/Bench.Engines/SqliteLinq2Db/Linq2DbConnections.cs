using EmbeddedDbBench.Engines.Sqlite;
using LinqToDB;
using LinqToDB.Data;
using LinqToDB.DataProvider;
using LinqToDB.DataProvider.SQLite;
using LinqToDB.Mapping;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.SqliteLinq2Db;

/// <summary>
/// linq2db's <see cref="DataConnection"/> over the run's open Microsoft.Data.Sqlite connection, which it does not own,
/// enlisted in the variant's transaction when one is open; W1's and W2's rows mapped fluently onto the shared row
/// classes with the SQL workload's table and column names.
/// </summary>
internal static class Linq2DbConnections
{
    /// <summary>linq2db's SQLite provider for Microsoft.Data.Sqlite (not System.Data.SQLite, which it also drives).</summary>
    public static IDataProvider Provider { get; } = SQLiteTools.GetDataProvider(SQLiteProvider.Microsoft);

    /// <summary>The mapping of <see cref="TestEntity"/> and <see cref="ContactEntity"/>, built once as an application builds it.</summary>
    public static MappingSchema Mapping { get; } = BuildMapping();

    /// <summary>A data connection over <paramref name="connection"/>, in <paramref name="transaction"/> when one is open.</summary>
    public static DataConnection Over(SqliteConnection connection, SqliteTransaction? transaction)
    {
        var options = new DataOptions().UseMappingSchema(Mapping);
        options = transaction is null
            ? options.UseConnection(Provider, connection, disposeConnection: false)
            : options.UseTransaction(Provider, transaction);
        return new DataConnection(options);
    }

    private static MappingSchema BuildMapping()
    {
        var mapping = new MappingSchema();
        new FluentMappingBuilder(mapping)
            .Entity<TestEntity>().HasTableName("Test")
                .Property(t => t.Id).HasColumnName("id").IsPrimaryKey().IsIdentity()
                .Property(t => t.TextData).HasColumnName("textdata").HasLength(500)
            .Entity<ContactEntity>().HasTableName("Contacts")
                .Property(c => c.Id).HasColumnName("id").IsPrimaryKey()
                .Property(c => c.LastName).HasColumnName("lastname")
                .Property(c => c.FirstName).HasColumnName("firstname")
                .Property(c => c.Street).HasColumnName("street")
                .Property(c => c.City).HasColumnName("city")
                .Property(c => c.State).HasColumnName("state")
                .Property(c => c.Zip).HasColumnName("zip")
                .Property(c => c.Country).HasColumnName("country")
                .Property(c => c.Phone).HasColumnName("phone")
            .Build();
        return mapping;
    }
}
