using System.Net.Sockets;
using EmbeddedDbBench.Engines.Servers;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// A throwaway Firebird 3 SuperServer from Debian's <c>firebird3.0-server</c> package, run from a
/// private root (<c>$FIREBIRD</c>): its own firebird.conf (a free loopback port), lock folder and
/// security database, whose SYSDBA password is generated for this process and never printed.
/// </summary>
public sealed class FirebirdServer : ThrowawayServer
{
    /// <summary>Environment variable that may hold a connection string to an existing server instead.</summary>
    public const string ConnectionStringVariable = "EMBEDDEDDBBENCH_FIREBIRD";

    private FirebirdServer()
        : base("firebird")
    {
    }

    private string SecurityDatabase => Path.Combine(DataDirectory, "security3.fdb");

    /// <summary>The folder the suite creates its databases in.</summary>
    private string DatabaseFolder => Path.Combine(DataDirectory, "data");

    /// <summary>Creates, starts and waits for a new server; dispose it to stop it and delete its files.</summary>
    /// <returns>The running server.</returns>
    /// <exception cref="MissingServerBinariesException">Firebird's server packages are not installed.</exception>
    public static FirebirdServer Start() =>
        FirebirdInstall.MissingServer() is { } missing
            ? throw new MissingServerBinariesException(missing)
            : Start(new FirebirdServer());

    /// <inheritdoc />
    protected override void InitializeDataDirectory()
    {
        Directory.CreateDirectory(Path.Combine(DataDirectory, "lock"));
        Directory.CreateDirectory(DatabaseFolder);
        File.WriteAllLines(Path.Combine(DataDirectory, "firebird.conf"),
        [
            $"RemoteServicePort = {PortText}",
            $"RemoteBindAddress = {LoopbackAddress}",
            $"SecurityDatabase = {SecurityDatabase}",
            "UdfAccess = None",
        ]);
        // The rest of the root is the package's own: plugins, character sets, messages.
        foreach (var shared in (string[])["plugins", "intl", "plugins.conf", "firebird.msg"])
        {
            File.CreateSymbolicLink(Path.Combine(DataDirectory, shared), Path.Combine(FirebirdInstall.PackagedRoot, shared));
        }

        // As Debian's postinst does: an empty security database, its tables, then SYSDBA's password.
        Isql(null, null, $"CREATE DATABASE '{SecurityDatabase}';");
        Isql(SecurityDatabase, FirebirdInstall.SecuritySql);
        Isql(SecurityDatabase, null, $"CREATE OR ALTER USER SYSDBA PASSWORD '{Password}' USING PLUGIN Srp; COMMIT;");
    }

    /// <inheritdoc />
    protected override (string FileName, IEnumerable<string> Arguments) ServerCommand() =>
        ("env", [.. Environment(), FirebirdInstall.ServerProgram]);

    /// <inheritdoc />
    protected override bool IsAcceptingConnections()
    {
        using var client = new TcpClient();
        try
        {
            return client.ConnectAsync(LoopbackAddress, Port).Wait(TimeSpan.FromSeconds(1));
        }
        catch (AggregateException)
        {
            return false;
        }
    }

    // After SIGTERM Firebird 3 often stays in its listener's poll() (60 s timeout) for good: seen
    // with gdb and strace, three to five of eight servers of a dry W1 run, their main thread taking
    // a repeated SIGTERM and polling the listening socket again; each was killed at 10 s while
    // the next case ran. By the time it is stopped every database of the run has been dropped and
    // its folder is deleted next, so nothing is lost when it is killed after a short wait.
    /// <inheritdoc />
    protected override TimeSpan StopGrace => TimeSpan.FromSeconds(1);

    /// <inheritdoc />
    protected override void PrepareDatabase() =>
        ConnectionString = new FbConnectionStringBuilder
        {
            DataSource = LoopbackAddress,
            Port = Port,
            UserID = "SYSDBA",
            Password = Password,
            Database = DatabaseFolder,
        }.ConnectionString;

    // env execs in place: the process we hold and signal is the server itself.
    private string[] Environment() =>
        [$"{FirebirdInstall.RootVariable}={DataDirectory}", $"FIREBIRD_LOCK={Path.Combine(DataDirectory, "lock")}"];

    // SQL goes through a file, not the command line, so the password never shows in a process list;
    // the file is deleted at once. Without a user, isql works embedded, as the file's creator.
    private void Isql(string? database, string? scriptFile, string? sql = null)
    {
        var script = scriptFile ?? Path.Combine(DataDirectory, "init.sql");
        try
        {
            if (sql is not null)
            {
                File.WriteAllText(script, sql);
            }

            string[] target = database is null ? [] : ["-user", "SYSDBA", database];
            RunTool("env", [.. Environment(), FirebirdInstall.Isql, "-q", "-b", "-i", script, .. target]);
        }
        finally
        {
            if (sql is not null)
            {
                File.Delete(script);
            }
        }
    }
}
