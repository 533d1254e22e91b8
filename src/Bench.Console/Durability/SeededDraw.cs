namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// One uniform draw per seed and index, each independent of its neighbours, so that a check's cuts and faults can be
/// repeated one at a time (<c>--seed S --cut N</c>) without drawing the ones before.
/// </summary>
/// <remarks>
/// A <see cref="Random"/> seeded once per index does not do this. A seeded <see cref="Random"/> runs the compatibility
/// generator (dotnet/runtime, <c>src/libraries/System.Private.CoreLib/src/System/Random.Net5CompatImpl.cs</c>,
/// <c>CompatPrng</c>), whose table is built from <c>161803398 - |seed|</c> by additions and subtractions modulo
/// <c>int.MaxValue</c>: its first sample is an affine function of the seed, so seeds a constant apart gave first draws a
/// constant apart (modulo 1), and the check's "log-uniform" points came as interleaved geometric progressions. Here the
/// pair goes through SplitMix64's output function (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), whose every output bit depends on every input bit.
/// </remarks>
public static class SeededDraw
{
    /// <summary>A value in [0, 1) drawn for <paramref name="index"/> of <paramref name="seed"/>.</summary>
    public static double Uniform(int seed, int index)
    {
        var z = ((ulong)(uint)seed << 32 | (uint)index) + 0x9E3779B97F4A7C15UL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
        z ^= z >> 31;
        // The top 53 bits: every double in [0, 1) a multiple of 2^-53.
        return (z >> 11) * (1.0 / (1UL << 53));
    }
}
