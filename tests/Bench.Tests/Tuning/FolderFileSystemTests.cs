using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class FolderFileSystemTests
{
    // Every Linux machine the suite runs on mounts /dev/shm as tmpfs (the C library's shm_open needs it).
    private const string InMemoryFolder = "/dev/shm/embeddeddbbench-server";

    [Fact]
    public void A_folder_on_tmpfs_is_flagged_as_not_durable()
    {
        var fileSystem = FolderFileSystem.Of(InMemoryFolder);

        Assert.Equal("tmpfs", fileSystem.Type);
        Assert.True(fileSystem.IsVolatile);
        Assert.Contains("NOT DURABLE", fileSystem.WithWarning, StringComparison.Ordinal);
        Assert.Contains("Default-vs-SyncOff ratio", fileSystem.WithWarning, StringComparison.Ordinal);
    }

    [Fact]
    public void A_mount_point_is_matched_by_whole_folder_names_only()
    {
        // "/dev/shmother" is not under "/dev/shm": it is on /dev's file system.
        var fileSystem = FolderFileSystem.Of("/dev/shmother/data");

        Assert.NotEqual(FolderFileSystem.Of("/dev/shm/data").Description, fileSystem.Description);
    }

    [Fact]
    public void The_report_prints_each_server_engines_folder_and_flags_one_on_tmpfs()
    {
        var folder = Directory.CreateTempSubdirectory("embeddeddbbench-report-").FullName;
        try
        {
            var document = new ReportDocument("test");
            TuningEnvironment.Append(document, RunEnvironment.Current(), disk: null,
            [
                Case($"{InMemoryFolder}/postgres-1a2b3c4d"),
                Case($"{InMemoryFolder}/postgres-5e6f7a8b"),
            ]);
            var markdown = File.ReadAllText(document.Save(folder, "report")[0]);

            Assert.Contains($"Postgres: server files in | {InMemoryFolder}/postgres-1a2b3c4d and 1 more (a server per case); tmpfs", markdown, StringComparison.Ordinal);
            Assert.Contains("NOT DURABLE", markdown, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static MeasuredCase Case(string serverFolder) => TestCases.Tuned(
        typeof(Crud<PostgresEngine>), typeof(PostgresEngine), "Write", "N=200", Variant.Default, new Interval(1, 1, 1, 1),
        new CaseRecord { Key = serverFolder, Engine = "Postgres", Variant = Core.Variant.Default, ServerFolder = serverFolder }, protocol: null);
}
