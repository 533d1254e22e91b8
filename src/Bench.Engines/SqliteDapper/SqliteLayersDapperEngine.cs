using Dapper;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Engines.SqliteDapper;

/// <summary>
/// W1 and W2 through Dapper over Microsoft.Data.Sqlite: <c>Execute</c> per row under Default and
/// Transaction, <c>Execute</c> with the list of rows for the bulk path (Batch), <c>Query&lt;T&gt;</c> for reads.
/// </summary>
public sealed class SqliteLayersDapperEngine : SqliteLayerEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.Dapper";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Layer("SQLite through Dapper over Microsoft.Data.Sqlite", "Dapper", new("Dapper", 5));

    /// <inheritdoc />
    protected override string Layer => $"Dapper {ProviderVersion.Of(typeof(SqlMapper))}";

    /// <inheritdoc />
    protected override IWorkload<CrudStep> Crud(CrudWorkload workload) => new DapperCrud(workload);

    /// <inheritdoc />
    protected override IWorkload<ContactsStep> Contacts(ContactsWorkload workload) => new DapperContacts(workload);
}
