using System.Globalization;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Ledger;

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
        var document = new ReportDocument("Interrupted run: the cases finished before Ctrl+C")
            .Paragraph(string.Create(CultureInfo.InvariantCulture, $"{finished.Count} of {total} cases finished at {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC. Times in milliseconds."))
            .Table(
                finished,
                new("case", r => $"{r.BenchmarkCase.Descriptor.DisplayInfo} {r.BenchmarkCase.Parameters.DisplayInfo}"),
                new("runs", r => (r.ResultStatistics?.N ?? 0).ToString(CultureInfo.InvariantCulture)),
                new("mean", r => string.Create(CultureInfo.InvariantCulture, $"{r.ResultStatistics?.Mean / 1e6:N3}")),
                new("median", r => string.Create(CultureInfo.InvariantCulture, $"{r.ResultStatistics?.Median / 1e6:N3}")),
                new("validation", r => ledger.RecordOf(r.BenchmarkCase) switch
                {
                    null => "no record",
                    { Error: { } error } => "FAILED: " + error,
                    var record => $"ok ({record.ValidatedRuns} runs)",
                }));
        var results = Path.Combine(artifactsPath, "results");
        Directory.CreateDirectory(results);
        return document.SaveMarkdown(results, Path.GetFileNameWithoutExtension(FileName));
    }
}
