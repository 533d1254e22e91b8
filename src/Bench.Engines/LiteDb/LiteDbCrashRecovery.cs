using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// LiteDB after a crash, through its own API as every LiteDB workload: the writer inserts one document
/// per transaction into a collection (which comes into being with its first document, so there is no
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
    public override void CommitRow(BenchDatabase database, string table, int id)
    {
        var lite = (LiteDbDatabase)database;
        using var transaction = lite.BeginTransaction();
        lite.Lite.GetCollection(table).Insert(new BsonDocument { ["_id"] = id, ["payload"] = Payload(id) });
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
        return new(read == documents.Count() ? "ok" : "unreadable documents", documents.Count(Query.LTE("_id", scene.Acknowledged)));
    }
}
