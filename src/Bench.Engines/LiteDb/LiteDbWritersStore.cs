using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W8's writers on one LiteDB database: every session on the run's one <see cref="LiteDatabase"/>, whose transactions
/// belong to the thread that begins them (each writer's own), as W6's sessions are (<see cref="LiteDbConcurrencyStore"/>).
/// </summary>
internal sealed class LiteDbWritersStore(LiteDatabase database) : IWritersStore
{
    public WriterSession Open(int writer) => new LiteDbTransferSession(database);

    /// <summary>Every account and its balance, by account.</summary>
    public static IReadOnlyList<(int Account, long Balance)> ReadBalances(LiteDatabase database) =>
        database.CollectionExists(LiteDbTransfers.Collection)
            ? [.. database.GetCollection(LiteDbTransfers.Collection).FindAll().Select(d => (d["_id"].AsInt32, d["balance"].AsInt64)).OrderBy(b => b.Item1)]
            : [];

    public void Dispose()
    {
        // The run's LiteDatabase belongs to the database; a session holds nothing of its own.
    }
}

/// <summary>One W8 writer on LiteDB: a transfer is its thread's <c>BeginTrans</c>, two <c>FindById</c>, two <c>Update</c> and <c>Commit</c>.</summary>
internal sealed class LiteDbTransferSession(LiteDatabase database) : WriterSession
{
    private readonly ILiteCollection<BsonDocument> _accounts = database.GetCollection(LiteDbTransfers.Collection);

    public override void Begin()
    {
        if (!database.BeginTrans())
        {
            throw new InvalidOperationException("LiteDB refused BeginTrans: a transaction is already open on this thread.");
        }
    }

    public override long ReadBalance(int account) =>
        (_accounts.FindById(account) ?? throw new WorkloadValidationException($"{LiteDbTransfers.Collection}: account {account} is missing."))["balance"].AsInt64;

    public override void WriteBalance(int account, long balance)
    {
        if (!_accounts.Update(new BsonDocument { ["_id"] = account, ["balance"] = balance }))
        {
            throw new WorkloadValidationException($"{LiteDbTransfers.Collection}: account {account} was not updated exactly once.");
        }
    }

    public override void Commit() => database.Commit();

    // Rollback returns false when no transaction is open on the thread (the error ended it already): nothing to undo.
    public override void Discard() => database.Rollback();

    public override string ReadTransactionSettings() =>
        $"TIMEOUT={Convert.ToString(database.Pragma("TIMEOUT").RawValue, CultureInfo.InvariantCulture)}s, connection=direct, instances=1 (shared by every writer)";

    public override string ReadConnectionSettings() => "";

    public override WriteErrorKind? ErrorKind(Exception error) => LiteDbWriters.Sort(error);

    public override void Dispose()
    {
        // The run's LiteDatabase belongs to the database.
    }
}
