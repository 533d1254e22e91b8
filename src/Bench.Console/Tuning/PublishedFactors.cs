using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The source studies' own tuning factors, where one measured the same change the suite does:
/// mORMot's 2014 matrix (SQLite through its external-database layer, rows/s) gives each setting's
/// factor over "full" (synchronous FULL, the suite's Default) for every insert mode and read.
/// </summary>
public static class PublishedFactors
{
    // ext full, ext off, ext off + exclusive, ext memory: Direct, Batch, Trans, Batch+Trans; reads by one and all (direct).
    private static readonly Dictionary<Variant, double[]> _matrixSqlite = new()
    {
        [Variant.Default] = [424, 11_297, 102_049, 164_636, 27_284, 550_842],
        [Variant.SyncOff] = [830, 21_406, 109_706, 189_250, double.NaN, double.NaN],
        [Variant.Exclusive] = [41_589, 180_759, 108_481, 192_071, 128_077, 535_905],
        [Variant.Memory] = [101_440, 234_576, 113_530, 190_142, 127_106, 563_316],
    };

    private static readonly string[] _matrixSteps = ["Direct", "Batch", "Trans", "BatchTrans", "ByOne", "All"];

    /// <summary>The published factor of <paramref name="variant"/> over Default for W5's <paramref name="step"/> on SQLite, or null.</summary>
    public static double? MatrixSqlite(string step, Variant variant)
    {
        var column = Array.IndexOf(_matrixSteps, step);
        if (column < 0 || !_matrixSqlite.TryGetValue(variant, out var rates) || variant == Variant.Default)
        {
            return null;
        }

        var factor = rates[column] / _matrixSqlite[Variant.Default][column];
        return double.IsNaN(factor) ? null : factor;
    }
}
