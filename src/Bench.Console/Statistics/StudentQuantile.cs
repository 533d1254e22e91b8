namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// The two-sided 99.9% quantile of Student's t distribution (the 0.9995 quantile), the level of
/// BenchmarkDotNet's confidence intervals, which the report's other intervals use.
/// </summary>
public static class StudentQuantile
{
    // t(0.9995, df) for df = 1..30, from the standard tables.
    private static readonly double[] _table =
    [
        636.619, 31.599, 12.924, 8.610, 6.869, 5.959, 5.408, 5.041, 4.781, 4.587,
        4.437, 4.318, 4.221, 4.140, 4.073, 4.015, 3.965, 3.922, 3.883, 3.850,
        3.819, 3.792, 3.768, 3.745, 3.725, 3.707, 3.690, 3.674, 3.659, 3.646,
    ];

    /// <summary>
    /// The quantile for <paramref name="degreesOfFreedom"/>; beyond 30, the value at 30, which is
    /// wider than the true one (3.291 at infinity), so an interval errs wide, never narrow.
    /// </summary>
    public static double TwoSided999(int degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(degreesOfFreedom, 1);
        return _table[Math.Min(degreesOfFreedom, _table.Length) - 1];
    }
}
