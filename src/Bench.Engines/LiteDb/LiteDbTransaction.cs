using EmbeddedDbBench.Core;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>LiteDB's explicit transaction: <c>BeginTrans</c> on the calling thread, <c>Commit</c>, or <c>Rollback</c> on dispose.</summary>
internal sealed class LiteDbTransaction : StepTransaction
{
    private readonly LiteDatabase _database;
    private bool _done;

    public LiteDbTransaction(LiteDatabase database)
    {
        _database = database;
        if (!database.BeginTrans())
        {
            throw new InvalidOperationException("LiteDB refused BeginTrans: a transaction is already open on this thread.");
        }
    }

    public override void Commit()
    {
        _database.Commit();
        _done = true;
    }

    protected override void Release()
    {
        if (!_done)
        {
            _database.Rollback();
            _done = true;
        }
    }
}
