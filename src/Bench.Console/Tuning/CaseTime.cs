using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>A measured case's mean with its interval, as the tuning report compares cases.</summary>
public static class CaseTime
{
    extension(MeasuredCase measuredCase)
    {
        /// <summary>The mean and its interval, ns, with the runs behind them, which a speed-up's verdict reads (NaN mean for a case that was not measured).</summary>
        public Interval Time => new(measuredCase.MeanNanoseconds ?? double.NaN, measuredCase.LowerNanoseconds, measuredCase.UpperNanoseconds, measuredCase.MeasuredRuns)
        {
            Values = measuredCase.RunsNanoseconds,
        };
    }
}
