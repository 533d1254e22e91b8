using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// A layer over Microsoft.Data.Sqlite's connection to the one e_sqlite3 build (SQLitePCLRaw's raw API,
/// Dapper, EF Core): the database, its PRAGMAs, read-back, preparation and validation are
/// Microsoft.Data.Sqlite's as for <see cref="MicrosoftSqliteEngine"/>; only the timed steps of W1 and W2
/// go through the layer (<see cref="Engine.Implement{TStep}"/>). The layers are compared under Default,
/// Transaction and Batch (docs/sqlite-layers.md).
/// </summary>
public abstract class SqliteLayerEngine : MicrosoftSqliteEngine
{
    /// <summary>Why the layers run W1 and W2 only.</summary>
    public const string OtherWorkloadsReason =
        "the layers are compared on W1 and W2 (docs/sqlite-layers.md); every other workload runs on the providers' engines, " +
        "Sqlite.MicrosoftData and Sqlite.SystemData, over the same e_sqlite3";

    /// <summary>The layer's package and version, e.g. <c>Dapper 2.1.66</c>.</summary>
    protected abstract string Layer { get; }

    /// <inheritdoc />
    public override string Provider => $"{Layer} over {base.Provider}";

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Default or Variant.Transaction or Variant.Batch => VariantSupport.Supported(variant),
        Variant.SyncOff or Variant.Wal or Variant.WalFull or Variant.Extra or Variant.Exclusive or Variant.Memory => VariantSupport.NotApplicable(variant,
            "the layers are compared under Default, Transaction and Batch; SyncOff, Wal, WalFull, Extra, Exclusive and Memory set the same " +
            "PRAGMAs under every layer and are measured on the providers' engines (Sqlite.MicrosoftData, Sqlite.SystemData)"),
    };

    /// <inheritdoc />
    public override IWorkload<TStep> Implement<TStep>(IWorkload<TStep> workload) => workload switch
    {
        CrudWorkload crud => (IWorkload<TStep>)Crud(crud),
        ContactsWorkload contacts => (IWorkload<TStep>)Contacts(contacts),
        _ => throw new NotSupportedException($"{Name}: {OtherWorkloadsReason}."),
    };

    /// <inheritdoc />
    public override string? StepNotApplicable(Enum step, Variant variant) => step switch
    {
        CrudStep => null,
        ContactsStep.OpenClose =>
            "every layer opens its connections through Microsoft.Data.Sqlite's pool; the providers' engines time opening them",
        ContactsStep => null,
        _ => OtherWorkloadsReason,
    };

    /// <summary>W1's timed steps through the layer.</summary>
    protected abstract IWorkload<CrudStep> Crud(CrudWorkload workload);

    /// <summary>W2's timed steps through the layer.</summary>
    protected abstract IWorkload<ContactsStep> Contacts(ContactsWorkload workload);
}
