using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Published;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// Which published seed rows stand beside which engine, as each engine declares them
/// (<see cref="Core.Facts.EngineFacts.Published"/>), for the engine names the ledger records.
/// </summary>
public static class PublishedEngines
{
    /// <summary>The mORMot row the engine named <paramref name="engineName"/> stands beside under <paramref name="variant"/>, or null.</summary>
    public static MormotPublished.Row? MatrixRow(string engineName, Variant variant) =>
        EngineCatalog.Find(engineName)?.Facts.Published.Matrix.Select(MormotPublished.Of).FirstOrDefault(r => r.Variant == variant);

    /// <summary>True when the engine named <paramref name="engineName"/> stands for the 2006 shipments study's <paramref name="product"/>.</summary>
    public static bool StandsFor(string engineName, ShipmentsProduct product) =>
        EngineCatalog.Find(engineName)?.Facts.Published.Shipments.Contains(product) == true;

    /// <summary>True when the engine named <paramref name="engineName"/> runs the sensor study's <paramref name="product"/>.</summary>
    public static bool Runs(string engineName, SensorsProduct product) =>
        EngineCatalog.Find(engineName)?.Facts.Published.Sensors.Contains(product) == true;
}
