using System.Globalization;
using DuckDB.NET.Data;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>
/// DuckDB after a crash: reopening its file replays its write-ahead log. DuckDB has no integrity
/// check, so every row is read back through its columns: a torn page would fail there.
/// </summary>
internal sealed class DuckDbCrashRecovery : FileCrashRecovery
{
    /// <summary>The one instance.</summary>
    public static DuckDbCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => "reopen (WAL replay) and a full read; DuckDB has no integrity_check";

    /// <inheritdoc />
    protected override string Extension => ".duckdb";

    /// <inheritdoc />
    protected override CrashReopened Reopen(string file, CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(scene);
        using var connection = new DuckDBConnection(new DuckDBConnectionStringBuilder { DataSource = file }.ConnectionString);
        connection.Open();
        using (var read = connection.CreateCommand())
        {
            read.CommandText = $"SELECT id, payload FROM {scene.Table}";
            using var reader = read.ExecuteReader();
            while (reader.Read())
            {
                _ = reader.GetValue(0);
                _ = reader.GetValue(1);
            }
        }

        return Counted(CrashReopened.Ok, connection, scene);
    }
}
