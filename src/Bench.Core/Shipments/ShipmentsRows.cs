namespace EmbeddedDbBench.Core.Shipments;

/// <summary>One Invoice row. Amounts are whole cents so generation and checks stay exact.</summary>
/// <param name="Key">PKeyInvoice.</param>
/// <param name="Number">InvoiceNum, nine digits.</param>
/// <param name="Date">InvoiceDate (midnight).</param>
/// <param name="NetChargeCents">NetCharge in cents: the sum of the invoice's shipments.</param>
/// <param name="Currency">ChargeCurrency.</param>
public readonly record struct InvoiceRow(int Key, string Number, DateTime Date, long NetChargeCents, string Currency);

/// <summary>One Shipment row.</summary>
/// <param name="Key">PKeyShipment.</param>
/// <param name="InvoiceKey">The invoice it is billed on.</param>
/// <param name="TrackingId">Twelve-digit tracking number, unique.</param>
/// <param name="ShipDate">ShipDate (midnight), in the week before the invoice date.</param>
/// <param name="NetChargeCents">NetCharge in cents: the sum of the shipment's charges.</param>
/// <param name="Currency">ChargeCurrency, the invoice's.</param>
public readonly record struct ShipmentRow(int Key, int InvoiceKey, string TrackingId, DateTime ShipDate, long NetChargeCents, string Currency);

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

/// <summary>One Charges row.</summary>
/// <param name="Key">PKeyCharges.</param>
/// <param name="ShipmentKey">The shipment charged.</param>
/// <param name="Code">Three-letter charge code (FRT freight, FSC fuel surcharge, …).</param>
/// <param name="AmountCents">Amount in cents.</param>
/// <param name="Currency">ChargeCurrency.</param>
public readonly record struct ChargeRow(int Key, int ShipmentKey, string Code, long AmountCents, string Currency);

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
