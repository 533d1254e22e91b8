namespace EmbeddedDbBench.Core.Shipments;

/// <summary>One Charges row.</summary>
/// <param name="Key">PKeyCharges.</param>
/// <param name="ShipmentKey">The shipment charged.</param>
/// <param name="Code">Three-letter charge code (FRT freight, FSC fuel surcharge, …).</param>
/// <param name="AmountCents">Amount in cents.</param>
/// <param name="Currency">ChargeCurrency.</param>
public readonly record struct ChargeRow(int Key, int ShipmentKey, string Code, long AmountCents, string Currency);
