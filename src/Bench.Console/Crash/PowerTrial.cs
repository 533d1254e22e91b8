using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.PowerCut;

namespace EmbeddedDbBench.Console.Crash;

/// <summary>
/// One simulated power cut: <see cref="CrashWriter"/> runs under the simulator on a
/// <see cref="SimulatedFolder"/>; once its database and table exist they are made durable (as a
/// sync(2) would), it commits one row per transaction, and when it has acknowledged the cut's
/// target count it is killed with SIGKILL and every file becomes what was durable. The database
/// is then reopened without the simulator (<see cref="CrashReopen"/>, the engine's recovery and
/// integrity check) and the acknowledged rows it lacks are counted.
/// </summary>
public static class PowerTrial
{
    /// <summary>The most acknowledgements a cut waits for: cut points are drawn from 1 to this.</summary>
    public const int LatestCut = 150;

    /// <summary>The acknowledgement count cut number <paramref name="cut"/> of <paramref name="seed"/> waits for.</summary>
    public static int TargetOf(int seed, int cut) => new Random(unchecked(seed * 7919 + cut)).Next(1, LatestCut + 1);

    /// <summary>Runs cut number <paramref name="cut"/> of <paramref name="seed"/> on <paramref name="engine"/> under <paramref name="variant"/>.</summary>
    public static PowerCutOutcome Run(Engine engine, Variant variant, int seed, int cut)
    {
        var target = TargetOf(seed, cut);
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath);
        var (acknowledged, errors, database) = RunWriter(engine, variant, folder, target);
        folder.Cut();
        if (acknowledged == 0)
        {
            throw new InvalidOperationException($"the writer acknowledged no commit under the simulator: {errors}");
        }

        return Reopen(engine, folder.Root, database, acknowledged) switch
        {
            (var integrity, { } present) => new(cut, target, acknowledged, acknowledged - present, integrity),
            (var unopenable, null) => new(cut, target, acknowledged, acknowledged, unopenable),
        };
    }

    private static (long Acknowledged, string Errors, string? Database) RunWriter(Engine engine, Variant variant, SimulatedFolder folder, int target)
    {
        var start = ConsoleProcess.StartInfo(CrashWriter.Verb, engine.Name, variant.ToString(), CrashWriter.AfterSync);
        start.RedirectStandardInput = true;
        start.Environment[ScratchFolder.ParentVariable] = folder.Root;
        // A throwaway server makes its folder in the temp folder: inside the simulated one, and it inherits the interposer.
        start.Environment["TMPDIR"] = folder.Root;
        folder.Attach(start);
        using var writer = new WriterChild(start);
        if (writer.WaitUntilReady())
        {
            // The database and its table as created are the durable starting state: what a cut loses is the commits'.
            folder.Sync();
            writer.Go();
            writer.WaitFor(target);
        }

        var (acknowledged, errors) = writer.Kill(folder.KillProcessesInside);
        return (acknowledged, errors, writer.Database);
    }

    // The integrity verdict and the acknowledged rows present, or "unopenable: why" and no count.
    private static (string Integrity, long? Present) Reopen(Engine engine, string root, string? database, long acknowledged)
    {
        if (ServerReopen.Supports(engine))
        {
            return Guarded(() => ServerReopen.Verify(engine, root, database ?? "", CrashWriter.Table, acknowledged));
        }

        if (!Directory.EnumerateFiles(root, "bench.*", SearchOption.AllDirectories).Any(f => Path.GetExtension(f) is ".db" or ".duckdb" or ".fdb"))
        {
            return ("unopenable: the database file is gone", null);
        }

        return Guarded(() => CrashReopen.Verify(engine, root, CrashWriter.Table, acknowledged));
    }

    private static (string Integrity, long? Present) Guarded(Func<(string Integrity, long Present)> verify)
    {
        try
        {
            var (integrity, present) = verify();
            return (integrity, present);
        }
#pragma warning disable CA1031 // whatever the engine throws on a damaged file is this cut's finding, not the end of the check
        catch (Exception e)
#pragma warning restore CA1031
        {
            return ($"unopenable: {e.GetType().Name}: {e.Message.ReplaceLineEndings(" ")}", null);
        }
    }
}
