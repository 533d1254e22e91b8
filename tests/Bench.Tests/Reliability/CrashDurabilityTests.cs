using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A real crash: a child process commits one row per transaction and is killed with SIGKILL
/// mid-stream; the reopened database must pass its integrity check and hold every commit the
/// child acknowledged. SQLite promises this for every on-disk journal and sync mode, LiteDB for
/// every commit (it has no setting that relaxes it).
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class CrashDurabilityTests
{
    // SQLite through one provider (the command test below tries the other) and LiteDB through its own API.
    public static TheoryData<string, Variant> Trials()
    {
        var trials = new TheoryData<string, Variant>();
        foreach (var engine in new Engine[] { new MicrosoftSqliteEngine(), new LiteDbEngine() })
        {
            foreach (var variant in CrashTargets.Variants(engine))
            {
                trials.Add(engine.Name, variant);
            }
        }

        return trials;
    }

    [Theory]
    [MemberData(nameof(Trials))]
    public void An_on_disk_engine_loses_no_acknowledged_commit_when_its_process_is_killed(string engine, Variant variant)
    {
        var result = CrashTrial.Run(CrashTargets.Find(engine)!, variant, acknowledgements: 100);

        Assert.Null(result.Error);
        Assert.True(result.Acknowledged >= 100, $"only {result.Acknowledged} commits acknowledged");
        Assert.Equal("ok", result.Integrity);
        Assert.Equal(0, result.Lost);
    }

    [Fact]
    public void The_crash_check_command_writes_what_the_tuning_report_shows()
    {
        using var artifacts = new TemporaryArtifacts();
        // The scratch folder is the machine's: a folder an earlier, killed run left there is not this run's.
        var before = CrashFolders();

        var exitCode = SuiteRunner.Run([CrashCheck.Verb, "Sqlite.SystemData"]);

        Assert.Equal(0, exitCode);
        var results = CrashCheck.Load(Path.Combine(artifacts.Path, "results"));
        Assert.Equal(CrashTargets.Variants(new SystemDataSqliteEngine()), results.Select(r => r.Variant));
        Assert.All(results, r => Assert.StartsWith("process crash: 0 of ", r.Summary, StringComparison.Ordinal));
        Assert.Empty(CrashFolders().Except(before));
    }

    [Fact]
    public void An_engine_without_a_file_is_one_clear_error()
    {
        using var artifacts = new TemporaryArtifacts();

        var (exitCode, error) = ConsoleErrors.Run(CrashCheck.Verb, "Postgres");

        Assert.Equal(2, exitCode);
        Assert.StartsWith("error: crash-check: unknown or not on-disk engine 'Postgres'; one of: Sqlite.MicrosoftData", error, StringComparison.Ordinal);
    }

    private static string[] CrashFolders() =>
        Directory.Exists(EmbeddedDbBench.Engines.ScratchFolder.ParentPath)
            ? Directory.GetDirectories(EmbeddedDbBench.Engines.ScratchFolder.ParentPath, "crash-*")
            : [];
}
