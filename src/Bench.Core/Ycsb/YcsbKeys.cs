using System.Globalization;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// YCSB's key names: <c>user</c> followed by the key number, hashed (FNV-1a, 64 bits) under
/// <c>insertorder=hashed</c> so that keys inserted one after another land apart in the key order,
/// or the number itself under <c>ordered</c>. Also the hash that scrambles zipfian ranks.
/// </summary>
public static class YcsbKeys
{
    private const ulong FnvOffset = 14695981039346656037;
    private const ulong FnvPrime = 1099511628211;

    /// <summary>FNV-1a over the eight bytes of <paramref name="value"/>, least significant first.</summary>
    public static ulong Hash(ulong value)
    {
        var hash = FnvOffset;
        for (var i = 0; i < 8; i++)
        {
            hash ^= value & 0xff;
            hash *= FnvPrime;
            value >>= 8;
        }

        return hash;
    }

    /// <summary>The key of record <paramref name="number"/>.</summary>
    public static string Name(long number, bool hashed) =>
        "user" + (hashed ? (Hash((ulong)number) & long.MaxValue).ToString(CultureInfo.InvariantCulture) : number.ToString(CultureInfo.InvariantCulture));
}
