using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;

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

    /// <summary>Writes the page for the <paramref name="finished"/> cases, each with its validation; returns its path.</summary>
    public static string Write(string artifactsPath, IReadOnlyList<MeasuredCase> finished, int total)
    {
        var document = new ReportDocument("Interrupted run: the cases finished before Ctrl+C")
            .Paragraph(string.Create(CultureInfo.InvariantCulture, $"{finished.Count} of {total} cases finished at {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC. Times in milliseconds."))
            .Table(
                finished,
                new("case", c => c.Plan.ToString()),
                new("runs", c => c.MeasuredRuns.ToString(CultureInfo.InvariantCulture)),
                new("mean", c => string.Create(CultureInfo.InvariantCulture, $"{c.MeanNanoseconds / 1e6:N3}")),
                new("median", c => string.Create(CultureInfo.InvariantCulture, $"{c.MedianNanoseconds / 1e6:N3}")),
                new("validation", c => c.Record switch
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
