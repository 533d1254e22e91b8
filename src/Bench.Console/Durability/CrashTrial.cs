using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// One crash trial: starts <see cref="CrashWriter"/> in a child process on a data folder of its
/// own, waits for a number of acknowledged commits, kills the child with SIGKILL while it keeps
/// committing, then reopens the database (<see cref="Engine.CrashRecovery"/>) and counts the
/// acknowledged rows it lacks. The folder is deleted afterwards.
/// </summary>
public static class CrashTrial
{
    /// <summary>Runs the trial of <paramref name="engine"/> under <paramref name="variant"/>, killing the child after <paramref name="acknowledgements"/> acks.</summary>
    public static CrashResult Run(Engine engine, Variant variant, int acknowledgements)
    {
        var folder = Path.Combine(ScratchFolder.ParentPath, "crash-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(folder);
        try
        {
            var recovery = PowerTargets.Recovery(engine);
            var (acknowledged, rows, error) = RunChild(engine, variant, folder, acknowledgements);
            if (acknowledged == 0)
            {
                return new(engine.Name, variant, 0, 0, "-", recovery.CheckName, $"the writer acknowledged no commit: {error}");
            }

            var reopened = recovery.Reopen(new CrashScene(folder, null, CrashWriter.Table, rows));
            var rowsPerCommit = CrashRecovery.RowsPerCommit(variant);
            // A commit in part is damage the engine's own check does not look for: it fails the verdict here.
            var integrity = reopened.HoldsPartOfACommit(rows, rowsPerCommit) ? $"{reopened.Integrity}; part of a commit present" : reopened.Integrity;
            return new(engine.Name, variant, acknowledged, reopened.LostCommits(rows, rowsPerCommit), integrity, recovery.CheckName);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static (long Acknowledged, long Rows, string Error) RunChild(Engine engine, Variant variant, string folder, int acknowledgements)
    {
        var start = ConsoleProcess.StartInfo(CrashWriter.Verb, engine.Name, variant.ToString());
        start.Environment[ScratchFolder.ParentVariable] = folder;
        using var child = new WriterChild(start);
        child.WaitFor(acknowledgements);
        var (acknowledged, error) = child.Kill();
        return (acknowledged, child.AcknowledgedRows, error);
    }
}
