namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// A case's time from its measured runs. A time is positive and skewed (a run the disk or another process
/// slowed is slower by a factor, never faster by one), so its bounds are taken on the runs' logarithms: from
/// three runs, the 99.9% Student t interval of the geometric mean (the level of BenchmarkDotNet's own intervals);
/// from two, their observed range (a two-run 99.9% interval is a t-quantile of 636 wide, which says nothing); from
/// one, none (NaN). Bounds on logs are never below zero, where a normal interval on 2–3 runs of large spread
/// reaches below it (Student's t at 2 degrees of freedom is 31.6).
/// </summary>
/// <param name="Mean">The arithmetic mean of the runs, the figure the tables show.</param>
/// <param name="Lower">Lower bound: of the 99.9% interval from three runs, of the observed range for two, NaN for one.</param>
/// <param name="Upper">Upper bound, likewise.</param>
/// <param name="Runs">Measured runs.</param>
public readonly record struct Interval(double Mean, double Lower, double Upper, int Runs)
{
    /// <summary>Runs from which the bounds are a 99.9% confidence interval.</summary>
    public const int RunsForConfidence = 3;

    /// <summary>The confidence level of every interval the reports show, as they print it.</summary>
    public const string Level = "99.9%";

    private readonly IReadOnlyList<double>? _values;

    /// <summary>The measured runs, in <see cref="Mean"/>'s unit; empty where only the summary figures are known.</summary>
    public IReadOnlyList<double> Values { get => _values ?? []; init => _values = value; }

    /// <summary>The interval of <paramref name="runs"/> (each positive), in their unit.</summary>
    public static Interval Of(IReadOnlyList<double> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        ArgumentOutOfRangeException.ThrowIfZero(runs.Count);
        var mean = runs.Average();
        if (runs.Count == 1 || runs.Any(r => r <= 0))
        {
            return new Interval(mean, double.NaN, double.NaN, runs.Count) { Values = [.. runs] };
        }

        var (lower, upper) = runs.Count switch
        {
            2 => (runs.Min(), runs.Max()),
            _ => GeometricMeanInterval([.. runs.Select(r => Math.Log(r))]),
        };
        return new Interval(mean, lower, upper, runs.Count) { Values = [.. runs] };
    }

    /// <summary>The interval of BenchmarkDotNet's result statistics: its measured runs, outliers removed as it removes them.</summary>
    public static Interval Of(BenchmarkDotNet.Mathematics.Statistics statistics)
    {
        ArgumentNullException.ThrowIfNull(statistics);
        return Of(statistics.OriginalValues);
    }

    /// <summary>True when there are bounds (two runs or more).</summary>
    public bool IsKnown => !double.IsNaN(Lower) && !double.IsNaN(Upper);

    /// <summary>True when the bounds are a 99.9% confidence interval (three runs or more), not a range of two.</summary>
    public bool IsConfidenceInterval => IsKnown && Runs >= RunsForConfidence;

    /// <summary>True when every run is known and positive, so that the runs can be compared and their logs taken.</summary>
    public bool HasRuns => Values.Count == Runs && Runs > 0 && Values.All(v => v > 0);

    /// <summary>The fastest run, or NaN when the runs are not known.</summary>
    public double Fastest => HasRuns ? Values.Min() : double.NaN;

    /// <summary>The slowest run, or NaN when the runs are not known.</summary>
    public double Slowest => HasRuns ? Values.Max() : double.NaN;

    /// <summary>The geometric mean of the runs (the centre of the bounds), or <see cref="Mean"/> when the runs are not known.</summary>
    public double GeometricMean => HasRuns ? Math.Exp(LogMean) : Mean;

    /// <summary>The mean of the runs' natural logarithms.</summary>
    internal double LogMean => Values.Average(Math.Log);

    /// <summary>The sample variance of the runs' natural logarithms (0 for one run).</summary>
    internal double LogVariance => Runs < 2 ? 0 : LogVarianceOf([.. Values.Select(r => Math.Log(r))]);

    /// <summary>The sample variance of <paramref name="logs"/>.</summary>
    internal static double LogVarianceOf(IReadOnlyList<double> logs)
    {
        var mean = logs.Average();
        return logs.Sum(l => (l - mean) * (l - mean)) / (logs.Count - 1);
    }

    /// <summary>The 99.9% Student t interval of the geometric mean of the values whose natural logarithms are <paramref name="logs"/> (two or more).</summary>
    internal static (double Lower, double Upper) GeometricMeanInterval(IReadOnlyList<double> logs)
    {
        var mean = logs.Average();
        var margin = StudentQuantile.TwoSided999(logs.Count - 1) * Math.Sqrt(LogVarianceOf(logs) / logs.Count);
        return (Math.Exp(mean - margin), Math.Exp(mean + margin));
    }
}
