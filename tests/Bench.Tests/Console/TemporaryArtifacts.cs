using System.Diagnostics;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// Points the console's artifacts folder at a fresh temp folder for one test: this process's (a console run
/// in process), or only a console started apart (<see cref="ForConsoleApart"/>).
/// </summary>
public sealed class TemporaryArtifacts : IDisposable
{
    private readonly bool _setHere;
    private readonly string? _previous = Environment.GetEnvironmentVariable(ArtifactsFolder.Variable);

    public TemporaryArtifacts()
        : this(setHere: true)
    {
    }

    private TemporaryArtifacts(bool setHere)
    {
        _setHere = setHere;
        Path = Directory.CreateTempSubdirectory("embeddeddbbench-artifacts-").FullName;
        if (setHere)
        {
            Environment.SetEnvironmentVariable(ArtifactsFolder.Variable, Path);
        }
    }

    public string Path { get; }

    public string[] Find(string pattern) => Directory.GetFiles(Path, pattern, SearchOption.AllDirectories);

    public string ReadSingle(string pattern) => File.ReadAllText(Assert.Single(Find(pattern)));

    /// <summary>
    /// A folder for a console this test starts apart (<see cref="Give"/>), this process's variables untouched:
    /// such a test may run beside others.
    /// </summary>
    public static TemporaryArtifacts ForConsoleApart() => new(setHere: false);

    /// <summary>
    /// Gives <paramref name="start"/> this folder and none of the suite's variables a test running beside
    /// it may have set for a while (a server's connection string, W7's files); the data folder stays.
    /// </summary>
    public ProcessStartInfo Give(ProcessStartInfo start)
    {
        ArgumentNullException.ThrowIfNull(start);
        foreach (var name in start.Environment.Keys.Where(n => n.StartsWith("EMBEDDEDDBBENCH_", StringComparison.Ordinal) && n != ScratchFolder.ParentVariable).ToList())
        {
            start.Environment.Remove(name);
        }

        start.Environment[ArtifactsFolder.Variable] = Path;
        return start;
    }

    public void Dispose()
    {
        if (_setHere)
        {
            Environment.SetEnvironmentVariable(ArtifactsFolder.Variable, _previous);
        }

        Directory.Delete(Path, recursive: true);
    }
}
