namespace EmbeddedDbBench.Core.Shipments;

/// <summary>The steps of W3. Every step but <see cref="CreateTables"/> is timed.</summary>
public enum ShipmentsStep
{
    /// <summary>The four CREATE TABLEs and three CREATE INDEXes (untimed preparation).</summary>
    CreateTables,

    /// <summary>Read, parse and insert the four files (297,450 rows) into the empty tables.</summary>
    Import,

    /// <summary>Invoice joined to Shipment, <c>SELECT *</c>.</summary>
    Join1,

    /// <summary>Sum of charges per shipment, three-table join, grouped and ordered.</summary>
    Join2,

    /// <summary>One INSERT … SELECT MAX(PKeyInvoice) + 1 … in an implicit transaction.</summary>
    Insert1,

    /// <summary>Shipments joined to packages over 10 weight units.</summary>
    Scan1,

    /// <summary>Invoices joined to shipments whose tracking id contains 55.</summary>
    Scan2,

    /// <summary>Invoices with a shipment whose net charge is over 100 (IN subquery).</summary>
    Scan3,
}
