namespace EmbeddedDbBench.Core.Shipments;

/// <summary>One Invoice row. Amounts are whole cents so generation and checks stay exact.</summary>
/// <param name="Key">PKeyInvoice.</param>
/// <param name="Number">InvoiceNum, nine digits.</param>
/// <param name="Date">InvoiceDate (midnight).</param>
/// <param name="NetChargeCents">NetCharge in cents: the sum of the invoice's shipments.</param>
/// <param name="Currency">ChargeCurrency.</param>
public readonly record struct InvoiceRow(int Key, string Number, DateTime Date, long NetChargeCents, string Currency);
