using EmbeddedDbBench.Core.Platforms;

namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>
/// Every engine's native library is there for every platform docs/engines.md claims, built for that
/// platform's processor; docs/engines.md's platform column says what the engines' facts
/// (<see cref="PlatformSupport"/>) say. Reads the restored packages (what <c>dotnet publish -r</c> copies) instead of
/// publishing, which would take minutes per platform.
/// </summary>
public sealed class PlatformTests
{
    private static readonly Lazy<RestoredPackages> _restored = new(RestoredPackages.Load);

    public static TheoryData<string> ClaimedPlatforms() => [.. Platform.Claimed.Select(p => p.Rid)];

    public static TheoryData<string, string> LibrariesByPlatform()
    {
        var data = new TheoryData<string, string>();
        foreach (var library in PlatformSupport.NativeLibraries)
        {
            foreach (var platform in Platform.Claimed)
            {
                data.Add(library.Name, platform.Rid);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ClaimedPlatforms))]
    public void Restore_resolves_every_claimed_platform(string rid) =>
        Assert.True(
            _restored.Value.Covers(rid),
            $"Restore did not resolve {rid}: add it to RuntimeIdentifiers in Directory.Build.props and run 'dotnet restore --force-evaluate'.");

    [Theory]
    [MemberData(nameof(LibrariesByPlatform))]
    public void Each_native_library_ships_for_each_claimed_platform(string name, string rid)
    {
        var library = PlatformSupport.NativeLibraries.Single(l => l.Name == name);
        var platform = Platform.Claimed.Single(p => p.Rid == rid);
        var expected = library.FileOn(platform);

        var files = _restored.Value.NativeFiles(rid)
            .Where(f => library.IsShippedBy(f.Package) && Path.GetFileName(f.File) == expected)
            .Select(f => f.File)
            .ToList();

        var file = Assert.Single(files);
        Assert.True(File.Exists(file), $"{file} is in the restore result but not on disk: run 'dotnet restore'.");
        var (os, architectures) = NativeBinary.Read(file);
        Assert.Equal(platform.Os, os);
        Assert.Contains(platform.Architecture, architectures);
    }

    [Theory]
    [MemberData(nameof(ClaimedPlatforms))]
    public void Only_the_SQLite_package_brings_a_native_sqlite_build(string rid)
    {
        // EF Core's non-.Core package would bring SQLitePCLRaw's bundle and another e_sqlite3; the layers must share the providers' one.
        var sqliteBuilds = _restored.Value.NativeFiles(rid)
            .Where(f => Path.GetFileName(f.File).Contains("sqlite3", StringComparison.OrdinalIgnoreCase))
            .Select(f => f.Package)
            .Distinct();

        Assert.Equal(["SQLite"], sqliteBuilds);
    }

    [Fact]
    public void Engines_page_platform_column_matches_the_claimed_table()
    {
        var rows = EnginesPageTable.Rows(EnginesPageTable.PageText());
        Assert.True(rows.Count > 0, $"docs/engines.md's engine table (under '# Engines') has no '{EnginesPageTable.PlatformHeader}' column.");

        foreach (var engine in PlatformSupport.Engines)
        {
            var cells = rows.Where(r => r.Provider == engine.Provider).Select(r => r.Platforms).ToList();
            Assert.True(cells.Count > 0, $"docs/engines.md's engine table has no row for {engine.Provider}.");
            Assert.All(cells, cell => Assert.Equal(PlatformSupport.PageCell(engine), cell));
        }

        // A product the suite does not run claims no platform.
        var known = PlatformSupport.Engines.Select(e => e.Provider).ToHashSet();
        Assert.All(rows.Where(r => !known.Contains(r.Provider)), row => Assert.Equal("—", row.Platforms));
    }

    [Fact]
    public void Engines_page_names_the_claimed_platforms()
    {
        var claimed = string.Join(", ", Platform.Claimed.Select(p => $"`{p.Rid}`"));
        Assert.Contains(claimed, EnginesPageTable.PageText(), StringComparison.Ordinal);
    }
}
