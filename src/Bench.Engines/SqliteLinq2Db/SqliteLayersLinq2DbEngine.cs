using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines.Sqlite;
using LinqToDB.Data;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.SqliteLinq2Db;

/// <summary>
/// W1 and W2 through linq2db (LINQ to DB) over Microsoft.Data.Sqlite: a <see cref="DataConnection"/> on the run's open
/// connection and in its transaction, so the commits are the provider's and the other layers'. Default and Transaction run
/// entity <c>Insert</c>/<c>Update</c>, LINQ queries and LINQ updates and deletes; Batch the same with <c>BulkCopy</c> for
/// inserts (multi-row INSERTs, linq2db's SQLite default) and a compiled query for W1's reads by key. The settings are read
/// back through a <see cref="DataConnection"/> on the same connection.
/// </summary>
public sealed class SqliteLayersLinq2DbEngine : SqliteLayerEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.Linq2Db";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Layer("SQLite through linq2db over Microsoft.Data.Sqlite", "linq2db", new("linq2db", 6));

    /// <inheritdoc />
    protected override string Layer => $"linq2db {ProviderVersion.Of(typeof(DataConnection))}";

    /// <inheritdoc />
    protected internal override EngineSettings ReadSettings(DbConnection connection)
    {
        using var db = Linq2DbConnections.Over((SqliteConnection)connection, transaction: null);
        return SqlitePragmas.Read(name => db.Execute<string>($"PRAGMA {name}") ?? "");
    }

    /// <inheritdoc />
    protected override IWorkload<CrudStep> Crud(CrudWorkload workload) => new Linq2DbCrud(workload);

    /// <inheritdoc />
    protected override IWorkload<ContactsStep> Contacts(ContactsWorkload workload) => new Linq2DbContacts(workload);
}
