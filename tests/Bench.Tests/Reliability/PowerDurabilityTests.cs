using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Console;
using EmbeddedDbBench.Tests.Instruments;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// The short power check, held to SQLite's documented guarantees (https://www.sqlite.org/pragma.html#pragma_synchronous,
/// https://www.sqlite.org/wal.html) under both file-system models: synchronous=OFF never syncs, so every
/// cut loses what it acknowledged (a simulator under which it loses nothing is wrong); DELETE journal
/// with synchronous=FULL (Default) loses at most the last commit, whose journal's unlink was not yet
/// made durable; WAL with synchronous=NORMAL loses only commits acknowledged after the last sync
/// (its checkpoint) started; none leaves the database failing its integrity check.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class PowerDurabilityTests
{
    private const int Seed = 27;

    [PowerCutFact]
    public void SyncOff_loses_acknowledged_commits_in_every_cut_through_the_command()
    {
        using var artifacts = new TemporaryArtifacts();
        var before = SimulatedFolders();

        var exitCode = SuiteRunner.Run([PowerCheck.Verb, "Sqlite.MicrosoftData", "--variant", "SyncOff", "--cuts", "2", "--seed", "27", "--model", "both"]);

        Assert.Equal(0, exitCode);
        var results = PowerCheck.Load(Path.Combine(artifacts.Path, "results"));
        Assert.Equal(FileSystemModels.All, results.Select(r => r.Model).Order());
        foreach (var result in results)
        {
            Assert.Equal(2, result.Cuts.Count);
            Assert.All(result.Cuts, cut => Assert.True(cut.Lost > 0, $"{FileSystemModels.NameOf(result.Model)} cut {cut.Cut}: {cut.Acknowledged} acknowledged, none lost"));
            // SyncOff syncs nothing, so a cut loses all it acknowledged, or what the OS had not written back by then.
            Assert.StartsWith(
                result.LostAllAcknowledged ? $"power cut ({FileSystemModels.NameOf(result.Model)}): 2 of 2 cuts lost all they acknowledged (up to " : $"power cut ({FileSystemModels.NameOf(result.Model)}): 2 of 2 cuts lost acknowledged commits (at most ",
                result.Summary, StringComparison.Ordinal);
        }

        Assert.Empty(Lingering([.. SimulatedFolders().Except(before)]));
    }

    [PowerCutTheory]
    [InlineData(FileSystemModel.Posix)]
    [InlineData(FileSystemModel.Journaled)]
    public void Default_loses_its_last_commit_when_cut_right_behind_it_and_never_more(FileSystemModel model)
    {
        // Under DELETE + FULL the commit is the journal's unlink, which only a later sync makes durable (the next
        // transaction's directory sync, or under the journaled model any fsync); cut right behind its acknowledgement,
        // the journal comes back hot and rolls that one commit back. A simulator that kept it would pass a bound alone.
        var cuts = CutsAimedAt(Seed, 1, 300, count: 6);
        Assert.Equal(6, cuts.Length);
        var exact = 0;
        foreach (var cut in cuts)
        {
            var outcome = PowerTrial.Run(new MicrosoftSqliteEngine(), Variant.Default, Seed, cut, model);

            Assert.Equal("ok", outcome.Integrity);
            Assert.InRange(outcome.Lost, 0, 1);
            // How far back the loss reached: from its commit's acknowledgement to the cut, within the run; none without a loss.
            Assert.Equal(outcome.Lost > 0, outcome.LostSpanMilliseconds is not null);
            Assert.InRange(outcome.LostSpanMilliseconds ?? 0, 0, outcome.Milliseconds);
            if (StoppedRightBehind(outcome))
            {
                Assert.True(outcome.Lost == 1, $"cut {cut}: stopped right behind acknowledgement {outcome.Target} with no sync since, and it survived");
                if (++exact == 2)
                {
                    break;
                }
            }
        }

        // The writer is stopped through a pipe, so it can commit a few more before it stops: most cuts still land exactly.
        Assert.True(exact > 0, $"none of {cuts.Length} cuts stopped the writer right behind its target");
    }

    [PowerCutTheory]
    [InlineData(FileSystemModel.Posix)]
    [InlineData(FileSystemModel.Journaled)]
    public void Batch_loses_at_most_its_last_batch_and_counts_its_rows(FileSystemModel model)
    {
        // Batch keeps Default's DELETE + FULL and commits a step's 1,000 rows at once: cut right behind a batch's
        // acknowledgement, the hot journal rolls the whole batch back — one commit, 1,000 rows — and never more.
        var latest = PowerTrial.LatestCommit(CutSpan.Full, CrashRecovery.StepRows);
        var cuts = Enumerable.Range(0, 1000).Where(cut => PowerTrial.TargetOf(Seed, cut, latest) <= 5).Take(6).ToArray();
        var exact = 0;
        foreach (var cut in cuts)
        {
            var outcome = PowerTrial.Run(new MicrosoftSqliteEngine(), Variant.Batch, Seed, cut, model);

            Assert.Equal("ok", outcome.Integrity);
            Assert.Equal(CrashRecovery.StepRows, outcome.RowsPerCommit);
            Assert.InRange(outcome.Lost, 0, 1);
            Assert.Equal(outcome.Lost * CrashRecovery.StepRows, outcome.RowsLost);
            // Every row counted: past the acknowledged ones, none or the whole batch the writer made before it was stopped.
            Assert.Contains(outcome.RowsBeyond, new long?[] { 0, CrashRecovery.StepRows });
            Assert.False(outcome.PartOfACommit);
            if (StoppedRightBehind(outcome))
            {
                Assert.True(outcome.RowsLost == CrashRecovery.StepRows, $"cut {cut}: stopped right behind batch {outcome.Target} with no sync since, and {outcome.RowsLost} rows were lost");
                exact++;
            }
        }

        Assert.True(exact > 0, $"none of {cuts.Length} cuts stopped the writer right behind its target");
    }

    [PowerCutTheory]
    [InlineData(FileSystemModel.Posix)]
    [InlineData(FileSystemModel.Journaled)]
    public void Wal_loses_what_was_acknowledged_after_its_last_checkpoint_synced_and_only_that(FileSystemModel model)
    {
        // WAL with synchronous=NORMAL syncs only at a checkpoint (every 1,000 pages by default): before the first one,
        // every commit since the starting state is lost; past it, the last checkpoint's commits survive and the later ones are lost.
        var early = CutsAimedAt(Seed, 1, 200, count: 1);
        var late = CutsAimedAt(Seed, 3000, 20_000, count: 1);
        Assert.Single(early);
        Assert.Single(late);

        var before = PowerTrial.Run(new SystemDataSqliteEngine(), Variant.Wal, Seed, early[0], model);
        Assert.Equal("ok", before.Integrity);
        Assert.True(before.Syncs == 0 && before.Lost == before.Acknowledged, $"before the first checkpoint: {before.Lost} of {before.Acknowledged} lost, {before.Syncs} syncs");

        var after = PowerTrial.Run(new SystemDataSqliteEngine(), Variant.Wal, Seed, late[0], model);
        Assert.Equal("ok", after.Integrity);
        Assert.Equal(0, after.LostBeforeLastSync);
        Assert.True(after.Syncs > 0 && after.Lost < after.Acknowledged, $"past the checkpoints: {after.Lost} of {after.Acknowledged} lost, {after.Syncs} syncs");
        // Unless the commit the cut waited for was the one whose checkpoint synced (it returns after that sync).
        Assert.True(after.Lost > 0 || after.Acknowledged <= after.AcknowledgedBeforeLastSync + 1, $"{after.Acknowledged} acknowledged, {after.AcknowledgedBeforeLastSync} before the last sync, none lost");
    }

    [PowerCutTheory]
    [InlineData(Variant.Extra, FileSystemModel.Posix)]
    [InlineData(Variant.Extra, FileSystemModel.Journaled)]
    [InlineData(Variant.WalFull, FileSystemModel.Posix)]
    [InlineData(Variant.WalFull, FileSystemModel.Journaled)]
    public void Extra_and_wal_with_full_lose_no_acknowledged_commit(Variant variant, FileSystemModel model)
    {
        // DELETE + EXTRA syncs the journal's directory after its unlink; WAL + FULL syncs the WAL at every commit.
        var cuts = CutsAimedAt(Seed, 1, 100, count: 1).Concat(CutsAimedAt(Seed, 1000, 2000, count: 1)).ToArray();
        Assert.Equal(2, cuts.Length);
        foreach (var cut in cuts)
        {
            var outcome = PowerTrial.Run(new MicrosoftSqliteEngine(), variant, Seed, cut, model);

            Assert.Equal("ok", outcome.Integrity);
            Assert.True(outcome.Lost == 0, $"cut {cut}: {outcome.Lost} of {outcome.Acknowledged} acknowledged commits lost");
        }
    }

    // Right behind its target: nothing acknowledged past it, no sync under way, and none started since its acknowledgement.
    // The writer can reach the next transaction's journal sync before the pipe stops it (under load: seen under two busy
    // loops, a sync after batch 3's acknowledgement), which makes the unlink durable: then the commit rightly survives.
    private static bool StoppedRightBehind(PowerCutOutcome outcome) =>
        outcome.Acknowledged == outcome.Target && !outcome.SyncInFlight && outcome.AcknowledgedBeforeLastSync < outcome.Target;

    // The first cuts of seed whose targets fall in [least, most]: a cut point chosen by its number, as --cut repeats it.
    private static int[] CutsAimedAt(int seed, int least, int most, int count) =>
        [.. Enumerable.Range(0, 1000).Where(cut => PowerTrial.TargetOf(seed, cut) is var target && target >= least && target <= most).Take(count)];

    // Another check running beside the test may have folders of its own there.
    // The folders still there after a minute: one the command left stays, while one of another process beside it (a
    // reference run's checks on the same machine) goes when that process's cut ends, seconds later.
    private static string[] Lingering(string[] folders)
    {
        var deadline = DateTime.UtcNow.AddMinutes(1);
        while (folders.Length > 0 && DateTime.UtcNow < deadline)
        {
            Thread.Sleep(500);
            folders = [.. folders.Where(Directory.Exists)];
        }

        return folders;
    }

    private static string[] SimulatedFolders() => Directory.Exists(EmbeddedDbBench.Engines.ScratchFolder.ParentPath)
        ? Directory.GetDirectories(EmbeddedDbBench.Engines.ScratchFolder.ParentPath, "power-*")
        : [];

    [PowerCutFact]
    public void A_cut_without_a_seed_is_one_clear_error()
    {
        using var artifacts = new TemporaryArtifacts();

        var (exitCode, error) = ConsoleErrors.Run(PowerCheck.Verb, "--cut", "3");

        Assert.Equal(2, exitCode);
        Assert.Equal("error: power-check: --cut repeats a cut of a seed: give --seed too.", error);
    }
}
