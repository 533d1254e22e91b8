using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines.Sqlite;
using SQLite;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// W1 and W2 through sqlite-net (the <c>sqlite-net-pcl</c> package), the SQLite library of most .NET mobile and MAUI
/// applications: an object mapper straight over SQLitePCLRaw, with no ADO.NET beneath it. It opens its own sqlite3
/// handle to each run's file (<see cref="SqliteNetDatabase"/>) and runs the steps and their transactions there; the
/// database is prepared, validated and snapshotted through Microsoft.Data.Sqlite as for every layer. Its
/// <c>SQLiteConnection</c> sets SQLitePCLRaw's e_sqlite3 provider (<c>SQLitePCL.raw.SetProvider(new
/// SQLite3Provider_e_sqlite3())</c>, nuget/SQLite-net-std/batteries_v2.cs in praeclarum/sqlite-net), the provider
/// class Microsoft.Data.Sqlite's bundle sets, over the suite's SQLitePCLRaw 3.0.5: both reach the one libe_sqlite3
/// the build copies (the <c>SQLite</c> package's; sqlite-net-pcl's <c>SourceGear.sqlite3</c> 3.53.4 is the same file).
/// </summary>
public sealed class SqliteLayersSqliteNetEngine : SqliteLayerEngine
{
    /// <inheritdoc />
    public override string Name => "Sqlite.SqliteNet";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = SqliteFacts.Layer(
        "SQLite through sqlite-net over SQLitePCLRaw (its own connection, no ADO.NET)", "sqlite-net-pcl", new("sqlite-net", 2));

    /// <inheritdoc />
    protected override string Layer => $"sqlite-net {ProviderVersion.Of(typeof(SQLiteConnection))}";

    // Not over Microsoft.Data.Sqlite: sqlite-net calls SQLitePCLRaw itself.
    /// <inheritdoc />
    public override string Provider => $"{Layer} over SQLitePCLRaw {ProviderVersion.Of(typeof(SQLitePCL.raw))}";

    /// <inheritdoc />
    public override string? StepNotApplicable(Enum step, Variant variant) => step is ContactsStep.OpenClose
        ? "sqlite-net opens one sqlite3 handle of its own per run's database, outside any pool; the providers' engines time opening connections"
        : base.StepNotApplicable(step, variant);

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery { get; } = new SqliteNetCrashRecovery(SqliteCrashRecovery.Instance);

    // The provider's (Microsoft.Data.Sqlite's) database, with sqlite-net's own connection to the same file beside it.
    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant) => new SqliteNetDatabase(this, variant, base.CreateDatabase(variant));

    /// <inheritdoc />
    protected override IWorkload<CrudStep> Crud(CrudWorkload workload) => new SqliteNetCrud(workload);

    /// <inheritdoc />
    protected override IWorkload<ContactsStep> Contacts(ContactsWorkload workload) => new SqliteNetContacts(workload);
}
