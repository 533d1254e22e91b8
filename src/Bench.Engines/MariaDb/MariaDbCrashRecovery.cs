using System.Data.Common;
using System.Globalization;
using EmbeddedDbBench.Engines.Servers;
using MySqlConnector;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// MariaDB after a power cut: the restarted server runs InnoDB's redo recovery; <c>CHECK TABLE … EXTENDED</c>
/// then checks the table, its last row saying "OK" or what is wrong.
/// </summary>
internal sealed class MariaDbCrashRecovery : ServerCrashRecovery
{
    /// <summary>The one instance.</summary>
    public static MariaDbCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => "restart (InnoDB redo recovery) and CHECK TABLE … EXTENDED";

    // Its server grows its files by fallocate, as the injected faults show, and made thirty to forty such calls in the
    // check's 20 s in the checks of 96d7995 (that run's fault-durability.json, the reasons of the trials not injected).
    public override int LatestGrowingCall => 30;

    /// <inheritdoc />
    protected override string FolderPrefix => "mariadb";

    /// <inheritdoc />
    /// <remarks>
    /// innodb_flush_log_at_trx_commit=2 acknowledges commits before their redo log is flushed
    /// (https://mariadb.com/kb/en/innodb-system-variables/#innodb_flush_log_at_trx_commit); FLUSH ENGINE LOGS flushes
    /// InnoDB's log to disk as MySQL documents the statement (https://dev.mysql.com/doc/refman/8.0/en/flush.html);
    /// MariaDB's FLUSH page (https://mariadb.com/kb/en/flush/) speaks only of Aria's logs there.
    /// </remarks>
    protected override string StartingStateFlush => "FLUSH ENGINE LOGS";

    /// <inheritdoc />
    protected override string ProcessIdFile => MariaDbServer.ProcessIdFile;

    /// <inheritdoc />
    protected override string? LogFile => MariaDbServer.ErrorLogFile;

    /// <inheritdoc />
    protected override ThrowawayServer Recover(string folder) => MariaDbServer.Recover(folder);

    /// <inheritdoc />
    protected override DbConnection Connect(ThrowawayServer server, string database) =>
        new MySqlConnection(new MySqlConnectionStringBuilder(server.ConnectionString) { Database = database, Pooling = false }.ConnectionString);

    /// <inheritdoc />
    protected override string CheckTable(DbConnection connection, string table)
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
