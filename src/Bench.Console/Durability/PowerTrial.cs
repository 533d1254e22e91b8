using System.Diagnostics;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// One simulated power cut: <see cref="CrashWriter"/> runs under the simulator on a
/// <see cref="SimulatedFolder"/>; once its database and table exist, its process tree is stopped
/// and that state made durable (as a sync(2) would); it commits as the variant does (a row per
/// transaction, or a step's rows in one: <see cref="CrashRecovery.RowsPerCommit"/>) until it has acknowledged the cut's target count (or <see cref="LongestRun"/> passed), when the tree is
/// stopped again, the power switched off (nothing more becomes durable), the tree killed and every
/// file replaced by what was durable. The database is then reopened without the simulator
/// (<see cref="Engine.CrashRecovery"/>, the engine's recovery and integrity check) and every row counted: the acknowledged
/// rows it lacks, with the commits they belonged to, and the rows past them, where part of a commit would show.
/// </summary>
public static class PowerTrial
{
    /// <summary>The most acknowledgements a cut waits for: cut points are drawn log-uniformly from 1 to this.</summary>
    public const int LatestCut = 20_000;

    /// <summary>The longest a cut waits for its target: a slow engine under the simulator is cut here.</summary>
    public static readonly TimeSpan LongestRun = TimeSpan.FromSeconds(10);

    // A stopped process may hold an image's lock mid-sync: thaw, let it finish, stop again.
    private const int SyncAttempts = 50;

    /// <summary>
    /// The acknowledgement count cut number <paramref name="cut"/> of <paramref name="seed"/> waits for:
    /// log-uniform over 1..<paramref name="latestCut"/> (<see cref="LatestCut"/> unless a shorter check asks), so that as many cuts fall in the first ten commits as
    /// between 2,000 and 20,000 — the opening moments and the checkpoints, flushes and log switches later on.
    /// </summary>
    public static int TargetOf(int seed, int cut, int latestCut = LatestCut)
    {
        var uniform = SeededDraw.Uniform(seed, cut);
        return Math.Clamp((int)Math.Exp(uniform * Math.Log(latestCut + 1)), 1, latestCut);
    }

    /// <summary>Runs cut number <paramref name="cut"/> of <paramref name="seed"/> on <paramref name="engine"/> under <paramref name="variant"/> and <paramref name="model"/>, within <paramref name="span"/> (<see cref="CutSpan.Full"/> when null).</summary>
    public static PowerCutOutcome Run(Engine engine, Variant variant, int seed, int cut, FileSystemModel model = FileSystemModel.Posix, CutSpan? span = null)
    {
        span ??= CutSpan.Full;
        var rowsPerCommit = CrashRecovery.RowsPerCommit(variant);
        var target = TargetOf(seed, cut, LatestCommit(span, rowsPerCommit));
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, model, syncedWhole: engine.FilesWrittenPastTheInterposer);
        var moment = RunWriter(engine, variant, folder, target, span.LongestRun);
        folder.Cut();
        if (moment.Acknowledged == 0)
        {
            throw new InvalidOperationException($"the writer acknowledged no commit under the simulator: {moment.Errors}");
        }

        var reopened = Reopen(engine, folder.Root, moment.Database, moment.Rows);
        var lost = reopened.LostCommits(moment.Rows, rowsPerCommit);
        return new(cut, target, moment.Acknowledged, lost, reopened.Integrity,
            moment.Milliseconds, moment.SinceLastSyncMilliseconds, moment.Syncs, moment.SyncInFlight, moment.AcknowledgedBeforeLastSync,
            rowsPerCommit, reopened.LostRows(moment.Rows), moment.LostSpan(lost), reopened.Beyond)
        {
            EngineVersion = moment.EngineVersion,
        };
    }

    /// <summary>
    /// The most commits a cut of <paramref name="span"/> waits for when each carries <paramref name="rowsPerCommit"/> rows:
    /// the span's acknowledgements counted in rows, so that a Batch cut spans as many rows as a Default one (1 to 20 commits of 1,000).
    /// </summary>
    public static int LatestCommit(CutSpan span, int rowsPerCommit)
    {
        ArgumentNullException.ThrowIfNull(span);
        return Math.Max(1, span.LatestCut / rowsPerCommit);
    }

    private static CutMoment RunWriter(Engine engine, Variant variant, SimulatedFolder folder, int target, TimeSpan longestRun)
    {
        using var writer = new WriterChild(WriterStart(engine, variant, folder, CrashWriter.AfterSync));
        if (!writer.WaitUntilReady())
        {
            var (_, errors) = writer.Kill(folder.KillProcessesInside);
            return CutMoment.Failed(errors, writer.Database);
        }

        // The database and its table as created are the durable starting state: what a cut loses is the commits'.
        SyncStopped(folder, writer);
        var before = folder.Syncs;
        var clock = Stopwatch.StartNew();
        writer.Go();
        writer.WaitFor(target, longestRun, stopWriter: true);
        DurableSyncs syncs;
        long cutAt;
        using (FrozenProcesses.Freeze(writer.Id, folder.WorksIn))
        {
            cutAt = Stopwatch.GetTimestamp();
            clock.Stop();
            folder.PowerOff();
            syncs = folder.Syncs;
            var (acknowledged, errors) = writer.Kill(folder.KillProcessesInside);
            var rows = writer.AcknowledgedRows;
            var sinceLastSync = syncs.Finished > before.Finished ? Stopwatch.GetElapsedTime(syncs.LastEnd, cutAt).TotalMilliseconds : (double?)null;
            return new(acknowledged, rows, errors, writer.Database, clock.Elapsed.TotalMilliseconds, sinceLastSync,
                syncs.Finished - before.Finished, syncs.InFlight, writer.AcknowledgedBefore(syncs.LastStart), writer.AcknowledgedAt, cutAt)
            {
                EngineVersion = writer.EngineVersion,
            };
        }
    }

    /// <summary>
    /// The writer's start under the simulator on <paramref name="folder"/>, its third argument <paramref name="option"/>; the
    /// folder is in its setup (<see cref="SimulatedFolder.BeginSetup"/>) until <see cref="SyncStopped"/> takes the starting state.
    /// </summary>
    internal static ProcessStartInfo WriterStart(Engine engine, Variant variant, SimulatedFolder folder, string option)
    {
        ArgumentNullException.ThrowIfNull(folder);
        folder.BeginSetup();
        var start = ConsoleProcess.StartInfo(CrashWriter.Verb, engine.Name, variant.ToString(), option);
        start.RedirectStandardInput = true;
        start.Environment[ScratchFolder.ParentVariable] = folder.Root;
        // A throwaway server makes its folder in the temp folder: inside the simulated one, and it inherits the interposer.
        start.Environment["TMPDIR"] = folder.Root;
        foreach (var (name, value) in PowerTargets.Recovery(engine).WriterEnvironment(folder.Beside))
        {
            start.Environment[name] = value;
        }

        folder.Attach(start);
        return start;
    }

    // The starting state's sync with every writer process stopped, so no write of theirs races the copy.
    internal static void SyncStopped(SimulatedFolder folder, WriterChild writer)
    {
        for (var attempt = 0; attempt < SyncAttempts; attempt++)
        {
            using (FrozenProcesses.Freeze(writer.Id, folder.WorksIn))
            {
                if (folder.TrySync())
                {
                    return;
                }
            }

            Thread.Sleep(5);
        }

        throw new IOException($"the starting state could not be made durable: a writer process held an image's lock in {SyncAttempts} freezes");
    }

    // The integrity verdict and the acknowledged rows present, or "unopenable: why" and no count.
    internal static CrashReopened Reopen(Engine engine, string root, string? database, long acknowledgedRows)
    {
        try
        {
            return PowerTargets.Recovery(engine).Reopen(new CrashScene(root, database, CrashWriter.Table, acknowledgedRows));
        }
#pragma warning disable CA1031 // whatever the engine throws on a damaged file is this cut's finding, not the end of the check
        catch (Exception e)
#pragma warning restore CA1031
        {
            return CrashReopened.Unopenable($"{e.GetType().Name}: {e.Message.ReplaceLineEndings(" ")}");
        }
    }

    // What the cut found: commits acknowledged and the rows they carried, and when the cut fell relative to the start, to the
    // last sync and to each acknowledgement.
    private sealed record CutMoment(
        long Acknowledged, long Rows, string Errors, string? Database, double Milliseconds, double? SinceLastSyncMilliseconds,
        long Syncs, bool SyncInFlight, long AcknowledgedBeforeLastSync, IReadOnlyList<long> AcknowledgedAt, long CutAt)
    {
        public static CutMoment Failed(string errors, string? database) => new(0, 0, errors, database, 0, null, 0, false, 0, [], 0);

        // The engine's build the writer reported, or null.
        public string? EngineVersion { get; init; }

        // The time from the acknowledgement of the first of the last `lost` commits (rows come back as a prefix) to the cut;
        // an acknowledgement still in the pipe at the cut, read after it, counts as made at the cut.
        public double? LostSpan(long lost) => lost > 0 && AcknowledgedAt.Count >= lost
            ? Math.Max(0, Stopwatch.GetElapsedTime(AcknowledgedAt[(int)(AcknowledgedAt.Count - lost)], CutAt).TotalMilliseconds)
            : null;
    }
}
