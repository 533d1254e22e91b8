using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// W6's lines in an engine's section of the tuning report: per variant and reader count, the
/// writer's ops/s and its slowdown from the readers, writer and reader p99, lock errors; the full
/// tables and charts are on the W6 page.
/// </summary>
public static class ConcurrencyLines
{
    /// <summary>Appends the lines for the engine's W6 cases among <paramref name="cases"/>, if any ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<TuningCase> cases)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(cases);
        var recorded = cases.Where(c => c.BenchmarkClass == typeof(Concurrency<>) && c.Parameters.Contains("Recording=On", StringComparison.Ordinal)).ToArray();
        if (recorded.Length == 0)
        {
            return;
        }

        document.Heading(3, "W6: one writer beside readers");
        document.List(recorded.OrderBy(c => c.Variant).ThenBy(c => Readers(c)).Select(c =>
        {
            var writer = c.Record?.Latencies?.FirstOrDefault(r => r.Role == "writer");
            var readers = c.Record?.Latencies?.FirstOrDefault(r => r.Role == "readers");
            var alone = recorded.FirstOrDefault(a => a.Variant == c.Variant && Readers(a) == 0)?.Record?.Latencies?.FirstOrDefault(r => r.Role == "writer");
            if (writer is null)
            {
                return $"{c.Variant}, {Readers(c)} readers: {c.Record?.Error ?? "no result"}";
            }

            var slowdown = alone is { OpsPerSecond: > 0 } ? $" ({writer.OpsPerSecond / alone.OpsPerSecond:0.00}x of its rate alone)" : "";
            var applied = writer.Operations < writer.Planned ? $", starved: {writer.Operations:N0} of {writer.Planned:N0} operations applied" : "";
            var reading = readers is null ? "" : $"; readers {ConcurrencyPage.Rate(readers.OpsPerSecond)} ops/s, p99 {ConcurrencyPage.Microseconds(readers.P99)}, errors: {ConcurrencyPage.Errors(readers)}";
            return $"{c.Variant}, {Readers(c)} readers: writer {ConcurrencyPage.Rate(writer.OpsPerSecond)} ops/s{slowdown}, p99 {ConcurrencyPage.Microseconds(writer.P99)}, " +
                $"max {ConcurrencyPage.Microseconds(writer.Max)}, errors: {ConcurrencyPage.Errors(writer)}{applied}{reading}";
        }));
        document.Paragraph($"Tables and charts: {ConcurrencyPage.FileName}.html.");
    }

    private static int Readers(TuningCase c) =>
        c.Parameters.Split(", ").Where(p => p.StartsWith("Readers=", StringComparison.Ordinal)).Select(p => int.Parse(p[8..], System.Globalization.CultureInfo.InvariantCulture)).FirstOrDefault();
}
