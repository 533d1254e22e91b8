namespace EmbeddedDbBench.Core.Platforms;

/// <summary>A platform the suite claims to run on, as a .NET runtime identifier.</summary>
/// <param name="Rid">The runtime identifier, e.g. linux-arm64.</param>
/// <param name="Os">Its operating system.</param>
/// <param name="Architecture">The processor a native library must be built for: "x64" or "arm64".</param>
public sealed record Platform(string Rid, PlatformOs Os, string Architecture)
{
    /// <summary>
    /// The platforms the suite claims, in docs/engines.md's order: the ones Directory.Build.props
    /// restores (<c>RuntimeIdentifiers</c>), every engine's native library ships for, and its
    /// <see cref="Facts.EnginePlatforms"/> speak of.
    /// </summary>
    public static IReadOnlyList<Platform> Claimed { get; } =
    [
        new("linux-x64", PlatformOs.Linux, "x64"),
        new("linux-arm64", PlatformOs.Linux, "arm64"),
        new("win-x64", PlatformOs.Windows, "x64"),
        new("osx-arm64", PlatformOs.MacOs, "arm64"),
    ];

    /// <inheritdoc />
    public override string ToString() => Rid;
}
