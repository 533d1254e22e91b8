using System.Data.Common;
using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// A server engine after a simulated power cut: the throwaway server the writer started left its folder,
/// <c>&lt;product&gt;-&lt;id&gt;</c> (<see cref="ThrowawayServer"/>), in the cut data folder; a server restarted
/// on it recovers it, the table is checked and the acknowledged rows counted, and the recovered server is
/// stopped and its folder deleted after. Each server engine says, in its own folder, how its server
/// restarts, what makes its starting state durable and how its table is checked.
/// </summary>
public abstract partial class ServerCrashRecovery : CrashRecovery
{
    /// <inheritdoc />
    public override bool RunsInWriterProcess => false;

    /// <summary>The start of the throwaway server's folder name, before its id.</summary>
    protected abstract string FolderPrefix { get; }

    /// <summary>
    /// The statement that makes everything committed so far durable on the server: a power cut's starting
    /// state is what is on disk, and a variant that acknowledges commits before they reach it may still hold
    /// the table's creation in memory when the files are synced.
    /// </summary>
    protected abstract string StartingStateFlush { get; }

    /// <inheritdoc />
    public override void CreateTable(BenchDatabase database, string table)
    {
        base.CreateTable(database, table);
        database.Connection.Execute(StartingStateFlush);
    }

    /// <inheritdoc />
    /// <remarks>The run's database on the server, which the reopen connects to after the cut.</remarks>
    public override string? Address(BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        return database.Connection.Database;
    }

    /// <inheritdoc />
    public override CrashReopened Reopen(CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(scene);
        var folder = ServerFolder(scene.Folder) ?? throw new InvalidOperationException($"the {FolderPrefix} server's folder is gone");
        // After a real power cut no process of the old boot runs; here the killed postmaster may linger as a
        // zombie nobody reaps, which PostgreSQL would take for a live server holding the folder.
        File.Delete(Path.Combine(folder, "postmaster.pid"));
        using var server = Recover(folder);
        using var connection = Connect(server, scene.Address ?? "");
        connection.Open();
        var integrity = CheckTable(connection, scene.Table);
        return Counted(integrity, connection, scene);
    }

    /// <summary>Starts a server on <paramref name="folder"/>, which recovers it.</summary>
    protected abstract ThrowawayServer Recover(string folder);

    /// <summary>An unopened, unpooled connection to <paramref name="database"/> on <paramref name="server"/>.</summary>
    protected abstract DbConnection Connect(ThrowawayServer server, string database);

    /// <summary>"ok", or what the server's check found wrong with <paramref name="table"/>.</summary>
    protected abstract string CheckTable(DbConnection connection, string table);
}
