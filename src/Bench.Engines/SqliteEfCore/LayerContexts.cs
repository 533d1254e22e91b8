using Microsoft.Data.Sqlite;
using EmbeddedDbBench.Engines.Sqlite;
using Microsoft.EntityFrameworkCore;

namespace EmbeddedDbBench.Engines.SqliteEfCore;

/// <summary>
/// W1's EF Core model: table <c>Test</c> with the SQL workload's lower-case column names, over an open
/// Microsoft.Data.Sqlite connection the context does not own.
/// </summary>
public sealed class CrudContext(DbContextOptions<CrudContext> options) : DbContext(options)
{
    /// <summary>W1's table.</summary>
    public DbSet<TestEntity> Tests => Set<TestEntity>();

    /// <summary>A context over <paramref name="connection"/>, enlisted in <paramref name="transaction"/> when one is open.</summary>
    public static CrudContext Over(SqliteConnection connection, SqliteTransaction? transaction) =>
        LayerContexts.Enlist(new CrudContext(LayerContexts.Options<CrudContext>(connection)), transaction);

    /// <inheritdoc />
    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        ArgumentNullException.ThrowIfNull(modelBuilder);
        modelBuilder.Entity<TestEntity>(test =>
        {
            test.ToTable("Test");
            test.Property(t => t.Id).HasColumnName("id");
            test.Property(t => t.TextData).HasColumnName("textdata").HasMaxLength(500);
        });
    }
}

/// <summary>
/// W2's EF Core model: table <c>Contacts</c> with its index on state and the SQL workload's column
/// names, over an open Microsoft.Data.Sqlite connection the context does not own.
/// </summary>
public sealed class ContactsContext(DbContextOptions<ContactsContext> options) : DbContext(options)
{
    /// <summary>W2's table.</summary>
    public DbSet<ContactEntity> Contacts => Set<ContactEntity>();

    /// <summary>A context over <paramref name="connection"/>, enlisted in <paramref name="transaction"/> when one is open.</summary>
    public static ContactsContext Over(SqliteConnection connection, SqliteTransaction? transaction) =>
        LayerContexts.Enlist(new ContactsContext(LayerContexts.Options<ContactsContext>(connection)), transaction);

    /// <inheritdoc />
    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        ArgumentNullException.ThrowIfNull(modelBuilder);
        modelBuilder.Entity<ContactEntity>(contact =>
        {
            contact.ToTable("Contacts");
            contact.Property(c => c.Id).HasColumnName("id").ValueGeneratedNever();
            contact.Property(c => c.LastName).HasColumnName("lastname").HasMaxLength(25);
            contact.Property(c => c.FirstName).HasColumnName("firstname").HasMaxLength(25);
            contact.Property(c => c.Street).HasColumnName("street").HasMaxLength(30);
            contact.Property(c => c.City).HasColumnName("city").HasMaxLength(30);
            contact.Property(c => c.State).HasColumnName("state").HasMaxLength(2);
            contact.Property(c => c.Zip).HasColumnName("zip").HasMaxLength(10);
            contact.Property(c => c.Country).HasColumnName("country").HasMaxLength(20);
            contact.Property(c => c.Phone).HasColumnName("phone").HasMaxLength(13);
            contact.HasIndex(c => c.State).HasDatabaseName("ix_contacts_state");
        });
    }
}

/// <summary>What both contexts share: options over an open connection, enlisting in the variant's transaction.</summary>
internal static class LayerContexts
{
    public static DbContextOptions<T> Options<T>(SqliteConnection connection) where T : DbContext =>
        new DbContextOptionsBuilder<T>().UseSqlite(connection).Options;

    public static T Enlist<T>(T context, SqliteTransaction? transaction) where T : DbContext
    {
        if (transaction is not null)
        {
            context.Database.UseTransaction(transaction);
        }

        return context;
    }
}
