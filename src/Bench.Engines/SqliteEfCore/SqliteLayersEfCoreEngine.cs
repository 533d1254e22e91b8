using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Infrastructure;
using Microsoft.EntityFrameworkCore.Storage;

namespace EmbeddedDbBench.Engines.SqliteEfCore;

/// <summary>
/// W1 and W2 through EF Core's SQLite provider (the <c>.Core</c> package: no native bundle of its own,
/// so the suite's Microsoft.Data.Sqlite, SQLitePCLRaw and e_sqlite3). Each run's database file is
/// created by EF Core's database creator, as an application's <c>EnsureCreated</c> or migration does;
/// that leaves the file in WAL mode, read back and reported with the figures. Default and Transaction
/// run the natural code (<c>Add</c> + <c>SaveChanges</c> per entity, load-modify-save, tracking
/// queries); Batch the tuned one (<c>AddRange</c> + one <c>SaveChanges</c>, <c>ExecuteUpdate</c> and
/// <c>ExecuteDelete</c>, no-tracking compiled queries).
/// </summary>
public sealed class SqliteLayersEfCoreEngine : SqliteLayerEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.EfCore";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Layer(
        "SQLite through EF Core over Microsoft.Data.Sqlite (WAL, as EF Core creates the file)", "Microsoft.EntityFrameworkCore.Sqlite.Core",
        // Its commits are WAL's where the other layers' are the rollback journal's: the label says so wherever the layer is named.
        new("EF Core (WAL)", 7), SqliteFacts.EfCoreCreatedDurability);

    /// <inheritdoc />
    protected override string Layer => $"EF Core {ProviderVersion.Of(typeof(DbContext))}";

    /// <inheritdoc />
    protected override IWorkload<CrudStep> Crud(CrudWorkload workload) => new EfCoreCrud(workload);

    /// <inheritdoc />
    protected override IWorkload<ContactsStep> Contacts(ContactsWorkload workload) => new EfCoreContacts(workload);

    /// <summary>EF Core's <see cref="IRelationalDatabaseCreator.Create"/>: the empty file, switched to WAL.</summary>
    protected internal override void CreateFile(string connectionString)
    {
        using var context = new CrudContext(new DbContextOptionsBuilder<CrudContext>().UseSqlite(connectionString).Options);
        context.GetService<IRelationalDatabaseCreator>().Create();
    }
}
