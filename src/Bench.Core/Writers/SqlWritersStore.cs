using System.Data.Common;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>W8's writers on an ADO.NET database: a connection of its own per writer, given the run's lock wait (<see cref="WritersSupport.SetLockWait"/>).</summary>
internal sealed class SqlWritersStore(WritersWorkload workload, BenchDatabase database) : IWritersStore
{
    private readonly List<DbConnection> _connections = [];

    public WriterSession Open(int writer)
    {
        var connection = database.OpenConnection();
        _connections.Add(connection);
        if (workload.LockWait is { } wait)
        {
            database.Engine.Writers!.SetLockWait(database.Engine, connection, wait);
        }

        return new SqlWriterSession(connection, database.Engine, workload.Start, workload.LockWait, workload.CommandTimeoutSeconds);
    }

    public void Dispose() => _connections.ForEach(c => c.Dispose());
}
