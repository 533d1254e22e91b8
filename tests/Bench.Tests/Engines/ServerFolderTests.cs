using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Servers;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// A throwaway server keeps its files under the data folder, on the disk under test, and not in
/// the system temp folder; stopping it deletes them. Runs alone: it points the process's data
/// folder elsewhere for a moment.
/// </summary>
/// <typeparam name="TEngine">The server engine.</typeparam>
[Collection(nameof(ConsoleRuns))]
public abstract class ServerFolderTests<TEngine> where TEngine : Engine, new()
{
    // What the console does after its commit probe and a benchmark process at the end of its case.
    [EngineFact]
    public void Stopped_throwaway_servers_are_gone_and_the_next_database_starts_a_new_one()
    {
        var engine = new TEngine();
        engine.CreateDatabase(Variant.Default).Dispose();
        var first = ServerEndpoint.ThrowawayFolders();

        ServerEndpoint.StopThrowawayServers();

        Assert.NotEmpty(first);
        Assert.Empty(ServerEndpoint.ThrowawayFolders());
        Assert.All(first, folder => Assert.False(Directory.Exists(folder), $"{folder} was left behind"));
        using (engine.CreateDatabase(Variant.Default))
        {
            Assert.Empty(ServerEndpoint.ThrowawayFolders().Intersect(first));
        }

        ServerEndpoint.StopThrowawayServers();
    }

    [EngineFact]
    public void The_server_keeps_its_files_under_the_data_folder_and_deletes_them_when_stopped()
    {
        var previous = Environment.GetEnvironmentVariable(ScratchFolder.ParentVariable);
        // As a data folder usually is: open to other accounts (PostgreSQL runs as its own, under root).
        var dataFolder = Directory.CreateTempSubdirectory("embeddeddbbench-data-").FullName;
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(dataFolder, (UnixFileMode)0b111_101_101);
        }
        try
        {
            Environment.SetEnvironmentVariable(ScratchFolder.ParentVariable, dataFolder);
            string serverFolder;
            using (var server = Start())
            {
                serverFolder = server.DataDirectory;
                Assert.StartsWith(dataFolder + "/", serverFolder, StringComparison.Ordinal);
                Assert.NotEmpty(Directory.EnumerateFiles(serverFolder, "*", SearchOption.AllDirectories));
            }

            Assert.False(Directory.Exists(serverFolder), $"{serverFolder} was left behind");
        }
        finally
        {
            Environment.SetEnvironmentVariable(ScratchFolder.ParentVariable, previous);
            Directory.Delete(dataFolder, recursive: true);
        }
    }

    /// <summary>Starts the engine's throwaway server.</summary>
    protected abstract ThrowawayServer Start();
}

public sealed class PostgresServerFolderTests : ServerFolderTests<PostgresEngine>
{
    protected override ThrowawayServer Start() => PostgresServer.Start();
}

public sealed class MariaDbServerFolderTests : ServerFolderTests<MariaDbEngine>
{
    protected override ThrowawayServer Start() => MariaDbServer.Start();
}

public sealed class FirebirdServerFolderTests : ServerFolderTests<FirebirdServerEngine>
{
    protected override ThrowawayServer Start() => FirebirdServer.Start();
}
