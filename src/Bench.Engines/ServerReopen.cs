using System.Data.Common;
using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Servers;
using MySqlConnector;
using Npgsql;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// Restarts a throwaway server on the folder it left in a simulated power cut's data folder (the
/// server recovers it: PostgreSQL replays its WAL, InnoDB its redo log), checks the table and counts
/// the acknowledged rows present. The recovered server is stopped and its folder deleted after.
/// </summary>
public static class ServerReopen
{
    /// <summary>
    /// The statement that makes everything committed so far durable on <paramref name="engine"/>'s
    /// server: a power cut's starting state is what is on disk, and a variant that acknowledges commits
    /// before they reach it (PostgreSQL's synchronous_commit=off, InnoDB's flush_log_at_trx_commit=2)
    /// may still hold the table's creation in memory when the files are synced.
    /// </summary>
    public static string StartingStateFlush(Engine engine) => engine is PostgresEngine ? "CHECKPOINT" : "FLUSH ENGINE LOGS";

    /// <summary>True for the server engines whose throwaway server this class can restart.</summary>
    public static bool Supports(Engine engine) => engine is PostgresEngine or MariaDbEngine;

    /// <summary>The integrity check, named for the report.</summary>
    public static string CheckName(Engine engine) => engine is PostgresEngine
        ? "restart (WAL replay) and a full read of the table"
        : "restart (InnoDB redo recovery) and CHECK TABLE … EXTENDED";

    /// <summary>
    /// Restarts the server whose folder is under <paramref name="root"/>, returns the integrity
    /// verdict and the ids of <paramref name="table"/> in <paramref name="database"/> at or below
    /// <paramref name="acknowledged"/> that are present.
    /// </summary>
    public static (string Integrity, long Present) Verify(Engine engine, string root, string database, string table, long acknowledged)
    {
        var product = engine is PostgresEngine ? "postgres" : "mariadb";
        // ThrowawayServer's folder, "<product>-<id>", made in the data folder (the simulated root).
        var folder = Directory.GetDirectories(root, $"{product}-*").SingleOrDefault()
            ?? throw new InvalidOperationException($"the {product} server's folder is gone");
        // After a real power cut no process of the old boot runs; here the killed postmaster may linger as a
        // zombie nobody reaps, which PostgreSQL would take for a live server holding the folder.
        File.Delete(Path.Combine(folder, "postmaster.pid"));
        using ThrowawayServer server = engine is PostgresEngine ? PostgresServer.Recover(folder) : MariaDbServer.Recover(folder);
        using DbConnection connection = engine is PostgresEngine
            ? new NpgsqlConnection(new NpgsqlConnectionStringBuilder(server.ConnectionString) { Database = database, Pooling = false }.ConnectionString)
            : new MySqlConnection(new MySqlConnectionStringBuilder(server.ConnectionString) { Database = database, Pooling = false }.ConnectionString);
        connection.Open();
        var integrity = engine is PostgresEngine ? ReadAll(connection, table) : CheckTable(connection, table);
        var present = Convert.ToInt64(connection.Scalar($"SELECT COUNT(*) FROM {table} WHERE id <= {acknowledged.ToString(CultureInfo.InvariantCulture)}"), CultureInfo.InvariantCulture);
        return (integrity, present);
    }

    // Every row read back through its columns: a damaged page fails here.
    private static string ReadAll(DbConnection connection, string table)
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

    // CHECK TABLE's last row says "OK" or what is wrong.
    private static string CheckTable(DbConnection connection, string table)
    {
        using var command = connection.CreateCommand();
        command.CommandText = $"CHECK TABLE {table} EXTENDED";
        using var reader = command.ExecuteReader();
        var verdict = "";
        while (reader.Read())
        {
            verdict = Convert.ToString(reader.GetValue(3), CultureInfo.InvariantCulture) ?? "";
        }

        return string.Equals(verdict, "OK", StringComparison.OrdinalIgnoreCase) ? "ok" : verdict;
    }
}
