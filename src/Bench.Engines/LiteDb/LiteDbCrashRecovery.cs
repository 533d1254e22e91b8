using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// LiteDB after a crash, through its own API as every LiteDB workload: the writer inserts its documents (one per
/// transaction, or a step's in one) into a collection (which comes into being with its first document, so there is no
/// table to create); reopening the file replays its log file. LiteDB has no integrity check, so every
/// document is read back whole: a torn page would fail there.
/// </summary>
internal sealed class LiteDbCrashRecovery : FileCrashRecovery
{
    /// <summary>The one instance.</summary>
    public static LiteDbCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => "reopen (log replay) and a full read; LiteDB has no integrity check";

    /// <inheritdoc />
    public override void CreateTable(BenchDatabase database, string table)
    {
    }

    /// <inheritdoc />
    /// <remarks>A step's documents go in through <c>InsertBulk</c> under Batch, as LiteDB's Batch workloads write them.</remarks>
    public override void Commit(BenchDatabase database, string table, int firstId, int rows)
    {
        var lite = (LiteDbDatabase)database;
        var documents = Enumerable.Range(firstId, rows).Select(id => new BsonDocument { ["_id"] = id, ["payload"] = Payload(id) });
        var collection = lite.Lite.GetCollection(table);
        using var transaction = lite.BeginTransaction();
        if (database.Variant.TakesBulkPath())
        {
            collection.InsertBulk(documents);
        }
        else
        {
            foreach (var document in documents)
            {
                collection.Insert(document);
            }
        }

        transaction.Commit();
    }

    /// <inheritdoc />
    public override void ReopenConnection(BenchDatabase database) => ((LiteDbDatabase)database).Reopen();

    /// <inheritdoc />
    protected override string Extension => ".db";

    /// <inheritdoc />
    protected override CrashReopened Reopen(string file, CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(scene);
        using var database = new LiteDatabase(new ConnectionString { Filename = file, Connection = ConnectionType.Direct });
        var documents = database.GetCollection(scene.Table);
        var read = documents.FindAll().Count(document => document["payload"].IsString);
        return new(read == documents.Count() ? CrashReopened.Ok : "unreadable documents",
            documents.Count(Query.LTE("_id", scene.Acknowledged)), documents.Count(Query.GT("_id", scene.Acknowledged)));
    }
}
