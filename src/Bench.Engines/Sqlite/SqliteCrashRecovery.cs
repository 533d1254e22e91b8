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

        return new(string.Join("; ", complaints), Convert.ToInt64(connection.Scalar(CountAcknowledged(scene)), CultureInfo.InvariantCulture));
    }
}
