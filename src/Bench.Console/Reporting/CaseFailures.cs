using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>The cases of a run that count as failed: the suite report lists them and the exit code follows them.</summary>
public static class CaseFailures
{
    /// <summary>
    /// Cases of <paramref name="summaries"/> that produced no measurement, failed validation, or left no record
    /// (<paramref name="recordOf"/>: the run's ledger, or a paired round's own).
    /// </summary>
    public static IReadOnlyList<string> Of(IEnumerable<Summary> summaries, Func<BenchmarkCase, CaseRecord?> recordOf)
    {
        ArgumentNullException.ThrowIfNull(summaries);
        ArgumentNullException.ThrowIfNull(recordOf);
        var failures = new List<string>();
        foreach (var summary in summaries)
        {
            foreach (var benchmarkCase in summary.BenchmarksCases)
            {
                var name = summary[benchmarkCase]?.BenchmarkCase.DisplayInfo ?? benchmarkCase.DisplayInfo;
                var record = recordOf(benchmarkCase);
                if (record?.Error is { } error)
                {
                    failures.Add($"{name}: {error}");
                }
                else if (summary[benchmarkCase] is not { Success: true })
                {
                    failures.Add($"{name}: produced no measurement (see the log above)");
                }
                else if (record is null)
                {
                    failures.Add($"{name}: left no validation record");
                }
            }
        }

        return failures;
    }
}
