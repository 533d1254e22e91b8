using System.Reflection;
using System.Text.Json;

namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>
/// The test project's restore result (<c>obj/project.assets.json</c>): per platform, the native
/// files each package contributes, as NuGet chose them for that runtime identifier — what
/// <c>dotnet publish -r</c> copies — and the folder the packages were extracted to.
/// </summary>
public sealed class RestoredPackages
{
    private const string TargetFramework = "net10.0";
    private readonly JsonElement _targets;
    private readonly string _packageFolder;
    private readonly Dictionary<string, string> _libraryPaths = new(StringComparer.OrdinalIgnoreCase);

    private RestoredPackages(JsonDocument assets)
    {
        var root = assets.RootElement;
        _targets = root.GetProperty("targets");
        _packageFolder = root.GetProperty("packageFolders").EnumerateObject().First().Name;
        foreach (var library in root.GetProperty("libraries").EnumerateObject())
        {
            if (library.Value.TryGetProperty("path", out var path))
            {
                _libraryPaths[library.Name] = path.GetString()!;
            }
        }
    }

    /// <summary>The assets file written by this test project's restore (its path is compiled in).</summary>
    public static RestoredPackages Load()
    {
        var path = typeof(RestoredPackages).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .Single(a => a.Key == "ProjectAssetsFile").Value!;
        using var stream = File.OpenRead(path);
        return new RestoredPackages(JsonDocument.Parse(stream));
    }

    /// <summary>True when restore resolved the graph for <paramref name="rid"/>.</summary>
    public bool Covers(string rid) => _targets.TryGetProperty($"{TargetFramework}/{rid}", out _);

    /// <summary>Every native file restore chose for <paramref name="rid"/>: package id and the file's full path.</summary>
    public IEnumerable<(string Package, string File)> NativeFiles(string rid)
    {
        foreach (var package in _targets.GetProperty($"{TargetFramework}/{rid}").EnumerateObject())
        {
            if (!package.Value.TryGetProperty("native", out var native))
            {
                continue;
            }

            var id = package.Name.Split('/')[0];
            foreach (var file in native.EnumerateObject().Where(f => !f.Name.EndsWith("/_._", StringComparison.Ordinal)))
            {
                yield return (id, Path.Combine(_packageFolder, _libraryPaths[package.Name], file.Name));
            }
        }
    }
}
