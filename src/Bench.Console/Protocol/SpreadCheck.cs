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
                var verdict = Verdict(statistics.N, spread);
                lines.Add(string.Create(CultureInfo.InvariantCulture,
                    $"{report.BenchmarkCase.Descriptor.DisplayInfo} {report.BenchmarkCase.Parameters.DisplayInfo}: {protocol.Reason}; measured {statistics.Mean / 1e9:N1} s per run, spread {(double.IsNaN(spread) ? "-" : spread.ToString("P1", CultureInfo.InvariantCulture))}, {verdict}"));
            }
        }

        return lines;
    }

    /// <summary>
    /// What the runs of a shortened case can say about its protocol. One run has no spread to
    /// check: the case was shortened on the commit probe's spread alone (in the reason), and its
    /// figure is a first measured run.
    /// </summary>
    public static string Verdict(int runs, double spread) => runs switch
    {
        < 2 => "one run: its own spread cannot be checked; shortened on the commit probe's spread alone, and the figure is a first measured run",
        _ when spread <= MaxSpread => $"spread of {runs} runs within 10%",
        _ => $"spread of {runs} runs above 10%: rerun with --job full",
    };
}
