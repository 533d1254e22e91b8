using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Core.Facts;

/// <summary>The published seed rows an engine stands beside, by typed key into the seeds' tables (<c>Core/Published</c>).</summary>
/// <param name="Matrix">mORMot's 2014 matrix rows (<see cref="MormotPublished"/>).</param>
/// <param name="Sensors">The IoT sensor study's products this engine runs (<see cref="SensorsPublished"/>).</param>
/// <param name="Shipments">The 2006 shipments study's products this engine stands for (<see cref="ShipmentsPublished"/>).</param>
public sealed record PublishedRows(IReadOnlyList<MormotRow> Matrix, IReadOnlyList<SensorsProduct> Sensors, IReadOnlyList<ShipmentsProduct> Shipments)
{
    /// <summary>No published row.</summary>
    public static PublishedRows None { get; } = new([], [], []);
}
