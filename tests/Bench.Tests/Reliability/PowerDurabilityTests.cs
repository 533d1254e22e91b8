using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
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
        Assert.Equal(["journaled", "posix"], results.Select(r => r.Model).Order(StringComparer.Ordinal));
        foreach (var result in results)
        {
            Assert.Equal(2, result.Cuts.Count);
            Assert.All(result.Cuts, cut => Assert.True(cut.Lost > 0, $"{result.Model} cut {cut.Cut}: {cut.Acknowledged} acknowledged, none lost"));
            Assert.StartsWith($"power cut ({result.Model}): 2 of 2 cuts lost acknowledged commits (at most ", result.Summary, StringComparison.Ordinal);
        }

        Assert.Empty(SimulatedFolders().Except(before));
    }

    [PowerCutTheory]
    [InlineData(FileSystemModel.Posix)]
    [InlineData(FileSystemModel.Journaled)]
    public void Default_loses_at_most_its_last_commit_and_stays_intact(FileSystemModel model)
    {
        foreach (var cut in CutsAimedAt(Seed, 1, 300, count: 2))
        {
            var outcome = PowerTrial.Run(new MicrosoftSqliteEngine(), Variant.Default, Seed, cut, model);

            Assert.Equal("ok", outcome.Integrity);
            Assert.InRange(outcome.Lost, 0, 1);
        }
    }

    [PowerCutTheory]
    [InlineData(FileSystemModel.Posix)]
    [InlineData(FileSystemModel.Journaled)]
    public void Wal_loses_only_what_was_acknowledged_after_its_last_checkpoint_synced(FileSystemModel model)
    {
        // One cut before the first automatic checkpoint (1,000 pages), one well past it.
        foreach (var cut in CutsAimedAt(Seed, 1, 200, count: 1).Concat(CutsAimedAt(Seed, 3000, 20_000, count: 1)))
        {
            var outcome = PowerTrial.Run(new SystemDataSqliteEngine(), Variant.Wal, Seed, cut, model);

            Assert.Equal("ok", outcome.Integrity);
            Assert.Equal(0, outcome.LostBeforeLastSync);
            if (outcome.Acknowledged > 3000)
            {
                // Checkpoints ran and synced: the commits before the last one survived.
                Assert.True(outcome.Syncs > 0 && outcome.Lost < outcome.Acknowledged, $"{outcome.Acknowledged} acknowledged, {outcome.Lost} lost, {outcome.Syncs} syncs");
            }
        }
    }

    [PowerCutTheory]
    [InlineData(Variant.Extra, FileSystemModel.Posix)]
    [InlineData(Variant.Extra, FileSystemModel.Journaled)]
    [InlineData(Variant.WalFull, FileSystemModel.Posix)]
    [InlineData(Variant.WalFull, FileSystemModel.Journaled)]
    public void Extra_and_wal_with_full_lose_no_acknowledged_commit(Variant variant, FileSystemModel model)
    {
        // DELETE + EXTRA syncs the journal's directory after its unlink; WAL + FULL syncs the WAL at every commit.
        foreach (var cut in CutsAimedAt(Seed, 1, 100, count: 1).Concat(CutsAimedAt(Seed, 1000, 2000, count: 1)))
        {
            var outcome = PowerTrial.Run(new MicrosoftSqliteEngine(), variant, Seed, cut, model);

            Assert.Equal("ok", outcome.Integrity);
            Assert.True(outcome.Lost == 0, $"cut {cut}: {outcome.Lost} of {outcome.Acknowledged} acknowledged commits lost");
        }
    }

    // The first cuts of seed whose targets fall in [least, most]: a cut point chosen by its number, as --cut repeats it.
    private static IEnumerable<int> CutsAimedAt(int seed, int least, int most, int count) =>
        Enumerable.Range(0, 1000).Where(cut => PowerTrial.TargetOf(seed, cut) is var target && target >= least && target <= most).Take(count);

    // Another check running beside the test may have folders of its own there.
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
