using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// The crash and power checks' writer on sqlite-net: it commits on sqlite-net's own connection, each commit one
/// <c>RunInTransaction</c> of the variant's rows, as the layer's steps commit; the generic writer's commands would run on
/// the provider's connection outside sqlite-net's transaction and commit each row on its own. The file is SQLite's, so it
/// is reopened and checked as every SQLite engine's (<see cref="SqliteEngine.CrashRecovery"/>).
/// </summary>
internal sealed class SqliteNetCrashRecovery(CrashRecovery sqlite) : CrashRecovery
{
    /// <inheritdoc />
    public override string CheckName => sqlite.CheckName;

    /// <inheritdoc />
    public override void Commit(BenchDatabase database, string table, int firstId, int rows)
    {
        var layer = ((SqliteNetDatabase)database).Layer;
        var insert = $"INSERT INTO {table} (id, payload) VALUES (?, ?)";
        layer.RunInTransaction(() =>
        {
            for (var id = firstId; id < firstId + rows; id++)
            {
                layer.Execute(insert, id, Payload(id));
            }
        });
    }

    /// <inheritdoc />
    public override void ReopenConnection(BenchDatabase database) => sqlite.ReopenConnection(database);

    /// <inheritdoc />
    public override string? ErrorCode(Exception exception) => sqlite.ErrorCode(exception);

    /// <inheritdoc />
    public override CrashReopened Reopen(CrashScene scene) => sqlite.Reopen(scene);
}
