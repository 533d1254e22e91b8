using System.Data.Common;

namespace EmbeddedDbBench.Core.Sync;

/// <summary>
/// A fresh embedded database and the fresh server database its changes go to. It stands for the
/// embedded database wherever a workload expects one (connection, transaction, bulk path) and
/// owns both: disposing it deletes both.
/// </summary>
public sealed class SyncedDatabase : BenchDatabase
{
    internal SyncedDatabase(SyncedEngine engine, BenchDatabase source, BenchDatabase target)
        : base(engine, source.Variant)
    {
        Source = source;
        Target = target;
    }

    /// <summary>The embedded database, under the variant.</summary>
    public BenchDatabase Source { get; }

    /// <summary>The server database, under <see cref="Variant.Default"/>.</summary>
    public BenchDatabase Target { get; }

    /// <inheritdoc />
    public override DbConnection Connection => Source.Connection;

    /// <inheritdoc />
    public override string ServerVersion => $"{Source.ServerVersion} → {Target.ServerVersion}";

    /// <inheritdoc />
    public override IBulkInsert BulkInsert => Source.BulkInsert;

    /// <inheritdoc />
    public override IBulkInsert AutocommitBulkInsert => Source.AutocommitBulkInsert;

    /// <summary>The synced database a step runs on; a clear error when a sync workload is given anything else.</summary>
    public static SyncedDatabase Of(StepContext context) => Of(context?.Database);

    /// <summary><paramref name="database"/> as a synced database; a clear error when it is anything else.</summary>
    public static SyncedDatabase Of(BenchDatabase? database) =>
        database as SyncedDatabase ?? throw new InvalidOperationException(
            $"a sync workload runs on a {nameof(SyncedEngine)}'s database, not on {database?.Engine.Name}.");

    /// <inheritdoc />
    public override StepTransaction BeginTransaction() => Source.BeginTransaction();

    /// <inheritdoc />
    public override DbConnection OpenConnection() => Source.OpenConnection();

    /// <summary>The embedded side's settings, then the server's, prefixed <c>target.</c>.</summary>
    public override EngineSettings ReadSettings()
    {
        var settings = new EngineSettings();
        foreach (var (name, value) in Source.ReadSettings().Values)
        {
            settings.Add(name, value);
        }

        foreach (var (name, value) in Target.ReadSettings().Values)
        {
            settings.Add("target." + name, value);
        }

        return settings;
    }

    /// <inheritdoc />
    public override IReadOnlyList<StoragePart> StorageSize() =>
        [.. Source.StorageSize(), .. Target.StorageSize().Select(p => p with { Name = "target " + p.Name })];

    /// <inheritdoc />
    protected override void DisposeStorage()
    {
        try
        {
            Source.Dispose();
        }
        finally
        {
            Target.Dispose();
        }
    }
}
