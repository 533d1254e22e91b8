using System.Data.Common;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>The DuckDB settings the report records, read back through <c>duckdb_settings()</c>.</summary>
public static class DuckDbSettings
{
    /// <summary>
    /// Threads, memory, what triggers a checkpoint of the write-ahead log, and the access mode: the
    /// settings that bear on the workloads (DuckDB has none for commit durability or locking).
    /// </summary>
    public static IReadOnlyList<string> Names { get; } =
        ["threads", "memory_limit", "checkpoint_threshold", "wal_autocheckpoint", "access_mode"];

    /// <summary>Reads <see cref="Names"/> and whether the database lives in memory.</summary>
    public static EngineSettings Read(DbConnection connection)
    {
        ArgumentNullException.ThrowIfNull(connection);
        var values = new Dictionary<string, string>(StringComparer.Ordinal);
        using (var command = connection.CreateCommand())
        {
            command.CommandText =
                $"SELECT name, value FROM duckdb_settings() WHERE name IN ({string.Join(", ", Names.Select(n => $"'{n}'"))})";
            using var reader = command.ExecuteReader();
            while (reader.Read())
            {
                values[reader.GetString(0)] = reader.GetString(1);
            }
        }

        var settings = new EngineSettings();
        foreach (var name in Names)
        {
            settings.Add(name, values.GetValueOrDefault(name, "?"));
        }

        var path = connection.Scalar("SELECT path FROM duckdb_databases() WHERE database_name = current_database()");
        return settings.Add("storage", path is null or DBNull ? "in-memory" : "file");
    }
}
