using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyCells;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// W6's lines in an engine's section of the tuning report: per variant, busy timeout, reader count
/// and shape, the writer's ops/s and its slowdown from the readers, its p99 and max (a starved writer's
/// wait included; one that completed nothing says so), what it applied, the runs measured, reader
/// p99, lock errors; the full tables and charts are on the W6 page.
/// </summary>
public static class ConcurrencyLines
{
    /// <summary>Appends the lines for the engine's W6 cases among <paramref name="cases"/>, if any ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(cases);
        var recorded = cases.Where(c => c.Plan.Workload == typeof(Concurrency<>) && c.Recording == LatencyRecording.On).ToArray();
        if (recorded.Length == 0)
        {
            return;
        }

        document.Heading(3, "W6: one writer beside readers");
        document.List(recorded.OrderBy(c => c.Variant).ThenBy(c => !IsAsShipped(c.BusyTimeout)).ThenBy(c => c.Readers)
            .ThenBy(c => ShapeOrder(c.Shape, c.Writer)).Select(c => Line(c, recorded)));
        document.Paragraph("The writer is a closed loop, each operation timed from its actual start, unless the line says open: then on a schedule, each operation " +
            $"timed from when it was due; paced readers likewise. A starved run's operation in flight at the deadline counts with its wait. Tables and charts: {ConcurrencyPage.FileName}.html.");
    }

    /// <summary>One case's line.</summary>
    public static string Line(MeasuredCase c, IReadOnlyList<MeasuredCase> recorded)
    {
        ArgumentNullException.ThrowIfNull(c);
        ArgumentNullException.ThrowIfNull(recorded);
        var writer = c.Role(Roles.Writer);
        var shape = c.Shape;
        var label = $"{c.Variant}, busy timeout {BusyTimeout(c.BusyTimeout)}, {c.Readers} readers{(IsPointsAndAggregate(shape) ? "" : $" ({ShapeText(shape)})")}" +
            (IsOpenLoop(c.Writer) ? $", writer {WriterLoopText(c.Writer)}" : "");
        if (writer is null)
        {
            return $"{label}: {c.Record?.Error ?? "no result"}";
        }

        var alone = ConcurrencySection.Alone(recorded, c.Variant);
        var slowdown = alone is { OpsPerSecond: > 0 } && !IsOpenLoop(c.Writer) ? $" ({writer.OpsPerSecond / alone.OpsPerSecond:0.00}x of its rate alone)" : "";
        var latency = writer.Operations == 0 ? WriterLatency(writer)
            : writer.Recorded ? $"p99 {ConcurrencyPage.Microseconds(writer.P99)}, max {ConcurrencyPage.Microseconds(writer.Max)}" : "not recorded";
        var applied = writer.StarvedRuns > 0 ? $", applied {Applied(writer, alone: c.Readers == 0)}" : "";
        var readers = c.Role(Roles.Readers) is { } r
            ? $"; readers {ConcurrencyPage.Rate(r.OpsPerSecond)} ops/s, p99 {ConcurrencyPage.Microseconds(r.P99)}, errors: {ConcurrencyPage.Errors(r)}"
            : "";
        return $"{label}: writer {ConcurrencyPage.Rate(writer.OpsPerSecond)} ops/s{slowdown}, {latency}, errors: {ConcurrencyPage.Errors(writer)}{applied}; " +
            $"runs {Runs(c.Time.Runs, writer)}{readers}";
    }
}
