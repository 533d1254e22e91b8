using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Platforms;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>
/// What the claimed platforms (<see cref="Platform.Claimed"/>) need: each catalog engine's platforms as its
/// facts declare them, and the charts' native libraries, which no engine owns. <see cref="PlatformTests"/>
/// checks docs/engines.md's platform column and Directory.Build.props (<c>RuntimeIdentifiers</c>) against
/// them, and that every native library below is restored for every claimed platform, built for its processor.
/// </summary>
public static class PlatformSupport
{
    /// <summary>The tuning report's charts (ScottPlot draws with SkiaSharp, text shaped by HarfBuzzSharp).</summary>
    public static readonly IReadOnlyList<NativeLibrary> Charts =
    [
        new("SkiaSharp", "SkiaSharp.NativeAssets.", "libSkiaSharp.so", "libSkiaSharp.dll", "libSkiaSharp.dylib"),
        new("HarfBuzzSharp", "HarfBuzzSharp.NativeAssets.", "libHarfBuzzSharp.so", "libHarfBuzzSharp.dll", "libHarfBuzzSharp.dylib"),
    ];

    /// <summary>Every catalog engine's platforms; the two Firebird engines share one package and one entry.</summary>
    public static IReadOnlyList<EnginePlatforms> Engines { get; } = [.. EngineCatalog.All.Select(e => e.Facts.Platforms).Distinct()];

    /// <summary>Every native library the claimed platforms need.</summary>
    public static IEnumerable<NativeLibrary> NativeLibraries =>
        Engines.Select(e => e.Native).OfType<NativeLibrary>().Concat(Charts).Distinct();

    /// <summary>docs/engines.md's platform cell for an engine with <paramref name="platforms"/>.</summary>
    public static string PageCell(EnginePlatforms platforms)
    {
        ArgumentNullException.ThrowIfNull(platforms);
        var claimed = string.Join(", ", Platform.Claimed);
        var what = platforms.Native is null ? "managed code" : $"{platforms.Native.Name} from `{platforms.Native.Package}`";
        var caveat = platforms.Caveat.Length > 0 ? $"; {platforms.Caveat}" : "";
        return $"{claimed}: runs ({what}){caveat}";
    }
}
