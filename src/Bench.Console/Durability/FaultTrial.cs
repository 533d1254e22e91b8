using System.Diagnostics;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// One injected fault: <see cref="FaultWriter"/> runs under the simulator with the fault drawn at an eligible call
/// (<see cref="PointOf"/>), counted from the durable starting state; once the interposer injected it, the check waits
/// for the application to see it, clears it (frees space after a full disk; a failed fsync is over once returned), lets
/// the writer go on for a drawn number of acknowledgements, then cuts the power as <see cref="PowerTrial"/> does
/// (journaled model: ext4 and XFS, the file systems of the fsync study) and reopens the database to count what was lost.
/// A server is watched meanwhile (<see cref="ServerWatch"/>): one that stopped is restarted by the reopening, from the
/// data folder the cut left, as <see cref="PowerTrial"/> restarts one.
/// </summary>
public static class FaultTrial
{
    /// <summary>The latest fsync, fdatasync or synchronous write of a file a failure is drawn at (SQLite's WAL with synchronous=NORMAL makes two fsyncs a checkpoint).</summary>
    public const int LatestFsync = 16;

    /// <summary>The file-system model every trial's folder, and so its final cut, runs under.</summary>
    public const FileSystemModel Model = FileSystemModel.Journaled;

    /// <summary>The most acknowledgements after the fault the final cut waits for.</summary>
    public const int LatestCutAfter = 200;

    /// <summary>The longest the writer is given to reach the drawn call.</summary>
    public static readonly TimeSpan InjectionWait = TimeSpan.FromSeconds(20);

    /// <summary>What a message's path to the trial's simulated folder reads as.</summary>
    public const string DataFolder = "<data>";

    // How long the application has to see an injected fault at a commit, and the writer to go on after the clearing.
    private static readonly TimeSpan _errorWait = TimeSpan.FromSeconds(2);
    private static readonly TimeSpan _afterWait = TimeSpan.FromSeconds(5);
    private static readonly TimeSpan _serverWait = TimeSpan.FromSeconds(3);
    private static readonly TimeSpan _serverRecoveryWait = TimeSpan.FromSeconds(75);

    /// <summary>
    /// The eligible call trial <paramref name="trial"/> of <paramref name="seed"/> injects <paramref name="kind"/> at on
    /// <paramref name="engine"/>, drawn log-uniformly up to the engine's latest growing call (<see cref="Core.Durability.CrashRecovery.LatestGrowingCall"/>)
    /// or <see cref="LatestFsync"/>.
    /// </summary>
    public static int PointOf(Engine engine, FaultKind kind, int seed, int trial) =>
        PowerTrial.TargetOf(seed, trial, kind switch
        {
            FaultKind.DiskFull => PowerTargets.Recovery(engine).LatestGrowingCall,
            FaultKind.FsyncError => LatestFsync,
        });

    /// <summary>The acknowledgements after the clearing the final cut of trial <paramref name="trial"/> waits for, drawn log-uniformly.</summary>
    public static int CutAfterOf(int seed, int trial) => PowerTrial.TargetOf(unchecked(seed * 31 + 17), trial, LatestCutAfter);

    /// <summary>Runs trial <paramref name="trial"/> of <paramref name="seed"/>: <paramref name="kind"/> injected into <paramref name="engine"/> under <paramref name="variant"/>.</summary>
    public static FaultOutcome Run(Engine engine, Variant variant, FaultKind kind, int seed, int trial)
    {
        ArgumentNullException.ThrowIfNull(engine);
        var (point, cutAfter) = (PointOf(engine, kind, seed, trial), CutAfterOf(seed, trial));
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, Model, syncedWhole: engine.FilesWrittenPastTheInterposer, fault: new(kind, point));
        var start = PowerTrial.WriterStart(engine, variant, folder, FaultWriter.Option);
        var server = ServerWatch.For(engine, folder, start);
        using var writer = new WriterChild(start);
        if (!writer.WaitUntilReady())
        {
            return FaultOutcome.Failed(trial, point, cutAfter, $"the writer did not start: {writer.Kill(folder.KillProcessesInside).Errors}");
        }

        PowerTrial.SyncStopped(folder, writer);
        server?.Arm();
        folder.ArmFault();
        writer.Go();
        if (!WaitUntil(() => folder.FaultInjected is not null, InjectionWait))
        {
            var errors = writer.Kill(folder.KillProcessesInside).Errors;
            return FaultOutcome.Failed(trial, point, cutAfter, $"{folder.FaultNotInjected()} in {InjectionWait.TotalSeconds:N0} s{(errors.Length > 0 ? $" ({errors})" : "")}")
                with { NoEligibleCall = folder.NoEligibleCall, EngineVersion = writer.EngineVersion };
        }

        var acknowledgedAtInjection = writer.Acknowledged;
        WaitUntil(() => writer.Faults.Count > 0, _errorWait);
        // A server that crashes on the fault stops, or restarts itself, a moment after its client saw the error.
        WaitUntil(() => server is null || server.Course() != ServerWatch.KeptRunning, _serverWait);
        if (InjectedFault.LastsUntilCleared(kind))
        {
            folder.FreeSpace();
        }

        // Read by a writer waiting after its first failure; a writer that saw none reads no input again.
        writer.Tell(FaultWriter.Cleared);
        var acknowledgedAtClearing = writer.Acknowledged;
        if (server is not null)
        {
            // A server that restarted itself takes connections again only after its crash recovery; one whose main
            // process ended never does (nothing restarts it until the check's reopening), so waiting on it is waiting out the clock.
            WaitUntil(() => writer.Acknowledged > acknowledgedAtClearing || writer.Faults.Any(f => f.Stage == FaultWriter.Stages[^1]) || server.HasStopped,
                _serverRecoveryWait);
        }

        writer.WaitFor(acknowledgedAtClearing + cutAfter, _afterWait, stopWriter: true);
        var drawn = new FaultOutcome(trial, point, cutAfter, null, [], "", 0, 0, 0, "",
            Server: server?.Course(), ServerLog: server?.LinesOfNote(DataFolder), KeptAfterFailing: writer.KeptAfterFailing)
        {
            EngineVersion = writer.EngineVersion,
        };
        return CutAndCount(engine, folder, writer, drawn, acknowledgedAtInjection, acknowledgedAtClearing);
    }

    // The final cut (the whole tree stopped, the power off, the tree killed), the reopening and the count.
    private static FaultOutcome CutAndCount(Engine engine, SimulatedFolder folder, WriterChild writer, FaultOutcome drawn, long atInjection, long atClearing)
    {
        long acknowledged;
        DurableSyncs syncs;
        using (FrozenProcesses.Freeze(writer.Id, folder.WorksIn))
        {
            folder.PowerOff();
            syncs = folder.Syncs;
            acknowledged = writer.Kill(folder.KillProcessesInside).Acknowledged;
        }

        folder.Cut();
        var reopened = PowerTrial.Reopen(engine, folder.Root, writer.Database, acknowledged);
        // The trial's own folder named the same in every trial, so that the same message reads the same.
        var seen = writer.Faults.Select(f => f with { Message = InDataFolder(f.Message, folder.Root) }).ToArray();
        var lost = acknowledged - (reopened.Present ?? 0);
        return drawn with
        {
            Injected = folder.FaultInjected is { } injected ? InDataFolder(injected, folder.Root) : null,
            Seen = seen,
            AfterFault = FaultOutcome.Behaviour(seen, acknowledged - atClearing),
            CommittedAfterFault = acknowledged - atInjection,
            Acknowledged = acknowledged,
            Lost = lost,
            Integrity = reopened.Integrity,
            LostBeforeLastSync = Math.Max(0, writer.AcknowledgedBefore(syncs.LastStart) - (acknowledged - lost)),
        };
    }

    // The simulated root and the scratch folder the writer made inside it (a GUID's 32 digits) read as DataFolder.
    private static string InDataFolder(string text, string root) =>
        Regex.Replace(text, Regex.Escape(root) + "(/[0-9a-f]{32})?", DataFolder, RegexOptions.None, TimeSpan.FromSeconds(1));

    private static bool WaitUntil(Func<bool> condition, TimeSpan longest)
    {
        var clock = Stopwatch.StartNew();
        while (!condition())
        {
            if (clock.Elapsed > longest)
            {
                return false;
            }

            Thread.Sleep(5);
        }

        return true;
    }
}
