namespace EmbeddedDbBench.Core;

/// <summary>
/// 64-bit FNV-1a hashes of single values. A step's checksum is the wrapping sum of its values'
/// hashes, so it does not depend on the order rows arrive in and is identical across engines
/// that return the same values.
/// </summary>
public static class Checksum
{
    private const ulong OffsetBasis = 14695981039346656037;
    private const ulong Prime = 1099511628211;

    /// <summary>Hash of a string's UTF-16 code units; null hashes to a fixed value of its own.</summary>
    public static ulong Of(string? value)
    {
        if (value is null)
        {
            return Prime;
        }

        var hash = OffsetBasis;
        foreach (var c in value)
        {
            hash = (hash ^ c) * Prime;
        }

        return hash;
    }

    /// <summary>Hash of a 64-bit integer.</summary>
    public static ulong Of(long value)
    {
        var hash = OffsetBasis;
        for (var i = 0; i < 8; i++)
        {
            hash = (hash ^ (byte)(value >> (8 * i))) * Prime;
        }

        return hash;
    }

    /// <summary>
    /// One row's hash from its values' hashes, folded in column order: the row is hashed as a
    /// whole, and a value that moved to another column changes it.
    /// </summary>
    public static ulong Row(params ReadOnlySpan<ulong> values)
    {
        var hash = OffsetBasis;
        foreach (var value in values)
        {
            hash = (hash ^ value) * Prime;
        }

        return hash;
    }

    /// <summary>Hash of a decimal rounded to <paramref name="decimals"/> places, so 1.5 and 1.5000 agree.</summary>
    public static ulong Of(decimal value, int decimals) =>
        Of((long)decimal.Round(value * Pow10(decimals), MidpointRounding.AwayFromZero));

    /// <summary>Hash of a double rounded to <paramref name="decimals"/> places, tolerant of engines' float formatting.</summary>
    public static ulong Of(double value, int decimals) =>
        Of((long)Math.Round(value * (double)Pow10(decimals), MidpointRounding.AwayFromZero));

    private static decimal Pow10(int decimals) => decimals switch
    {
        < 0 => throw new ArgumentOutOfRangeException(nameof(decimals)),
        _ => (decimal)Math.Pow(10, decimals),
    };
}
