using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Crash;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// The short power check: a few simulated power cuts of SQLite's Default, SyncOff and Wal. SyncOff
/// never syncs, so every cut must lose what it acknowledged (a simulator under which it loses
/// nothing is wrong); DELETE journal with synchronous=FULL (Default) can lose only the last commit,
/// whose journal's unlink was never synced in its directory; WAL may lose commits, never integrity.
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

        var exitCode = SuiteRunner.Run([PowerCheck.Verb, "Sqlite.MicrosoftData", "--variant", "SyncOff", "--cuts", "2", "--seed", "27"]);

        Assert.Equal(0, exitCode);
        var result = Assert.Single(PowerCheck.Load(Path.Combine(artifacts.Path, "results")));
        Assert.Equal(2, result.Cuts.Count);
        Assert.All(result.Cuts, cut => Assert.True(cut.Lost > 0, $"cut {cut.Cut}: {cut.Acknowledged} acknowledged, none lost"));
        Assert.StartsWith("power cut: 2 of 2 cuts lost acknowledged commits (at most ", result.Summary, StringComparison.Ordinal);
        Assert.Empty(SimulatedFolders().Except(before));
    }

    [PowerCutFact]
    public void Default_loses_at_most_its_last_commit_and_stays_intact()
    {
        foreach (var cut in Enumerable.Range(0, 3))
        {
            var outcome = PowerTrial.Run(new MicrosoftSqliteEngine(), Variant.Default, Seed, cut);

            Assert.Equal("ok", outcome.Integrity);
            Assert.InRange(outcome.Lost, 0, 1);
        }
    }

    [PowerCutFact]
    public void Wal_stays_intact_whatever_it_loses()
    {
        foreach (var cut in Enumerable.Range(0, 3))
        {
            var outcome = PowerTrial.Run(new SystemDataSqliteEngine(), Variant.Wal, Seed, cut);

            Assert.Equal("ok", outcome.Integrity);
            Assert.InRange(outcome.Lost, 0, outcome.Acknowledged);
        }
    }

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
