namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// A field's value, built from what it stands for so that any read can be checked without storing
/// what was written (YCSB's data-integrity idea, extended to updates): eight hex digits of the
/// version, a colon, then characters drawn from a generator seeded by the field and the version —
/// and, for version 0 (the value the load phase wrote), the key. A version other than 0 names the
/// operation that wrote it (<see cref="YcsbWriteLog"/>), which records its key; so a value written
/// to another key, another field, half written, or never written at all fails the check.
/// </summary>
public static class YcsbValue
{
    /// <summary>Characters before the content: the version in hex and a colon.</summary>
    public const int HeaderLength = 9;

    /// <summary>The value of <paramref name="field"/> of key <paramref name="key"/> at <paramref name="version"/>.</summary>
    public static string Create(long key, int field, uint version, int length) =>
        string.Create(length, (key, field, version), static (span, state) => Write(span, state.key, state.field, state.version));

    /// <summary>Writes the value into <paramref name="destination"/>, whose length is the field's.</summary>
    public static void Write(Span<char> destination, long key, int field, uint version)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(destination.Length, HeaderLength + 1);
        for (var i = 0; i < 8; i++)
        {
            destination[i] = Hex((int)(version >> (28 - 4 * i)) & 0xf);
        }

        destination[8] = ':';
        var state = Seed(key, field, version);
        for (var i = HeaderLength; i < destination.Length; i++)
        {
            destination[i] = (char)('a' + (int)(Next(ref state) % 26));
        }
    }

    /// <summary>The version a value carries, or null when its header is not one.</summary>
    public static uint? VersionOf(ReadOnlySpan<char> value)
    {
        if (value.Length < HeaderLength || value[8] != ':')
        {
            return null;
        }

        uint version = 0;
        for (var i = 0; i < 8; i++)
        {
            var digit = HexValue(value[i]);
            if (digit < 0)
            {
                return null;
            }

            version = (version << 4) | (uint)digit;
        }

        return version;
    }

    /// <summary>True when <paramref name="value"/> is exactly the value of <paramref name="field"/> of <paramref name="key"/> at the version it carries, at <paramref name="length"/> characters.</summary>
    public static bool IsWhole(ReadOnlySpan<char> value, long key, int field, int length)
    {
        if (value.Length != length || VersionOf(value) is not { } version)
        {
            return false;
        }

        var state = Seed(key, field, version);
        for (var i = HeaderLength; i < value.Length; i++)
        {
            if (value[i] != (char)('a' + (int)(Next(ref state) % 26)))
            {
                return false;
            }
        }

        return true;
    }

    // Loaded values (version 0) depend on the key; written ones name their operation, which records the key.
    private static ulong Seed(long key, int field, uint version) =>
        YcsbKeys.Hash((version == 0 ? (ulong)key : ulong.MaxValue) ^ ((ulong)field << 40) ^ ((ulong)version << 8));

    // SplitMix64: a fast, well-mixed sequence from one 64-bit state.
    private static ulong Next(ref ulong state)
    {
        var z = state += 0x9E3779B97F4A7C15;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
        return z ^ (z >> 31);
    }

    private static char Hex(int digit) => (char)(digit < 10 ? '0' + digit : 'A' + digit - 10);

    private static int HexValue(char c) => c switch
    {
        >= '0' and <= '9' => c - '0',
        >= 'A' and <= 'F' => c - 'A' + 10,
        _ => -1,
    };
}
