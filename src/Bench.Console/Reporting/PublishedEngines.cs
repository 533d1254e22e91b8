using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Published;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// Which published seed rows stand beside which engine, as each engine declares them
/// (<see cref="Core.Facts.EngineFacts.Published"/>), for the engine a case ran on.
/// </summary>
public static class PublishedEngines
{
    /// <summary>The mORMot row <paramref name="engine"/> stands beside under <paramref name="variant"/>, or null.</summary>
    public static MormotPublished.Row? MatrixRow(Engine engine, Variant variant)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return engine.Facts.Published.Matrix.Select(MormotPublished.Of).FirstOrDefault(r => r.Variant == variant);
    }

    /// <summary>True when <paramref name="engine"/> stands for the 2006 shipments study's <paramref name="product"/>.</summary>
    public static bool StandsFor(Engine engine, ShipmentsProduct product)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return engine.Facts.Published.Shipments.Contains(product);
    }

    /// <summary>True when <paramref name="engine"/> runs the sensor study's <paramref name="product"/>.</summary>
    public static bool Runs(Engine engine, SensorsProduct product)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return engine.Facts.Published.Sensors.Contains(product);
    }
}
