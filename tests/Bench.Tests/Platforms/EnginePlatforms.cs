namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>One engine's provider on the claimed platforms, as docs/engines.md's platform column states it.</summary>
/// <param name="Provider">The provider package, the first word of docs/engines.md's provider cell.</param>
/// <param name="Native">The native library the provider loads from a package, or null for a managed-only provider.</param>
/// <param name="Caveat">What else the engine needs on some platform ("" for nothing); starts with "; ".</param>
public sealed record EnginePlatforms(string Provider, NativeLibrary? Native, string Caveat)
{
    /// <summary>docs/engines.md's platform cell for this engine.</summary>
    public string PageCell
    {
        get
        {
            var platforms = string.Join(", ", PlatformSupport.Claimed);
            var what = Native is null ? "managed code" : $"{Native.Name} from `{Native.Package}`";
            return $"{platforms}: runs ({what}){Caveat}";
        }
    }
}
