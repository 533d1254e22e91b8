using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Matrix;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Core.Ycsb;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// LiteDB 5, an embedded document store, through its own API (<see cref="LiteDatabase"/>,
/// collections of <see cref="BsonDocument"/>, <c>EnsureIndex</c>, <c>BeginTrans</c>/<c>Commit</c>,
/// <c>InsertBulk</c>, BsonExpression predicates, its SQL-like <c>SELECT … GROUP BY</c>). It is not
/// an ADO.NET provider: each workload runs as its native implementation (<see cref="Implement{TStep}"/>),
/// validated against the SQL workload's own expected outcomes.
/// </summary>
public sealed class LiteDbEngine : Engine
{
    /// <inheritdoc />
    public override string Name => "LiteDb";

    /// <inheritdoc />
    public override string? ReaderProcessesNotApplicable =>
        "W6 runs LiteDB in direct mode, where one instance holds the file; shared mode lets other processes in but runs every operation " +
        "of every instance under one named mutex, opening and closing the file each time (see W6's LiteDB section)";

    /// <inheritdoc />
    public override EngineFacts Facts => LiteDbFacts.Facts;

    /// <inheritdoc />
    public override string Provider => $"LiteDB {ProviderVersion.Of(typeof(LiteDatabase))} (own API, not ADO.NET)";

    /// <summary>Unused: no workload SQL reaches LiteDB. The base dialect keeps the member total.</summary>
    public override SqlDialect Dialect { get; } = new();

    /// <inheritdoc />
    public override bool HasSqlConnection => false;

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Default or Variant.Transaction or Variant.Memory or Variant.Batch => VariantSupport.Supported(variant),
        Variant.SyncOff => VariantSupport.NotApplicable(variant,
            "LiteDB 5 has no durability setting: every commit appends its pages to the -log.db file, whose writer " +
            "flushes to disk (FileStream.Flush(true)) whenever its queue drains, and checkpoints into the data file " +
            "after CHECKPOINT (1000) log pages; nothing turns the flush off"),
        Variant.Wal => VariantSupport.NotApplicable(variant,
            "LiteDB 5 always writes ahead to its -log.db file and checkpoints later; there is no journal mode to switch"),
        Variant.WalFull or Variant.Extra => VariantSupport.NotApplicable(variant,
            "LiteDB 5 has no durability setting to raise: Commit returns once its pages are queued for the background writer, " +
            "which writes and flushes the -log.db file later, whatever the connection string says"),
        Variant.Exclusive => VariantSupport.NotApplicable(variant,
            "Connection=direct (the default) already holds the data file open for this process alone; there is no " +
            "locking mode to switch (Connection=shared opens the file per operation: slower, not faster)"),
    };

    /// <inheritdoc />
    public override LockWaitSupport LockWait { get; } = LockWaitSupport.NotApplicable(
        "LiteDB's readers take no lock its one writer waits for (each reads the log index's snapshot without the collection's lock), " +
        "and a lock its threads do meet is already waited for: TIMEOUT is 60 s as shipped (read back)");

    /// <inheritdoc />
    public override WritersSupport Writers { get; } = new LiteDbWriters();

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery => LiteDbCrashRecovery.Instance;

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant) => new LiteDbDatabase(this, variant);

    /// <inheritdoc />
    public override IWorkload<TStep> Implement<TStep>(IWorkload<TStep> workload) => workload switch
    {
        CrudWorkload crud => (IWorkload<TStep>)(object)new LiteDbCrud(crud),
        ContactsWorkload contacts => (IWorkload<TStep>)(object)new LiteDbContacts(contacts),
        MatrixWorkload matrix => (IWorkload<TStep>)(object)new LiteDbMatrix(matrix),
        SensorWorkload { Table: SensorTable.Unkeyed } => throw new NotSupportedException(LiteDbSensors.NoUnkeyedTable),
        SensorWorkload sensors => (IWorkload<TStep>)(object)new LiteDbSensors(sensors),
        ShipmentsWorkload shipments => (IWorkload<TStep>)(object)new LiteDbShipments(shipments),
        ConcurrencyWorkload concurrency => (IWorkload<TStep>)(object)new LiteDbConcurrency(concurrency),
        YcsbWorkload ycsb => (IWorkload<TStep>)(object)new LiteDbYcsb(ycsb),
        WritersWorkload writers => (IWorkload<TStep>)(object)new LiteDbTransfers(writers, this),
        _ => throw new NotSupportedException($"LiteDB has no implementation of {workload.GetType().Name}."),
    };

    /// <inheritdoc />
    public override string? StepNotApplicable(Enum step, Variant variant) => step switch
    {
        CrudStep s => LiteDbCrud.NotApplicable(s, variant),
        ContactsStep s => LiteDbContacts.NotApplicable(s, variant),
        SensorStep s => LiteDbSensors.NotApplicable(s),
        ShipmentsStep s => LiteDbShipments.NotApplicable(s),
        _ => null,
    };
}
