using System.Globalization;
using System.Text;
using BenchmarkDotNet.Reports;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// What a run interrupted by Ctrl+C still delivers: BenchmarkDotNet writes its reports only at
/// the end of each benchmark class, so the cases finished so far (kept by
/// <see cref="Protocol.SuiteProgress"/>) are written to <c>interrupted-report.md</c> with their
/// times and validation, beside the ledger that already holds their records.
/// </summary>
public static class InterruptedRunReport
{
    /// <summary>The page's file name under <c>artifacts/results/</c>.</summary>
    public const string FileName = "interrupted-report.md";

    /// <summary>Writes the page, with each case's validation from <paramref name="ledger"/>; returns its path.</summary>
    public static string Write(string artifactsPath, IReadOnlyList<BenchmarkReport> finished, int total, LedgerLookup ledger)
    {
        var page = new StringBuilder()
            .AppendLine("# Interrupted run: the cases finished before Ctrl+C")
            .AppendLine()
            .AppendLine(string.Create(CultureInfo.InvariantCulture, $"{finished.Count} of {total} cases finished at {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC. Times in milliseconds."))
            .AppendLine()
            .AppendLine("| case | runs | mean | median | validation |")
            .AppendLine("|---|---|---|---|---|");
        foreach (var report in finished)
        {
            var statistics = report.ResultStatistics;
            var record = ledger.RecordOf(report.BenchmarkCase);
            var validation = record is null ? "no record" : record.Error is { } error ? "FAILED: " + error : $"ok ({record.ValidatedRuns} runs)";
            page.AppendLine(string.Create(CultureInfo.InvariantCulture,
                $"| {report.BenchmarkCase.Descriptor.DisplayInfo} {report.BenchmarkCase.Parameters.DisplayInfo} | {statistics?.N ?? 0} | {statistics?.Mean / 1e6:N3} | {statistics?.Median / 1e6:N3} | {validation.Replace('|', '/')} |"));
        }

        var results = Path.Combine(artifactsPath, "results");
        Directory.CreateDirectory(results);
        var path = Path.Combine(results, FileName);
        File.WriteAllText(path, page.ToString());
        return path;
    }
}
