using System.Data.SQLite;
using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// SQLite after a crash: reopening its file rolls back a hot journal or replays its WAL;
/// <c>PRAGMA integrity_check</c> then checks every page. Either provider's file is reopened through
/// Microsoft.Data.Sqlite: the file format is SQLite's, not the provider's.
/// </summary>
internal sealed class SqliteCrashRecovery : FileCrashRecovery
{
    /// <summary>The one instance every SQLite engine shares.</summary>
    public static SqliteCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => "PRAGMA integrity_check";

    /// <inheritdoc />
    protected override string Extension => ".db";

    /// <inheritdoc />
    public override void ReopenConnection(BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        var connection = database.Connection;
        connection.Close();
        // Microsoft.Data.Sqlite pools by default: a closed connection would keep its native handle, and nothing would reopen.
        if (connection is SqliteConnection pooled)
        {
            SqliteConnection.ClearPool(pooled);
        }

        connection.Open();
        SqlitePragmas.Apply(connection, database.Variant);
    }

    /// <inheritdoc />
    public override string? ErrorCode(Exception exception) => exception switch
    {
        SqliteException microsoft => string.Create(CultureInfo.InvariantCulture, $"SQLite extended code {microsoft.SqliteExtendedErrorCode}"),
        // System.Data.SQLite reports the primary result code unless extended codes were switched on for the connection.
        SQLiteException system => string.Create(CultureInfo.InvariantCulture, $"SQLite code {(int)system.ResultCode} ({system.ResultCode})"),
        _ => base.ErrorCode(exception),
    };

    /// <inheritdoc />
    protected override CrashReopened Reopen(string file, CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(scene);
        using var connection = new SqliteConnection(new SqliteConnectionStringBuilder { DataSource = file, Pooling = false }.ConnectionString);
        connection.Open();
        var complaints = new List<string>();
        using (var check = connection.CreateCommand())
        {
            check.CommandText = "PRAGMA integrity_check";
            using var reader = check.ExecuteReader();
            while (reader.Read())
            {
                complaints.Add(Convert.ToString(reader.GetValue(0), CultureInfo.InvariantCulture) ?? "");
            }
        }

        return Counted(string.Join("; ", complaints), connection, scene);
    }
}
