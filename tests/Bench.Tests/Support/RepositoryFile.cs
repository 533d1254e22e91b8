using System.Reflection;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>Files of the repository this test project was built from (its root is compiled in).</summary>
public static class RepositoryFile
{
    /// <summary>The repository's root folder.</summary>
    public static string Root { get; } = typeof(RepositoryFile).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(a => a.Key == "RepositoryRoot").Value!;

    /// <summary>The text of the file at <paramref name="path"/>, relative to the root, e.g. <c>docs</c>, <c>servers.md</c>.</summary>
    public static string Read(params string[] path) => File.ReadAllText(Path.Combine([Root, .. path]));
}
