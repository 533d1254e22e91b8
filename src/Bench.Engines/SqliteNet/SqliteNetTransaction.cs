using EmbeddedDbBench.Core;
using SQLite;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// The step's transaction on sqlite-net's own connection: <see cref="SQLiteConnection.BeginTransaction"/> and
/// <see cref="SQLiteConnection.Commit"/>, as an application brackets its writes; rolled back unless committed.
/// </summary>
internal sealed class SqliteNetTransaction : StepTransaction
{
    private readonly SQLiteConnection _connection;
    private bool _committed;

    public SqliteNetTransaction(SQLiteConnection connection)
    {
        _connection = connection;
        _connection.BeginTransaction();
    }

    public override void Commit()
    {
        _connection.Commit();
        _committed = true;
    }

    protected override void Release()
    {
        if (!_committed)
        {
            _connection.Rollback();
        }
    }
}
