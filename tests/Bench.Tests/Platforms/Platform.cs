namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>A platform the suite claims to run on, as a .NET runtime identifier.</summary>
/// <param name="Rid">The runtime identifier, e.g. linux-arm64.</param>
/// <param name="Os">Its operating system.</param>
/// <param name="Architecture">The processor a native library must be built for: "x64" or "arm64".</param>
public sealed record Platform(string Rid, PlatformOs Os, string Architecture)
{
    /// <inheritdoc />
    public override string ToString() => Rid;
}
