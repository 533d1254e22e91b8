namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// W3's timed SQL exactly as the spec writes it, and the kind of every column each SELECT
/// returns, in order: a query step reads and hashes every value of every row it gets back, as
/// an application consuming the result would. Only Insert 1's date literal goes through the
/// dialect (see <see cref="SqlDialect.TimestampLiteral"/>).
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

    /// <summary>The SELECT a query step runs and the kinds of the columns it returns, in order.</summary>
    public static (string Sql, ColumnKind[] Columns) Select(ShipmentsStep step) => step switch
    {
        // SELECT * returns Invoice's five columns, then Shipment's six.
        ShipmentsStep.Join1 => (Join1, [.. ShipmentsTable.Invoice.Columns.Select(c => c.Kind), .. ShipmentsTable.Shipment.Columns.Select(c => c.Kind)]),
        ShipmentsStep.Join2 => (Join2, [ColumnKind.WholeNumber, ColumnKind.Currency]),
        ShipmentsStep.Scan1 => (Scan1, [ColumnKind.Text, ColumnKind.Real]),
        ShipmentsStep.Scan2 => (Scan2, [ColumnKind.Text, ColumnKind.Text]),
        ShipmentsStep.Scan3 => (Scan3, [ColumnKind.Text]),
        _ => throw new ArgumentOutOfRangeException(nameof(step), $"{step} is not a SELECT."),
    };
}
