namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// Receives the generated rows in generation order: for each shipment its packages, then its
/// charges, then the shipment itself; every invoice last (its total needs all its shipments).
/// </summary>
public interface IShipmentsSink
{
    /// <summary>A package row.</summary>
    void Package(in PackageRow row);

    /// <summary>A charge row.</summary>
    void Charge(in ChargeRow row);

    /// <summary>A shipment row, after its packages and charges.</summary>
    void Shipment(in ShipmentRow row);

    /// <summary>An invoice row, after every shipment.</summary>
    void Invoice(in InvoiceRow row);
}
