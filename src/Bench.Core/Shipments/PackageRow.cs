namespace EmbeddedDbBench.Core.Shipments;

/// <summary>One Packages row. Weight is kept in tenths so it prints and compares exactly.</summary>
/// <param name="Key">PKeyPackages.</param>
/// <param name="ShipmentKey">The shipment it travels in.</param>
/// <param name="Pieces">Pieces.</param>
/// <param name="WeightUnits">L (pounds) or K (kilograms).</param>
/// <param name="WeightTenths">Weight × 10.</param>
/// <param name="Length">DimLength.</param>
/// <param name="Width">DimWidth.</param>
/// <param name="Height">DimHeight.</param>
/// <param name="DimUnits">I (inches) or C (centimetres).</param>
public readonly record struct PackageRow(
    int Key, int ShipmentKey, int Pieces, string WeightUnits, int WeightTenths, int Length, int Width, int Height, string DimUnits)
{
    /// <summary>Weight as the REAL column holds it.</summary>
    public double Weight => WeightTenths / 10.0;
}
