namespace EmbeddedDbBench.Core.Platforms;

/// <summary>
/// A native library a package must ship for each claimed platform, by its file name there.
/// </summary>
/// <param name="Name">What docs/engines.md calls it, e.g. "e_sqlite3".</param>
/// <param name="Package">The package id that ships it (or its id's prefix: "SkiaSharp.NativeAssets." covers Linux, Win32 and macOS).</param>
/// <param name="LinuxFile">File name on Linux.</param>
/// <param name="WindowsFile">File name on Windows.</param>
/// <param name="MacFile">File name on macOS.</param>
public sealed record NativeLibrary(string Name, string Package, string LinuxFile, string WindowsFile, string MacFile)
{
    /// <summary>The file name this library has on <paramref name="platform"/>.</summary>
    public string FileOn(Platform platform) => platform.Os switch
    {
        PlatformOs.Linux => LinuxFile,
        PlatformOs.Windows => WindowsFile,
        _ => MacFile,
    };

    /// <summary>True when the package <paramref name="packageId"/> is (one of) this library's.</summary>
    public bool IsShippedBy(string packageId) => Package.EndsWith('.')
        ? packageId.StartsWith(Package, StringComparison.OrdinalIgnoreCase)
        : packageId.Equals(Package, StringComparison.OrdinalIgnoreCase);
}
