namespace EmbeddedDbBench.Core.Shipments;

/// <summary>One column of a W3 table.</summary>
/// <param name="Name">Column name as the spec writes it.</param>
/// <param name="Kind">Its type.</param>
public sealed record ShipmentsColumn(string Name, ColumnKind Kind);
