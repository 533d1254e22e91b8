using System.Globalization;

namespace EmbeddedDbBench.Console.Statistics;

/// <summary>
/// How many times faster one case ran than its baseline, from matched measurements: each pair
/// measured back to back (the interleaved rounds of <c>--pairs N</c>), so the machine's drift between pairs
/// drops out of the ratio instead of widening or biasing it. The factor is the geometric mean of
/// the pairs' ratios (baseline / compared, above 1 is faster); from three pairs its bounds are
/// the 99.9% Student t interval of the log ratios (the level of the report's other intervals);
/// from two, the two ratios' observed range; from one, none (NaN).
/// </summary>
/// <param name="Factor">The geometric mean of baseline / compared over the pairs.</param>
/// <param name="Low">The lower bound, or NaN.</param>
/// <param name="High">The upper bound, or NaN.</param>
/// <param name="Pairs">The pairs behind it.</param>
public sealed record PairedRatio(double Factor, double Low, double High, int Pairs)
{
    /// <summary>The smallest of the pairs' ratios.</summary>
    public double SmallestPair { get; init; } = Factor;

    /// <summary>The largest of the pairs' ratios.</summary>
    public double LargestPair { get; init; } = Factor;

    /// <summary>True when there are bounds (two pairs or more).</summary>
    public bool IsKnown => !double.IsNaN(Low);

    /// <summary>True when the bounds are a 99.9% confidence interval (three pairs or more).</summary>
    public bool IsConfidenceInterval => IsKnown && Pairs >= Interval.RunsForConfidence;

    /// <summary>The precision the bounds claim, ± a fraction about their middle: (high − low) / (high + low); NaN without bounds.</summary>
    public double PlusMinus => IsKnown ? (High - Low) / (High + Low) : double.NaN;

    /// <summary>The ratio of <paramref name="pairs"/>, each a baseline's time and the compared case's time in the same unit.</summary>
    public static PairedRatio Of(IReadOnlyList<(double Baseline, double Compared)> pairs)
    {
        ArgumentOutOfRangeException.ThrowIfZero(pairs.Count);
        if (pairs.Any(p => p.Baseline <= 0 || p.Compared <= 0))
        {
            throw new ArgumentException("A time of a pair is not positive.", nameof(pairs));
        }

        var logs = pairs.Select(p => Math.Log(p.Baseline / p.Compared)).ToArray();
        var mean = logs.Average();
        var (low, high) = logs.Length switch
        {
            1 => (double.NaN, double.NaN),
            2 => (Math.Exp(logs.Min()), Math.Exp(logs.Max())),
            _ => Interval.GeometricMeanInterval(logs),
        };
        return new PairedRatio(Math.Exp(mean), low, high, logs.Length) { SmallestPair = Math.Exp(logs.Min()), LargestPair = Math.Exp(logs.Max()) };
    }

    /// <summary>The same pairs' ratio the other way round (compared / baseline).</summary>
    public PairedRatio Inverse() => new(1 / Factor, 1 / High, 1 / Low, Pairs) { SmallestPair = 1 / LargestPair, LargestPair = 1 / SmallestPair };

    /// <summary>The pairs behind it: <c>5 pairs</c>.</summary>
    public string PairCount => Pairs == 1 ? "1 pair" : $"{Pairs} pairs";

    /// <inheritdoc />
    public override string ToString() => IsKnown
        ? $"{SpeedUp.Format(Factor)} [{SpeedUp.Format(Low)}–{SpeedUp.Format(High)}{(IsConfidenceInterval ? $", {Interval.Level}" : " range")}], {PairCount}"
        : $"{SpeedUp.Format(Factor)}, {PairCount}";

    /// <summary>The precision as text: <c>±3.2%</c>.</summary>
    public static string Percent(double plusMinus) => "±" + (plusMinus * 100).ToString(plusMinus < 0.1 ? "0.0" : "0", CultureInfo.InvariantCulture) + "%";
}
