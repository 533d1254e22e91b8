namespace EmbeddedDbBench.Console.Host;

/// <summary>Locates the repository's <c>artifacts/</c> folder, where every report goes.</summary>
public static class ArtifactsFolder
{
    /// <summary>The environment variable that overrides the folder.</summary>
    public const string Variable = "EMBEDDEDDBBENCH_ARTIFACTS";

    /// <summary>
    /// <c>$EMBEDDEDDBBENCH_ARTIFACTS</c> if set; else <c>artifacts/</c> beside the nearest
    /// <c>EmbeddedDbBench.sln</c> above the working directory; else <c>./artifacts</c>.
    /// </summary>
    public static string Locate()
    {
        if (Environment.GetEnvironmentVariable(Variable) is { Length: > 0 } configured)
        {
            return Path.GetFullPath(configured);
        }

        return RepositoryRoot() is { } root ? Path.Combine(root, "artifacts") : Path.GetFullPath("artifacts");
    }

    /// <summary>The nearest folder above the working directory that holds <c>EmbeddedDbBench.sln</c>, or null.</summary>
    public static string? RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(Environment.CurrentDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "EmbeddedDbBench.sln")))
            {
                return dir.FullName;
            }
        }

        return null;
    }
}
