using EmbeddedDbBench.Console;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>Points the console's artifacts folder at a fresh temp folder for one test.</summary>
public sealed class TemporaryArtifacts : IDisposable
{
    private readonly string? _previous = Environment.GetEnvironmentVariable(ArtifactsFolder.Variable);

    public TemporaryArtifacts()
    {
        Path = Directory.CreateTempSubdirectory("embeddeddbbench-artifacts-").FullName;
        Environment.SetEnvironmentVariable(ArtifactsFolder.Variable, Path);
    }

    public string Path { get; }

    public string[] Find(string pattern) => Directory.GetFiles(Path, pattern, SearchOption.AllDirectories);

    public string ReadSingle(string pattern) => File.ReadAllText(Assert.Single(Find(pattern)));

    public void Dispose()
    {
        Environment.SetEnvironmentVariable(ArtifactsFolder.Variable, _previous);
        Directory.Delete(Path, recursive: true);
    }
}
