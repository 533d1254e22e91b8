using System.Globalization;
using BenchmarkDotNet.Reports;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// After the run: every case the planner shortened, with its measured spread ((max - min) / mean
/// of its runs), so a reader sees that the shortened protocol held, and which cases to rerun
/// with <c>--job full</c> when it did not.
/// </summary>
public static class SpreadCheck
{
    /// <summary>Spread above which a shortened case is flagged.</summary>
    public const double MaxSpread = 0.10;

    /// <summary>One line per shortened case of <paramref name="summaries"/>.</summary>
    public static IReadOnlyList<string> Lines(IEnumerable<Summary> summaries, ProtocolBook book)
    {
        var lines = new List<string>();
        foreach (var summary in summaries)
        {
            foreach (var report in summary.Reports)
            {
                if (book.Of(report.BenchmarkCase) is not { WarmupRuns: 0, PredictedRunSeconds: not null } protocol || report.ResultStatistics is not { } statistics)
                {
                    continue;
                }

                var spread = statistics.N > 1 ? (statistics.Max - statistics.Min) / statistics.Mean : double.NaN;
                var verdict = statistics.N < 2 ? "one run: spread not measured"
                    : spread <= MaxSpread ? "spread within 10%"
                    : "spread above 10%: rerun with --job full";
                lines.Add(string.Create(CultureInfo.InvariantCulture,
                    $"{report.BenchmarkCase.Descriptor.DisplayInfo} {report.BenchmarkCase.Parameters.DisplayInfo}: {protocol.Reason}; measured {statistics.Mean / 1e9:N1} s per run, spread {(double.IsNaN(spread) ? "-" : spread.ToString("P1", CultureInfo.InvariantCulture))}, {verdict}"));
            }
        }

        return lines;
    }
}
