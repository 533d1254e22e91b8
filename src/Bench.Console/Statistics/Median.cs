namespace EmbeddedDbBench.Console.Statistics;

/// <summary>The median of a few runs or ratios: robust to one the machine slowed or sped up, where a mean is not.</summary>
public static class Median
{
    /// <summary>The middle value of <paramref name="values"/> (one or more), the mean of the two middle ones for an even count.</summary>
    public static double Of(IReadOnlyList<double> values)
    {
        ArgumentOutOfRangeException.ThrowIfZero(values.Count);
        var sorted = values.Order().ToArray();
        var middle = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
