using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines.Sqlite;
using SQLitePCL;

namespace EmbeddedDbBench.Engines.SqliteRaw;

/// <summary>
/// W1 and W2 through SQLitePCLRaw's <c>raw</c> API directly, on the sqlite3 handle of the
/// Microsoft.Data.Sqlite connection (the SQLitePCLRaw 3.x that provider loads, over the <c>SQLite</c>
/// package's e_sqlite3): prepare, bind by position, step, reset — the floor a .NET program reaches.
/// Default and Transaction prepare a statement per operation, as the providers' commands do; Batch
/// prepares each statement once and resets it between rows.
/// </summary>
public sealed class SqliteLayersRawEngine : SqliteLayerEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.Raw";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Layer("SQLite through SQLitePCLRaw's raw API", "SQLitePCLRaw", new("raw SQLitePCLRaw", 1));

    /// <inheritdoc />
    protected override string Layer => $"SQLitePCLRaw raw API {ProviderVersion.Of(typeof(raw))}";

    /// <inheritdoc />
    protected override IWorkload<CrudStep> Crud(CrudWorkload workload) => new RawCrud(workload);

    /// <inheritdoc />
    protected override IWorkload<ContactsStep> Contacts(ContactsWorkload workload) => new RawContacts(workload);
}
