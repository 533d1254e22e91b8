namespace EmbeddedDbBench.Core.Published;

/// <summary>The 2006 shipments study's products, as engines name the one they stand for (<see cref="Facts.PublishedRows.Shipments"/>).</summary>
public enum ShipmentsProduct
{
    /// <summary>SQLite 3.</summary>
    Sqlite,

    /// <summary>SQL Server Everywhere.</summary>
    SqlEverywhere,

    /// <summary>SQL Server.</summary>
    SqlServer,

    /// <summary>Firebird 1.5 embedded.</summary>
    Firebird15Embedded,

    /// <summary>VistaDB.</summary>
    VistaDb,

    /// <summary>Jet (Access).</summary>
    Jet,
}

/// <summary>The 2006 shipments study's published database sizes after the import, as the spec gives them.</summary>
public static class ShipmentsPublished
{
    /// <summary>Each product's size in KB, in the study's order.</summary>
    public static IReadOnlyList<(ShipmentsProduct Product, string Kb)> Sizes { get; } =
    [
        (ShipmentsProduct.Sqlite, "14,208"), (ShipmentsProduct.SqlEverywhere, "17,652"), (ShipmentsProduct.SqlServer, "17,728 (+219,264 log)"),
        (ShipmentsProduct.Firebird15Embedded, "28,420"), (ShipmentsProduct.VistaDb, "45,872"), (ShipmentsProduct.Jet, "91,776"),
    ];

    /// <summary>The product as the study names it.</summary>
    public static string Label(ShipmentsProduct product) => product switch
    {
        ShipmentsProduct.Sqlite => "SQLite",
        ShipmentsProduct.SqlEverywhere => "SQL Everywhere",
        ShipmentsProduct.SqlServer => "SQL Server",
        ShipmentsProduct.Firebird15Embedded => "Firebird",
        ShipmentsProduct.VistaDb => "VistaDB",
        ShipmentsProduct.Jet => "Jet",
        _ => throw new ArgumentOutOfRangeException(nameof(product), product, null),
    };
}
