namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// How many rows each W3 table holds. <see cref="Spec"/> is the 2006 data set the benchmark
/// always uses; smaller scales exist for tests only.
/// </summary>
/// <param name="Invoices">Rows of Invoice.</param>
/// <param name="Shipments">Rows of Shipment; every shipment belongs to an invoice.</param>
/// <param name="Packages">Rows of Packages; every shipment has at least one.</param>
/// <param name="Charges">Rows of Charges; every shipment has at least one.</param>
public sealed record ShipmentsScale(int Invoices, int Shipments, int Packages, int Charges)
{
    /// <summary>The spec's counts: 106 invoices, 57,579 shipments, 57,589 packages, 182,176 charges.</summary>
    public static ShipmentsScale Spec { get; } = new(106, 57_579, 57_589, 182_176);

    /// <summary>All rows of the four tables (297,450 at <see cref="Spec"/>).</summary>
    public long TotalRows => (long)Invoices + Shipments + Packages + Charges;

    /// <summary>
    /// Each count divided by <paramref name="divisor"/>, at least one row a table: the same tables, statements and code on
    /// fewer rows, for the JIT warm-up (<c>StepBenchmark.CreateWarmupWorkload</c>). The order of the counts holds, so every
    /// child still has a parent and every parent a child.
    /// </summary>
    public ShipmentsScale ScaledDown(int divisor)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(divisor, 1);
        var scaled = new ShipmentsScale(Math.Max(1, Invoices / divisor), Math.Max(1, Shipments / divisor), Math.Max(1, Packages / divisor), Math.Max(1, Charges / divisor));
        scaled.Validate();
        return scaled;
    }

    /// <summary>Throws when the counts cannot give every child a parent and every parent a child.</summary>
    public void Validate()
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(Invoices, 1, nameof(Invoices));
        ArgumentOutOfRangeException.ThrowIfLessThan(Shipments, Invoices, nameof(Shipments));
        ArgumentOutOfRangeException.ThrowIfLessThan(Packages, Shipments, nameof(Packages));
        ArgumentOutOfRangeException.ThrowIfLessThan(Charges, Shipments, nameof(Charges));
    }

    /// <inheritdoc />
    public override string ToString() => $"{Invoices}/{Shipments}/{Packages}/{Charges}";
}
