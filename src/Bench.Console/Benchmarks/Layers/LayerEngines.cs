using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>The SQLite layers' rows from the engine up: native C, then every engine that declares a layer (<c>Engine.Facts.Layer</c>), in its order.</summary>
public static class LayerEngines
{
    /// <summary>The native floor's label.</summary>
    public const string NativeLabel = "native C";

    /// <summary>The engines that declare a layer, the providers included, in the layers' order.</summary>
    public static IReadOnlyList<Engine> All { get; } = [.. EngineCatalog.All.Where(e => e.Facts.Layer is not null).OrderBy(e => e.Facts.Layer!.Order)];
}
