namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// Everything W3 checks, computed in C# from the generated rows (never from a database), so it
/// is the same for every engine: each table's tally after the import and after Insert 1, and
/// each query's row count and checksum of every column of every row it returns. Rows arrive
/// children first (see <see cref="IShipmentsSink"/>), so a joined row's hash waits for its parent.
/// </summary>
public sealed class ShipmentsExpectations : IShipmentsSink
{
    private readonly Dictionary<ShipmentsTable, TableTally> _tables = ShipmentsTable.All.ToDictionary(t => t, t => new TableTally(t));
    private readonly HashSet<int> _invoicesWithChargeOver100 = [];
    private readonly Dictionary<int, List<ulong[]>> _shipmentsOfInvoice = [];
    private readonly Dictionary<int, List<string>> _trackingIdsWith55OfInvoice = [];
    private readonly List<double> _heavyWeightsOfShipment = [];
    private long _chargeCentsOfShipment;
    private int _chargesOfShipment;
    private StepOutcome _join1;
    private StepOutcome _join2;
    private StepOutcome _scan1;
    private StepOutcome _scan2;
    private StepOutcome _scan3;

    private ShipmentsExpectations()
    {
    }

    /// <summary>The row Insert 1 adds: key max+1, '123456789', 2005-01-01, 100.5, 'USD'.</summary>
    public object?[] InsertedInvoice { get; private set; } = [];

    /// <summary>Invoice's tally after Insert 1.</summary>
    public TableTally InvoiceAfterInsert { get; private set; } = null!;

    /// <summary>Join 1: shipments with their invoice; all eleven columns.</summary>
    public StepOutcome Join1 => _join1;

    /// <summary>Join 2: one row per shipment with charges; B.PKeyShipment and SUM(C.Amount).</summary>
    public StepOutcome Join2 => _join2;

    /// <summary>Scan 1: packages over 10 weight units; A.TrackingId and B.Weight.</summary>
    public StepOutcome Scan1 => _scan1;

    /// <summary>Scan 2: shipments whose tracking id contains 55; A.InvoiceNum and B.TrackingId.</summary>
    public StepOutcome Scan2 => _scan2;

    /// <summary>Scan 3: invoices with a shipment over 100; InvoiceNum.</summary>
    public StepOutcome Scan3 => _scan3;

    /// <summary>Generates the data of <paramref name="scale"/> and <paramref name="seed"/> and computes the checks.</summary>
    public static ShipmentsExpectations Compute(ShipmentsScale scale, int seed)
    {
        var expectations = new ShipmentsExpectations();
        new ShipmentsGenerator(scale, seed).Generate(expectations);
        expectations.AddInsertedInvoice();
        return expectations;
    }

    /// <summary>
    /// The checks of <paramref name="data"/>: read from the file the first process of this build computed them into
    /// (<see cref="ShipmentsExpectationsFile"/>), else computed as <see cref="Compute"/> does and kept there. Every
    /// benchmark process of a run would otherwise generate and hash the 297,450 rows again before its first run.
    /// </summary>
    public static ShipmentsExpectations For(ShipmentsDataSet data)
    {
        ArgumentNullException.ThrowIfNull(data);
        if (ShipmentsExpectationsFile.Read(data) is { } kept)
        {
            return kept;
        }

        var computed = Compute(data.Scale, data.Seed);
        ShipmentsExpectationsFile.Write(data, computed);
        return computed;
    }

    /// <summary>The checks a kept file holds, the tallies after the import and the five queries' outcomes.</summary>
    internal static ShipmentsExpectations FromKept(IReadOnlyDictionary<ShipmentsTable, TableTally> tables, StepOutcome[] queries)
    {
        var expectations = new ShipmentsExpectations();
        foreach (var (table, tally) in tables)
        {
            expectations._tables[table] = tally;
        }

        (expectations._join1, expectations._join2, expectations._scan1, expectations._scan2, expectations._scan3) =
            (queries[0], queries[1], queries[2], queries[3], queries[4]);
        expectations.AddInsertedInvoice();
        return expectations;
    }

    /// <summary>The five queries' outcomes in the order <see cref="FromKept"/> takes them.</summary>
    internal StepOutcome[] Queries => [_join1, _join2, _scan1, _scan2, _scan3];

    private void AddInsertedInvoice()
    {
        var invoice = Table(ShipmentsTable.Invoice);
        var date = new DateTime(2005, 1, 1, 0, 0, 0, DateTimeKind.Unspecified);
        InsertedInvoice = [(int)invoice.Rows + 1, ShipmentsGenerator.InsertedInvoiceNumber, date, 100.5m, "USD"];
        InvoiceAfterInsert = invoice.With(InsertedInvoice);
    }

    /// <summary>The tally of <paramref name="table"/> after the import.</summary>
    public TableTally Table(ShipmentsTable table) => _tables[table];

    /// <inheritdoc />
    public void Package(in PackageRow row)
    {
        _tables[ShipmentsTable.Packages].Add(ShipmentsValues.Of(row));
        if (row.Weight > 10)
        {
            _heavyWeightsOfShipment.Add(row.Weight);
        }
    }

    /// <inheritdoc />
    public void Charge(in ChargeRow row)
    {
        _tables[ShipmentsTable.Charges].Add(ShipmentsValues.Of(row));
        _chargeCentsOfShipment += row.AmountCents;
        _chargesOfShipment++;
    }

    /// <inheritdoc />
    public void Shipment(in ShipmentRow row)
    {
        var values = ShipmentsValues.Of(row);
        _tables[ShipmentsTable.Shipment].Add(values);
        ListOf(_shipmentsOfInvoice, row.InvoiceKey).Add(Hashes(ShipmentsTable.Shipment, values));
        if (_chargesOfShipment > 0)
        {
            _join2 = Add(_join2, Checksum.Row(Checksum.Of(row.Key), Checksum.Of(_chargeCentsOfShipment / 100m, ShipmentsValues.Decimals)));
        }

        foreach (var weight in _heavyWeightsOfShipment)
        {
            _scan1 = Add(_scan1, Checksum.Row(Checksum.Of(row.TrackingId), Checksum.Of(weight, ShipmentsValues.Decimals)));
        }

        if (row.TrackingId.Contains("55", StringComparison.Ordinal))
        {
            ListOf(_trackingIdsWith55OfInvoice, row.InvoiceKey).Add(row.TrackingId);
        }

        if (row.NetChargeCents > 100_00)
        {
            _invoicesWithChargeOver100.Add(row.InvoiceKey);
        }

        (_chargeCentsOfShipment, _chargesOfShipment) = (0, 0);
        _heavyWeightsOfShipment.Clear();
    }

    /// <inheritdoc />
    public void Invoice(in InvoiceRow row)
    {
        var values = ShipmentsValues.Of(row);
        _tables[ShipmentsTable.Invoice].Add(values);
        var invoice = Hashes(ShipmentsTable.Invoice, values);
        // Removed as used: the buffers are empty once the last invoice is in.
        foreach (var shipment in _shipmentsOfInvoice.Remove(row.Key, out var shipments) ? shipments : [])
        {
            _join1 = Add(_join1, Checksum.Row([.. invoice, .. shipment]));
        }

        foreach (var trackingId in _trackingIdsWith55OfInvoice.Remove(row.Key, out var ids) ? ids : [])
        {
            _scan2 = Add(_scan2, Checksum.Row(Checksum.Of(row.Number), Checksum.Of(trackingId)));
        }

        if (_invoicesWithChargeOver100.Contains(row.Key))
        {
            _scan3 = Add(_scan3, Checksum.Row(Checksum.Of(row.Number)));
        }
    }

    private static ulong[] Hashes(ShipmentsTable table, object?[] values) =>
        [.. values.Select((value, i) => ShipmentsValues.Hash(table.Columns[i].Kind, value))];

    private static List<T> ListOf<T>(Dictionary<int, List<T>> lists, int key)
    {
        if (!lists.TryGetValue(key, out var list))
        {
            list = [];
            lists[key] = list;
        }

        return list;
    }

    private static StepOutcome Add(StepOutcome outcome, ulong hash) => new(outcome.Rows + 1, outcome.Checksum + hash);
}
