namespace EmbeddedDbBench.Engines;

/// <summary>
/// A fresh folder for one database's files, deleted with everything in it on dispose. Lives
/// under <c>$EMBEDDEDDBBENCH_DATA_DIR</c> when set (to benchmark a particular disk), else the
/// system temp folder.
/// </summary>
public sealed class ScratchFolder : IDisposable
{
    /// <summary>The environment variable naming the parent folder for databases.</summary>
    public const string ParentVariable = "EMBEDDEDDBBENCH_DATA_DIR";

    /// <summary>Creates a new, empty folder.</summary>
    public ScratchFolder()
    {
        Path = System.IO.Path.Combine(ParentPath, Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(Path);
    }

    /// <summary>The folder every database folder is made in: <c>$EMBEDDEDDBBENCH_DATA_DIR</c>, else under the system temp folder.</summary>
    public static string ParentPath => Environment.GetEnvironmentVariable(ParentVariable) is { Length: > 0 } configured
        ? configured
        : System.IO.Path.Combine(System.IO.Path.GetTempPath(), "embeddeddbbench");

    /// <summary>The folder's full path.</summary>
    public string Path { get; }

    /// <summary>A file name inside the folder.</summary>
    public string File(string name) => System.IO.Path.Combine(Path, name);

    /// <summary>Total size of the files in the folder, in bytes, per file name.</summary>
    public IReadOnlyDictionary<string, long> FileSizes() =>
        new DirectoryInfo(Path).EnumerateFiles().ToDictionary(f => f.Name, f => f.Length);

    /// <summary>Deletes the folder and its files.</summary>
    public void Dispose()
    {
        if (Directory.Exists(Path))
        {
            Directory.Delete(Path, recursive: true);
        }
    }
}
