namespace EmbeddedDbBench.Console.Tuning;

/// <summary>A mean with its 99.9% confidence interval (the observed range for two runs; NaN bounds for one).</summary>
/// <param name="Mean">The mean.</param>
/// <param name="Lower">Lower bound of the 99.9% interval.</param>
/// <param name="Upper">Upper bound of the 99.9% interval.</param>
/// <param name="Runs">Measured runs.</param>
public readonly record struct Interval(double Mean, double Lower, double Upper, int Runs)
{
    /// <summary>True when the interval is known (two runs or more).</summary>
    public bool IsKnown => !double.IsNaN(Lower) && !double.IsNaN(Upper);
}
