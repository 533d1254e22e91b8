using System.Data.Common;
using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// What the fault check asks of the server a writer started in a simulated folder: its main process, so that the
/// check can tell whether it stopped, and its own log file, where the server tells why (MariaDB's error log; a
/// server that logs to its output is read through <see cref="ThrowawayServer.LogCopyVariable"/> instead).
/// </summary>
public abstract partial class ServerCrashRecovery
{
    // How long a reopening waits for a server that restarted itself to finish its crash recovery.
    private static readonly TimeSpan _recoveryPatience = TimeSpan.FromSeconds(60);

    /// <summary>
    /// The line the server logs once it has restarted its processes after one of them crashed, without stopping, or
    /// null when it never does so.
    /// </summary>
    public virtual string? RestartedItselfLine => null;

    /// <summary>The file, in the server's folder, holding its main process id on the first line.</summary>
    protected abstract string ProcessIdFile { get; }

    /// <summary>The server's own log file in its folder, or null when it logs to its output only.</summary>
    protected virtual string? LogFile => null;

    /// <inheritdoc />
    /// <remarks>Tried again for a while: a server that restarted itself refuses connections until its crash recovery is over.</remarks>
    public override void ReopenConnection(BenchDatabase database)
    {
        var clock = Stopwatch.StartNew();
        while (true)
        {
            try
            {
                base.ReopenConnection(database);
                return;
            }
            catch (DbException) when (clock.Elapsed < _recoveryPatience)
            {
                Thread.Sleep(200);
            }
        }
    }

    /// <summary>The process id of the server in <paramref name="root"/>'s folder, or null when its file is missing or unreadable.</summary>
    public int? ServerProcessId(string root)
    {
        var path = ServerFolder(root) is { } folder ? Path.Combine(folder, ProcessIdFile) : null;
        try
        {
            return path is not null && File.Exists(path)
                && int.TryParse(File.ReadLines(path).FirstOrDefault()?.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var pid)
                ? pid : null;
        }
        catch (IOException)
        {
            return null;
        }
    }

    /// <summary>What the server in <paramref name="root"/> wrote to its own log file, or "" when it has none.</summary>
    public string OwnLog(string root) =>
        LogFile is { } name && ServerFolder(root) is { } folder && File.Exists(Path.Combine(folder, name))
            ? File.ReadAllText(Path.Combine(folder, name))
            : "";

    /// <summary>The throwaway server's folder in <paramref name="root"/>, or null when there is none.</summary>
    protected string? ServerFolder(string root) => Directory.GetDirectories(root, $"{FolderPrefix}-*").SingleOrDefault();
}
