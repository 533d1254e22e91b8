using System.Data.Common;
using System.Globalization;
using DuckDB.NET.Data;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Sqlite;
using FirebirdSql.Data.FirebirdClient;
using FirebirdSql.Data.Services;
using LiteDB;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// Reopens a database file an on-disk engine left behind when its process was killed, lets the
/// engine recover it (SQLite rolls back a hot journal or replays its WAL, DuckDB replays its WAL,
/// Firebird undoes the dead attachment's work, LiteDB replays its log file), checks its integrity
/// with the engine's own check, and counts the rows committed.
/// </summary>
public static class CrashReopen
{
    /// <summary>True for the engines whose database is a file this class can reopen.</summary>
    public static bool Supports(Engine engine) => engine is SqliteEngine or DuckDbEngine or FirebirdEmbeddedEngine or LiteDbEngine;

    /// <summary>The engine's integrity check, named for the report.</summary>
    public static string CheckName(Engine engine) => engine switch
    {
        SqliteEngine => "PRAGMA integrity_check",
        DuckDbEngine => "reopen (WAL replay) and a full read; DuckDB has no integrity_check",
        FirebirdEmbeddedEngine => "gfix -validate -full (FbValidation)",
        LiteDbEngine => "reopen (log replay) and a full read; LiteDB has no integrity check",
        _ => throw new NotSupportedException(engine.Name),
    };

    /// <summary>
    /// Reopens the database file under <paramref name="folder"/> (the child's data folder),
    /// returns the integrity check's verdict ("ok" or its complaint) and the ids of
    /// <paramref name="table"/> at or below <paramref name="acknowledged"/> that are present.
    /// </summary>
    public static (string Integrity, long Present) Verify(Engine engine, string folder, string table, long acknowledged)
    {
        var file = Directory.EnumerateFiles(folder, "bench.*", SearchOption.AllDirectories)
            .Single(f => Path.GetExtension(f) is ".db" or ".duckdb" or ".fdb");
        var count = $"SELECT COUNT(*) FROM {table} WHERE id <= {acknowledged.ToString(CultureInfo.InvariantCulture)}";
        switch (engine)
        {
            case SqliteEngine:
            {
                using var connection = new SqliteConnection(new SqliteConnectionStringBuilder { DataSource = file, Pooling = false }.ConnectionString);
                connection.Open();
                var integrity = string.Join("; ", connection.Rows("PRAGMA integrity_check"));
                return (integrity, Count(connection, count));
            }

            case DuckDbEngine:
            {
                using var connection = new DuckDBConnection(new DuckDBConnectionStringBuilder { DataSource = file }.ConnectionString);
                connection.Open();
                // Every row read back through its columns: a torn page would fail here.
                var rows = connection.Rows($"SELECT id, payload FROM {table}").Count;
                return (rows >= 0 ? "ok" : "unreadable", Count(connection, count));
            }

            case LiteDbEngine:
                return VerifyLiteDb(file, table, acknowledged);

            default:
                return VerifyFirebird(file, count);
        }
    }

    private static (string Integrity, long Present) VerifyLiteDb(string file, string collection, long acknowledged)
    {
        using var database = new LiteDatabase(new ConnectionString { Filename = file, Connection = ConnectionType.Direct });
        var documents = database.GetCollection(collection);
        // Every document read back whole: a torn page would fail here.
        var read = documents.FindAll().Count(document => document["payload"].IsString);
        return (read == documents.Count() ? "ok" : "unreadable documents", documents.Count(Query.LTE("_id", acknowledged)));
    }

    private static (string Integrity, long Present) VerifyFirebird(string file, string count)
    {
        var builder = new FbConnectionStringBuilder
        {
            ServerType = FbServerType.Embedded,
            ClientLibrary = FirebirdInstall.ClientLibrary,
            UserID = "SYSDBA",
            // Embedded attachments are not authenticated, but the services API wants a password set.
            Password = "embedded",
            Database = file,
            Pooling = false,
        };
        long present;
        using (var connection = new FbConnection(builder.ConnectionString))
        {
            connection.Open();
            present = Count(connection, count);
        }

        var complaints = new List<string>();
        var validation = new FbValidation(builder.ConnectionString) { Options = FbValidationFlags.ValidateDatabase | FbValidationFlags.Full };
        validation.ServiceOutput += (_, e) => complaints.Add(e.Message);
        try
        {
            validation.Execute();
        }
        catch (FbException e)
        {
            // Validation that finds errors or warnings ends in an exception: the complaint is the
            // verdict, and the rows counted above stay counted (not every acknowledged commit lost).
            complaints.Add(e.Message.ReplaceLineEndings(" "));
        }
        return (complaints.Count == 0 ? "ok" : string.Join("; ", complaints), present);
    }

    private static long Count(DbConnection connection, string sql) =>
        Convert.ToInt64(connection.Scalar(sql), CultureInfo.InvariantCulture);

    private static List<string> Rows(this DbConnection connection, string sql)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        using var reader = command.ExecuteReader();
        var rows = new List<string>();
        while (reader.Read())
        {
            rows.Add(Convert.ToString(reader.GetValue(0), CultureInfo.InvariantCulture) ?? "");
        }

        return rows;
    }
}
