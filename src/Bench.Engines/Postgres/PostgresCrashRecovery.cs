using System.Data.Common;
using EmbeddedDbBench.Engines.Servers;
using Npgsql;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>
/// PostgreSQL after a power cut: the restarted server replays its WAL; every row of the table is then
/// read back through its columns, where a damaged page would fail.
/// </summary>
internal sealed class PostgresCrashRecovery : ServerCrashRecovery
{
    /// <summary>The one instance.</summary>
    public static PostgresCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => "restart (WAL replay) and a full read of the table";

    // Its server's growing writes are mostly its tables' files being extended ("could not extend file" when they fail), and it
    // made about thirty in the check's 20 s in the checks of 96d7995 (that run's fault-durability.json, the reasons of the
    // trials not injected).
    public override int LatestGrowingCall => 25;

    /// <inheritdoc />
    protected override string FolderPrefix => "postgres";

    /// <inheritdoc />
    /// <remarks>
    /// synchronous_commit=off acknowledges commits before their WAL is flushed
    /// (https://www.postgresql.org/docs/current/wal-async-commit.html); CHECKPOINT writes and syncs it all.
    /// </remarks>
    protected override string StartingStateFlush => "CHECKPOINT";

    /// <inheritdoc />
    /// <remarks>
    /// The postmaster logs it when every process is gone after one crashed and it starts again with crash recovery
    /// (PostmasterStateMachine, postgres/postgres <c>src/backend/postmaster/postmaster.c</c>), as restart_after_crash
    /// (on by default) has it reinitialize after a backend crash (https://www.postgresql.org/docs/15/runtime-config-error-handling.html).
    /// </remarks>
    public override string? RestartedItselfLine => "all server processes terminated; reinitializing";

    /// <inheritdoc />
    protected override string ProcessIdFile => "postmaster.pid";

    /// <inheritdoc />
    protected override ThrowawayServer Recover(string folder) => PostgresServer.Recover(folder);

    /// <inheritdoc />
    protected override DbConnection Connect(ThrowawayServer server, string database) =>
        new NpgsqlConnection(new NpgsqlConnectionStringBuilder(server.ConnectionString) { Database = database, Pooling = false }.ConnectionString);

    /// <inheritdoc />
    protected override string CheckTable(DbConnection connection, string table)
    {
        using var command = connection.CreateCommand();
        command.CommandText = $"SELECT id, payload FROM {table}";
        using var reader = command.ExecuteReader();
        while (reader.Read())
        {
            _ = reader.GetString(1);
        }

        return "ok";
    }
}
