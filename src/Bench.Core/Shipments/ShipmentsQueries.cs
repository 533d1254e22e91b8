using System.Data.Common;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// W3's timed SQL exactly as the spec writes it, and which single column each SELECT reads per
/// row. Only Insert 1's date literal goes through the dialect (see
/// <see cref="SqlDialect.TimestampLiteral"/>).
/// </summary>
public static class ShipmentsQueries
{
    /// <summary>Join 1.</summary>
    public const string Join1 = "SELECT * FROM Invoice A INNER JOIN Shipment B ON A.PKeyInvoice = B.InvoiceKey";

    /// <summary>Join 2.</summary>
    public const string Join2 = "SELECT B.PKeyShipment, SUM(C.Amount) FROM Invoice A INNER JOIN Shipment B ON A.PKeyInvoice = B.InvoiceKey " +
        "INNER JOIN Charges C ON B.PKeyShipment = C.ShipmentKey GROUP BY B.PKeyShipment ORDER BY B.PKeyShipment";

    /// <summary>Scan 1.</summary>
    public const string Scan1 = "SELECT A.TrackingId, B.Weight FROM Shipment A INNER JOIN Packages B ON A.PKeyShipment = B.ShipmentKey WHERE B.Weight > 10";

    /// <summary>Scan 2.</summary>
    public const string Scan2 = "SELECT A.InvoiceNum, B.TrackingId FROM Invoice A INNER JOIN Shipment B ON A.PKeyInvoice = B.InvoiceKey WHERE B.TrackingId LIKE '%55%'";

    /// <summary>Scan 3.</summary>
    public const string Scan3 = "SELECT InvoiceNum FROM Invoice WHERE PKeyInvoice IN (SELECT InvoiceKey FROM Shipment WHERE NetCharge > 100)";

    /// <summary>The date Insert 1 writes.</summary>
    public static DateTime InsertedDate { get; } = new(2005, 1, 1, 0, 0, 0, DateTimeKind.Unspecified);

    /// <summary>Insert 1 for <paramref name="dialect"/>; the spec's <c>'2005-01-01'</c> is the dialect's timestamp literal.</summary>
    public static string Insert1(SqlDialect dialect) =>
        "INSERT INTO Invoice (PKeyInvoice, InvoiceNum, InvoiceDate, NetCharge, ChargeCurrency) " +
        $"SELECT MAX(PKeyInvoice) + 1, '123456789', {dialect.TimestampLiteral(InsertedDate)}, 100.5, 'USD' FROM Invoice";

    /// <summary>The SELECT a query step runs, the ordinal of the column it reads and how that column is hashed.</summary>
    public static (string Sql, int Ordinal, Func<DbDataReader, int, ulong> Read) Select(ShipmentsStep step) => step switch
    {
        // SELECT * returns Invoice's five columns, then Shipment's: ordinal 8 is B.ShipDate.
        ShipmentsStep.Join1 => (Join1, 8, static (r, i) => Checksum.Of(r.GetDateTime(i).Ticks)),
        ShipmentsStep.Join2 => (Join2, 1, static (r, i) => Checksum.Of(r.GetDecimal(i), ShipmentsValues.Decimals)),
        ShipmentsStep.Scan1 => (Scan1, 1, static (r, i) => Checksum.Of(r.GetDouble(i), ShipmentsValues.Decimals)),
        ShipmentsStep.Scan2 => (Scan2, 1, static (r, i) => Checksum.Of(r.GetString(i))),
        ShipmentsStep.Scan3 => (Scan3, 0, static (r, i) => Checksum.Of(r.GetString(i))),
        _ => throw new ArgumentOutOfRangeException(nameof(step), $"{step} is not a SELECT."),
    };
}
