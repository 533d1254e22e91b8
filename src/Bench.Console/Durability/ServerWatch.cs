using System.Diagnostics;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Servers;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The server a <c>fault-check</c> writer started in its simulated folder, watched from the fault's arming to the cut:
/// whether its main process stopped, whether it restarted its own processes (<see cref="ServerCrashRecovery.RestartedItselfLine"/>),
/// and the lines of note it logged meanwhile (its output, copied through <see cref="ThrowawayServer.LogCopyVariable"/>,
/// and its own log file). A server that stopped is restarted by the check from its data folder after the cut, as
/// <c>power-check</c> restarts one.
/// </summary>
public sealed partial class ServerWatch
{
    /// <summary>The server ran on through the fault.</summary>
    public const string KeptRunning = "kept running";

    /// <summary>The server restarted its processes by itself (a crash and its recovery) and took connections again.</summary>
    public const string CameBackItself = "came back by itself";

    /// <summary>The server's main process ended; the check restarted it from its data folder to count.</summary>
    public const string Stopped = "stopped; restarted by the check";

    // The most log lines a trial keeps: the first of a crash tell what happened.
    private const int KeptLines = 8;

    private readonly ServerCrashRecovery _recovery;
    private readonly string _root;
    private readonly string _logCopy;
    private int? _processId;
    private int _copyStart;
    private int _ownStart;

    private ServerWatch(ServerCrashRecovery recovery, string root, string logCopy) => (_recovery, _root, _logCopy) = (recovery, root, logCopy);

    /// <summary>
    /// A watch on the server <paramref name="engine"/>'s writer will start in <paramref name="folder"/>, its output
    /// copied to a file beside the folder's root through <paramref name="writerStart"/>; null for an embedded engine.
    /// </summary>
    public static ServerWatch? For(Engine engine, SimulatedFolder folder, ProcessStartInfo writerStart)
    {
        ArgumentNullException.ThrowIfNull(folder);
        ArgumentNullException.ThrowIfNull(writerStart);
        if (PowerTargets.Recovery(engine) is not ServerCrashRecovery recovery)
        {
            return null;
        }

        // Outside the root: neither a fault nor the cut reaches it, and it goes with the folder.
        var logCopy = Path.Combine(Path.GetDirectoryName(folder.Root)!, "server-output.log");
        writerStart.Environment[ThrowawayServer.LogCopyVariable] = logCopy;
        return new(recovery, folder.Root, logCopy);
    }

    /// <summary>Notes the server's main process and where its logs stand, as the fault is armed.</summary>
    public void Arm()
    {
        _processId = _recovery.ServerProcessId(_root);
        _copyStart = CopiedLog().Length;
        _ownStart = _recovery.OwnLog(_root).Length;
    }

    /// <summary>True once the main process noted at <see cref="Arm"/> is gone (or a zombie), or none was found.</summary>
    public bool HasStopped => _processId is not { } pid || !Alive(pid);

    /// <summary>How the server went on, as it stands now: <see cref="Stopped"/>, <see cref="CameBackItself"/> or <see cref="KeptRunning"/>.</summary>
    public string Course() =>
        HasStopped ? Stopped
        : _recovery.RestartedItselfLine is { } restarted && LoggedSinceArming().Contains(restarted, StringComparison.Ordinal) ? CameBackItself
        : KeptRunning;

    /// <summary>The lines of note (a panic, an error, a crash and its restart) logged since <see cref="Arm"/>, the simulated root read as <paramref name="dataFolder"/>, without their time stamps.</summary>
    public IReadOnlyList<string> LinesOfNote(string dataFolder) =>
        [.. LoggedSinceArming().Split('\n')
            .Where(line => Noteworthy().IsMatch(line))
            .Select(line => Unstamped(line.Replace(_root, dataFolder, StringComparison.Ordinal)))
            .Distinct(StringComparer.Ordinal)
            .Take(KeptLines)];

    /// <summary>A server's log line without the date, time and process its server stamped it with.</summary>
    public static string Unstamped(string line) => Stamp().Replace(line, "").Trim();

    private string LoggedSinceArming()
    {
        var copied = CopiedLog();
        var own = _recovery.OwnLog(_root);
        return $"{copied[Math.Min(_copyStart, copied.Length)..]}\n{own[Math.Min(_ownStart, own.Length)..]}";
    }

    private string CopiedLog() => File.Exists(_logCopy) ? File.ReadAllText(_logCopy) : "";

    // A zombie has ended: only its parent has yet to reap it.
    private static bool Alive(int pid) => ProcessStat.Of(pid) is { State: not 'Z' };

    [GeneratedRegex(@"PANIC|FATAL|ERROR|terminated by signal|reinitializing|[Aa]bort|[Ss]hutdown|ready to accept", RegexOptions.None, 1000)]
    private static partial Regex Noteworthy();

    // PostgreSQL's "2026-11-27 21:24:51.123 UTC [31994] " and MariaDB's "2026-11-27 21:24:51 0 " before the message;
    // MariaDB pads an hour below 10 with a space ("2026-11-28  0:28:44 0 ") and stamps its crash report "261128  0:28:44 ".
    [GeneratedRegex(@"^(\d{4}-\d\d-\d\d|\d{6})[ T] ?[\d:.]+( [A-Z]{3,4})?( \[\d+\]| \d+)?\s+", RegexOptions.None, 1000)]
    private static partial Regex Stamp();
}
