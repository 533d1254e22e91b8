using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// Writes the four comma-separated files as rows arrive: a header line, then one line per row,
/// UTF-8 without BOM, "\n" line ends, invariant formatting, dates as YYYYMMDD, amounts with two
/// decimals, weights with one. The same rows give the same bytes on every OS.
/// </summary>
public sealed class ShipmentsCsvWriter : IShipmentsSink, IDisposable
{
    private readonly Dictionary<ShipmentsTable, TextWriter> _writers = [];

    /// <summary>Creates (or overwrites) the four files in <paramref name="folder"/>.</summary>
    public ShipmentsCsvWriter(string folder)
    {
        Directory.CreateDirectory(folder);
        foreach (var table in ShipmentsTable.All)
        {
            var writer = new StreamWriter(Path.Combine(folder, table.FileName), false, new UTF8Encoding(false), 1 << 16)
            {
                NewLine = "\n",
            };
            writer.WriteLine(table.Header);
            _writers[table] = writer;
        }
    }

    /// <summary>Amount in cents as the files write it, e.g. 1234.05.</summary>
    public static string Cents(long cents) =>
        string.Create(CultureInfo.InvariantCulture, $"{cents / 100}.{cents % 100:00}");

    /// <summary>The files' date format in strftime form, for engines that read the files themselves.</summary>
    public const string StrftimeDateFormat = "%Y%m%d";

    /// <summary>A date as the files write it: YYYYMMDD.</summary>
    public static string Date(DateTime date) => date.ToString("yyyyMMdd", CultureInfo.InvariantCulture);

    /// <inheritdoc />
    public void Invoice(in InvoiceRow row) => Line(ShipmentsTable.Invoice,
        $"{row.Key},{row.Number},{Date(row.Date)},{Cents(row.NetChargeCents)},{row.Currency}");

    /// <inheritdoc />
    public void Shipment(in ShipmentRow row) => Line(ShipmentsTable.Shipment,
        $"{row.Key},{row.InvoiceKey},{row.TrackingId},{Date(row.ShipDate)},{Cents(row.NetChargeCents)},{row.Currency}");

    /// <inheritdoc />
    public void Package(in PackageRow row) => Line(ShipmentsTable.Packages,
        $"{row.Key},{row.ShipmentKey},{row.Pieces},{row.WeightUnits},{row.WeightTenths / 10}.{row.WeightTenths % 10},{row.Length},{row.Width},{row.Height},{row.DimUnits}");

    /// <inheritdoc />
    public void Charge(in ChargeRow row) => Line(ShipmentsTable.Charges,
        $"{row.Key},{row.ShipmentKey},{row.Code},{Cents(row.AmountCents)},{row.Currency}");

    /// <summary>Flushes and closes the files.</summary>
    public void Dispose()
    {
        foreach (var writer in _writers.Values)
        {
            writer.Dispose();
        }
    }

    private void Line(ShipmentsTable table, FormattableString line) =>
        _writers[table].WriteLine(line.ToString(CultureInfo.InvariantCulture));
}
