using System.Security.Cryptography;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Tests.Shipments;

/// <summary>The W3 generator, files and CSV reader, engine-independent.</summary>
public sealed class ShipmentsDataTests
{
    // SHA-256 of the four spec-size files concatenated in import order; pins the bytes across OSes.
    private const string SpecFilesSha256 = "a56ccb0f99d4095de2635cfbfd4215908e7fe0c885fc369928fccbadc0f2943b";

    [Fact]
    public void Spec_scale_generates_the_spec_row_counts()
    {
        var expectations = ShipmentsExpectations.Compute(ShipmentsScale.Spec, ShipmentsGenerator.DefaultSeed);

        Assert.Equal(106, expectations.Table(ShipmentsTable.Invoice).Rows);
        Assert.Equal(57_579, expectations.Table(ShipmentsTable.Shipment).Rows);
        Assert.Equal(57_589, expectations.Table(ShipmentsTable.Packages).Rows);
        Assert.Equal(182_176, expectations.Table(ShipmentsTable.Charges).Rows);
        Assert.Equal(297_450, ShipmentsScale.Spec.TotalRows);
    }

    [Fact]
    public void Spec_filters_select_a_non_trivial_fraction()
    {
        var expectations = ShipmentsExpectations.Compute(ShipmentsScale.Spec, ShipmentsGenerator.DefaultSeed);

        Assert.InRange(Fraction(expectations.Scan1, 57_589), 0.2, 0.8);
        Assert.InRange(Fraction(expectations.Scan2, 57_579), 0.03, 0.5);
        Assert.InRange(Fraction(expectations.Scan3, 106), 0.5, 0.9);
        Assert.Equal(57_579, expectations.Join1.Rows);
        Assert.Equal(57_579, expectations.Join2.Rows);
    }

    [Fact]
    public void A_scaled_down_data_set_divides_every_table_and_its_queries_still_return_rows()
    {
        var tenth = ShipmentsScale.Spec.ScaledDown(10);
        var expectations = ShipmentsExpectations.Compute(tenth, ShipmentsGenerator.DefaultSeed);

        Assert.Equal(new ShipmentsScale(10, 5_757, 5_758, 18_217), tenth);
        Assert.Equal(5_757, expectations.Join1.Rows);
        Assert.All(new[] { expectations.Scan1, expectations.Scan2, expectations.Scan3 }, scan => Assert.True(scan.Rows > 0));
        Assert.Equal(new ShipmentsScale(1, 1, 1, 1), new ShipmentsScale(2, 3, 4, 5).ScaledDown(1_000));
        Assert.Throws<ArgumentOutOfRangeException>(() => ShipmentsScale.Spec.ScaledDown(0));
    }

    [Fact]
    public void Every_shipment_has_an_invoice_and_every_package_and_charge_a_shipment()
    {
        var rows = new CollectingSink();
        new ShipmentsGenerator(ShipmentsTestData.Scale).Generate(rows);

        var invoices = rows.Invoices.Select(i => i.Key).ToHashSet();
        var shipments = rows.Shipments.Select(s => s.Key).ToHashSet();
        Assert.Equal(Enumerable.Range(1, ShipmentsTestData.Scale.Invoices), invoices.Order());
        Assert.Equal(Enumerable.Range(1, ShipmentsTestData.Scale.Shipments), shipments.Order());
        Assert.All(rows.Shipments, s => Assert.Contains(s.InvoiceKey, invoices));
        Assert.All(rows.Packages, p => Assert.Contains(p.ShipmentKey, shipments));
        Assert.All(rows.Charges, c => Assert.Contains(c.ShipmentKey, shipments));
        Assert.Equal(shipments, rows.Charges.Select(c => c.ShipmentKey).ToHashSet());
        Assert.Equal(rows.Shipments.Count, rows.Shipments.Select(s => s.TrackingId).Distinct().Count());
    }

    [Fact]
    public void Net_charges_add_up_from_charges_to_shipments_to_invoices()
    {
        var rows = new CollectingSink();
        new ShipmentsGenerator(ShipmentsTestData.Scale).Generate(rows);

        var byShipment = rows.Charges.GroupBy(c => c.ShipmentKey).ToDictionary(g => g.Key, g => g.Sum(c => c.AmountCents));
        Assert.All(rows.Shipments, s => Assert.Equal(byShipment[s.Key], s.NetChargeCents));
        var byInvoice = rows.Shipments.GroupBy(s => s.InvoiceKey).ToDictionary(g => g.Key, g => g.Sum(s => s.NetChargeCents));
        Assert.All(rows.Invoices, i => Assert.Equal(byInvoice[i.Key], i.NetChargeCents));
    }

    [Fact]
    public void Spec_files_have_the_pinned_sha256()
    {
        var data = new ShipmentsDataSet(ShipmentsTestData.NewFolder("spec"), ShipmentsScale.Spec);
        try
        {
            data.Generate();

            Assert.Equal(SpecFilesSha256, Sha256(data));
        }
        finally
        {
            Directory.Delete(data.Folder, recursive: true);
        }
    }

    [Fact]
    public void Files_use_yyyymmdd_dates_two_decimal_amounts_and_unix_line_ends()
    {
        var data = ShipmentsTestData.Workload.Data;

        var invoice = File.ReadAllText(data.PathOf(ShipmentsTable.Invoice));
        var charges = File.ReadLines(data.PathOf(ShipmentsTable.Charges)).Skip(1).First().Split(',');

        Assert.DoesNotContain('\r', invoice);
        Assert.StartsWith("PKeyInvoice,InvoiceNum,InvoiceDate,NetCharge,ChargeCurrency\n1,", invoice, StringComparison.Ordinal);
        Assert.Matches(@"^1,\d{9},20040105,\d+\.\d\d,(USD|CAD)$", invoice.Split('\n')[1]);
        Assert.Matches(@"^\d+\.\d\d$", charges[3]);
    }

    [Fact]
    public void Ensure_generates_once_and_then_reuses_the_files()
    {
        var data = new ShipmentsDataSet(ShipmentsTestData.NewFolder("ensure"), ShipmentsTestData.Scale);
        try
        {
            Assert.True(data.Ensure());
            Assert.False(data.Ensure());
            File.AppendAllText(data.PathOf(ShipmentsTable.Invoice), "tampered\n");
            Assert.True(data.Ensure());
        }
        finally
        {
            Directory.Delete(data.Folder, recursive: true);
        }
    }

    [Theory]
    [InlineData("1,123456789,20050101,100.50", "expected 5 comma-separated fields")]
    [InlineData("1,123456789,20050231,100.50,USD", "'20050231' is not a valid Date")]
    [InlineData("1,123456789,2005-01-01,100.50,USD", "'2005-01-01' is not a valid Date")]
    [InlineData("1,123456789,20050101,1OO.50,USD", "'1OO.50' is not a valid Currency")]
    public void A_malformed_line_fails_naming_the_file_and_line(string badLine, string message)
    {
        var folder = ShipmentsTestData.NewFolder("malformed");
        Directory.CreateDirectory(folder);
        var path = Path.Combine(folder, "Invoice.csv");
        File.WriteAllText(path, $"{ShipmentsTable.Invoice.Header}\n2,987654321,20040105,10.00,USD\n{badLine}\n");
        try
        {
            using var reader = new ShipmentsCsvReader(path, ShipmentsTable.Invoice);
            var values = new object?[5];
            Assert.True(reader.Read(values));

            var error = Assert.Throws<InvalidDataException>(() => reader.Read(values));

            Assert.Contains($"{path}, line 3: ", error.Message, StringComparison.Ordinal);
            Assert.Contains(message, error.Message, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_reader_parses_dates_amounts_and_weights_into_parameter_types()
    {
        var data = ShipmentsTestData.Workload.Data;
        using var reader = new ShipmentsCsvReader(data.PathOf(ShipmentsTable.Packages), ShipmentsTable.Packages);
        var values = new object?[9];

        Assert.True(reader.Read(values));

        Assert.Equal(1, values[0]);
        Assert.IsType<double>(values[4]);
        Assert.IsType<string>(values[3]);
    }

    private static double Fraction(StepOutcome outcome, int of) => (double)outcome.Rows / of;

    private static string Sha256(ShipmentsDataSet data)
    {
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        foreach (var table in ShipmentsTable.All)
        {
            hash.AppendData(File.ReadAllBytes(data.PathOf(table)));
        }

        return Convert.ToHexStringLower(hash.GetHashAndReset());
    }

    private sealed class CollectingSink : IShipmentsSink
    {
        public List<InvoiceRow> Invoices { get; } = [];

        public List<ShipmentRow> Shipments { get; } = [];

        public List<PackageRow> Packages { get; } = [];

        public List<ChargeRow> Charges { get; } = [];

        public void Invoice(in InvoiceRow row) => Invoices.Add(row);

        public void Shipment(in ShipmentRow row) => Shipments.Add(row);

        public void Package(in PackageRow row) => Packages.Add(row);

        public void Charge(in ChargeRow row) => Charges.Add(row);
    }
}
