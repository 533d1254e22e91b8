namespace EmbeddedDbBench.Core.Shipments;

/// <summary>One Shipment row.</summary>
/// <param name="Key">PKeyShipment.</param>
/// <param name="InvoiceKey">The invoice it is billed on.</param>
/// <param name="TrackingId">Twelve-digit tracking number, unique.</param>
/// <param name="ShipDate">ShipDate (midnight), in the week before the invoice date.</param>
/// <param name="NetChargeCents">NetCharge in cents: the sum of the shipment's charges.</param>
/// <param name="Currency">ChargeCurrency, the invoice's.</param>
public readonly record struct ShipmentRow(int Key, int InvoiceKey, string TrackingId, DateTime ShipDate, long NetChargeCents, string Currency);
