using System.Data.Common;
using System.Globalization;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// W3 values in their canonical .NET types (int, string, DateTime, decimal, double), how they
/// hash for checksums and how they are read back from any provider, so the checks computed from
/// the generated rows and those computed from a database compare like with like.
/// </summary>
public static class ShipmentsValues
{
    /// <summary>Decimals kept when amounts and weights are hashed or summed: cents.</summary>
    public const int Decimals = 2;

    /// <summary>Hash of one value of <paramref name="kind"/>; dates by ticks, amounts and weights rounded to cents.</summary>
    public static ulong Hash(ColumnKind kind, object? value) => value switch
    {
        null or DBNull => Checksum.Of((string?)null),
        _ => kind switch
        {
            ColumnKind.WholeNumber => Checksum.Of(Convert.ToInt64(value, CultureInfo.InvariantCulture)),
            ColumnKind.Text or ColumnKind.Character => Checksum.Of((string)value),
            ColumnKind.Date => Checksum.Of(((DateTime)value).Ticks),
            ColumnKind.Currency => Checksum.Of((decimal)value, Decimals),
            ColumnKind.Real => Checksum.Of((double)value, Decimals),
            _ => throw new ArgumentOutOfRangeException(nameof(kind)),
        },
    };

    /// <summary>Hash of a whole row: column hashes folded in column order, so swapped values change it.</summary>
    public static ulong RowHash(IReadOnlyList<ShipmentsColumn> columns, ReadOnlySpan<object?> values)
    {
        Span<ulong> hashes = stackalloc ulong[columns.Count];
        for (var i = 0; i < columns.Count; i++)
        {
            hashes[i] = Hash(columns[i].Kind, values[i]);
        }

        return Checksum.Row(hashes);
    }

    /// <summary>
    /// Hash of the current row of <paramref name="reader"/>, every column read with its kind's
    /// typed getter (no boxing) and folded in column order: what a query step checks per row.
    /// </summary>
    public static ulong ReadRowHash(DbDataReader reader, ReadOnlySpan<ColumnKind> kinds)
    {
        Span<ulong> hashes = stackalloc ulong[kinds.Length];
        for (var i = 0; i < kinds.Length; i++)
        {
            hashes[i] = reader.IsDBNull(i) ? Checksum.Of((string?)null) : kinds[i] switch
            {
                ColumnKind.WholeNumber => Checksum.Of(reader.GetInt32(i)),
                ColumnKind.Text or ColumnKind.Character => Checksum.Of(reader.GetString(i)),
                ColumnKind.Date => Checksum.Of(reader.GetDateTime(i).Ticks),
                ColumnKind.Currency => Checksum.Of(reader.GetDecimal(i), Decimals),
                ColumnKind.Real => Checksum.Of(reader.GetDouble(i), Decimals),
                _ => throw new ArgumentOutOfRangeException(nameof(kinds)),
            };
        }

        return Checksum.Row(hashes);
    }

    /// <summary>Reads column <paramref name="ordinal"/> as the canonical type of <paramref name="kind"/>.</summary>
    public static object? Read(DbDataReader reader, int ordinal, ColumnKind kind) => reader.IsDBNull(ordinal) ? null : kind switch
    {
        ColumnKind.WholeNumber => Convert.ToInt32(reader.GetValue(ordinal), CultureInfo.InvariantCulture),
        ColumnKind.Text or ColumnKind.Character => reader.GetString(ordinal),
        ColumnKind.Date => reader.GetDateTime(ordinal),
        ColumnKind.Currency => reader.GetDecimal(ordinal),
        ColumnKind.Real => reader.GetDouble(ordinal),
        _ => throw new ArgumentOutOfRangeException(nameof(kind)),
    };

    /// <summary>The values of an Invoice row, in column order.</summary>
    public static object?[] Of(in InvoiceRow row) => [row.Key, row.Number, row.Date, row.NetChargeCents / 100m, row.Currency];

    /// <summary>The values of a Shipment row, in column order.</summary>
    public static object?[] Of(in ShipmentRow row) =>
        [row.Key, row.InvoiceKey, row.TrackingId, row.ShipDate, row.NetChargeCents / 100m, row.Currency];

    /// <summary>The values of a Packages row, in column order.</summary>
    public static object?[] Of(in PackageRow row) =>
        [row.Key, row.ShipmentKey, row.Pieces, row.WeightUnits, row.Weight, row.Length, row.Width, row.Height, row.DimUnits];

    /// <summary>The values of a Charges row, in column order.</summary>
    public static object?[] Of(in ChargeRow row) => [row.Key, row.ShipmentKey, row.Code, row.AmountCents / 100m, row.Currency];
}
