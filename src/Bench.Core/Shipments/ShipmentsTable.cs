namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// One of W3's four tables: its columns (in CSV and INSERT order), its CSV file, and the DDL the
/// spec gives for it with CURRENCY, DATETIME, REAL and VARCHAR mapped through the dialect.
/// </summary>
public sealed class ShipmentsTable
{
    private ShipmentsTable(string name, string? indexedColumn, params ShipmentsColumn[] columns)
    {
        Name = name;
        IndexedColumn = indexedColumn;
        Columns = columns;
        Bulk = new BulkTable(name, columns.Select(c => c.Name).ToArray());
    }

    /// <summary>Invoice (106 rows at spec scale).</summary>
    public static ShipmentsTable Invoice { get; } = new("Invoice", null,
        new("PKeyInvoice", ColumnKind.WholeNumber), new("InvoiceNum", ColumnKind.Text), new("InvoiceDate", ColumnKind.Date),
        new("NetCharge", ColumnKind.Currency), new("ChargeCurrency", ColumnKind.Text));

    /// <summary>Shipment, indexed on InvoiceKey.</summary>
    public static ShipmentsTable Shipment { get; } = new("Shipment", "InvoiceKey",
        new("PKeyShipment", ColumnKind.WholeNumber), new("InvoiceKey", ColumnKind.WholeNumber), new("TrackingId", ColumnKind.Text),
        new("ShipDate", ColumnKind.Date), new("NetCharge", ColumnKind.Currency), new("ChargeCurrency", ColumnKind.Text));

    /// <summary>Packages, indexed on ShipmentKey.</summary>
    public static ShipmentsTable Packages { get; } = new("Packages", "ShipmentKey",
        new("PKeyPackages", ColumnKind.WholeNumber), new("ShipmentKey", ColumnKind.WholeNumber), new("Pieces", ColumnKind.WholeNumber),
        new("WeightUnits", ColumnKind.Character), new("Weight", ColumnKind.Real), new("DimLength", ColumnKind.WholeNumber),
        new("DimWidth", ColumnKind.WholeNumber), new("DimHeight", ColumnKind.WholeNumber), new("DimUnits", ColumnKind.Character));

    /// <summary>Charges, indexed on ShipmentKey.</summary>
    public static ShipmentsTable Charges { get; } = new("Charges", "ShipmentKey",
        new("PKeyCharges", ColumnKind.WholeNumber), new("ShipmentKey", ColumnKind.WholeNumber), new("Code", ColumnKind.Text),
        new("Amount", ColumnKind.Currency), new("ChargeCurrency", ColumnKind.Text));

    /// <summary>The four tables in import order (parents first).</summary>
    public static IReadOnlyList<ShipmentsTable> All { get; } = [Invoice, Shipment, Packages, Charges];

    /// <summary>Table name.</summary>
    public string Name { get; }

    /// <summary>The CSV file's name, e.g. <c>Invoice.csv</c>.</summary>
    public string FileName => Name + ".csv";

    /// <summary>Columns in file and INSERT order; the first is the primary key.</summary>
    public IReadOnlyList<ShipmentsColumn> Columns { get; }

    /// <summary>The foreign-key column the spec indexes, if any.</summary>
    public string? IndexedColumn { get; }

    /// <summary>The table as the bulk-insert paths see it.</summary>
    public BulkTable Bulk { get; }

    /// <summary>The CSV header line.</summary>
    public string Header => string.Join(',', Columns.Select(c => c.Name));

    /// <summary>The spec's CREATE TABLE and CREATE INDEX statements for <paramref name="dialect"/>.</summary>
    public IEnumerable<string> CreateSql(SqlDialect dialect)
    {
        var columns = Columns.Select((c, i) => $"{c.Name} {(i == 0 ? "INTEGER PRIMARY KEY" : TypeOf(c, dialect))}");
        yield return $"CREATE TABLE {Name} ({string.Join(", ", columns)})";
        if (IndexedColumn is not null)
        {
            yield return $"CREATE INDEX {IndexName} ON {Name} ({IndexedColumn})";
        }
    }

    private string IndexName => Name == "Shipment" ? "ix_invoice" : $"ix_{Name.ToLowerInvariant()}_shipment";

    private static string TypeOf(ShipmentsColumn column, SqlDialect dialect) => column.Kind switch
    {
        ColumnKind.WholeNumber => "INTEGER",
        ColumnKind.Text => dialect.Text(TextLength(column.Name)),
        ColumnKind.Character => "CHAR",
        ColumnKind.Date => dialect.Timestamp,
        ColumnKind.Currency => dialect.Currency,
        ColumnKind.Real => dialect.Real,
        _ => throw new ArgumentOutOfRangeException(nameof(column)),
    };

    // The spec's VARCHAR lengths.
    private static int TextLength(string column) => column switch
    {
        "InvoiceNum" => 15,
        "TrackingId" => 16,
        _ => 3,
    };

    /// <inheritdoc />
    public override string ToString() => Name;
}
