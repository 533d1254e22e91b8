using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W6's page (<c>concurrency-report.md</c> and <c>.html</c>): per engine, readers × variant × busy
/// timeout → the writer's and readers' operations per second, their latency percentiles (a starved
/// writer's wait included), what the writer applied of its script, lock errors and retries, the
/// writer's slowdown from R readers (ops/s at R ÷ ops/s alone), the runs measured, the concurrency
/// settings read back, the recording's own cost, and two charts. Writes nothing when W6 did not run.
/// </summary>
public sealed class ConcurrencyPage : IReportPage
{
    /// <summary>The page's file name, without extension.</summary>
    public const string FileName = "concurrency-report";

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var measured = cases.Of(typeof(Concurrency<>));
        if (measured.Length == 0)
        {
            return null;
        }

        var document = new ReportDocument("W6: one writer beside readers")
            .Paragraph(
                "One writer runs a fixed number of single-row autocommit UPDATEs and INSERTs by key (every fifth an INSERT) on a " +
                "W2-shaped table of 25,000 rows, while R reader threads, each on its own connection, run point SELECTs by the key " +
                "and, when R > 0, one more thread runs COUNT(*)/SUM over the table. The timed region is the writer's operations; " +
                "every operation of every thread is timed into an HdrHistogram (3 significant digits) and lock errors are counted " +
                "by kind, the operation then run again. Writer slowdown = the writer's ops/s at R ÷ its ops/s alone (R = 0).")
            .Paragraph(
                "The writer is a closed loop ('closed' in the writer loop column): each operation starts when the one before it returns, and its latency is timed from " +
                "that actual start, not from a schedule. A stall therefore delays the operations after it instead of showing in their " +
                "latencies (coordinated omission): read the writer's ops/s and what it applied beside its percentiles. Writer loop " +
                $"'open': the same script on a schedule of {ConcurrencyShapes.OpenLoopWritesPerSecond} a second (operation i due i/{ConcurrencyShapes.OpenLoopWritesPerSecond} s after the start), each timed from " +
                "when it was due (the schedule kept, not HdrHistogram's after-the-fact correction, RecordValueWithExpectedInterval): a " +
                "stall shows in every operation it delays, as a client issuing writes at that rate would see it; its ops/s is the schedule's " +
                "unless it fell behind, so no slowdown is given. A writer the " +
                "readers starve of its lock stops at the run's deadline (10 s); the operation in flight then is recorded with its " +
                "wait (in the percentiles and max, not among the operations applied), and a writer that completed none reads " +
                "'no operation completed in 10 s (waited …)'.")
            .Paragraph(
                "Readers: R point-reader threads and one aggregate reader; 'points only': the point readers alone, back to back; " +
                $"'paced points': the point readers alone on a schedule, {ConcurrencyShapes.PacedReadsPerSecond:N0} reads a second each, every read timed " +
                "from when it was due, like the open-loop writer (their p99 and max include the time a read waited behind the one before it); " +
                "'point processes': the point readers alone, back to back, each an OS process of its own on the same file (SQLite's file " +
                "locks between processes, the application and its service), started and ready before the timed step, released with the " +
                "writer, stopped after it, every read checked against the committed states in the process, and its histogram sent to the " +
                "benchmark process in HdrHistogram's log format. The reader columns' p99 and max include every lock wait and retry.")
            .Paragraph(
                "Busy timeout: 'as shipped' runs the engine's connections as they come (SQLite: no busy handler, busy_timeout 0: a " +
                "statement meeting another connection's lock gets SQLITE_BUSY at once, and the provider or the workload retries it; a write whose " +
                "commit meets a reader is rolled back, dropping the PENDING lock that keeps new readers out); '5 s' sets " +
                "PRAGMA busy_timeout = 5000 on every connection of the run, read back, so that SQLite's own handler waits holding " +
                "PENDING. An engine with nothing the setting would change says why (n/a).")
            .Paragraph(
                "Every run is validated: the final table row by row against the prefix of the writer's script it holds (found from " +
                "its row count and version sum), every read against the committed states (a per-row version counter that never goes " +
                "back), and the operations applied against the script's count: a run short of it passes only when its own clock " +
                "passed the deadline, and is reported as starved ('applied'). Figures merge the runs BenchmarkDotNet measured " +
                "('runs'): not the warm-up (nor, under `--memory`, BenchmarkDotNet's memory diagnoser's extra run).")
            .Paragraph($"This machine has {Environment.ProcessorCount} cores: at R = 16, 17 reader threads and the writer share them, " +
                "so readers' throughput and the writer's slowdown there measure the scheduler as much as the engine.");
        foreach (var engine in measured.GroupBy(c => c.EngineTypeName))
        {
            ConcurrencySection.Append(document, resultsPath, [.. engine]);
        }

        return document.Save(resultsPath, FileName)[^1];
    }

    /// <summary>A latency in µs as the tables show it.</summary>
    public static string Microseconds(double value) => value switch
    {
        >= 1_000_000 => (value / 1_000_000).ToString("0.#", CultureInfo.InvariantCulture) + " s",
        >= 1_000 => (value / 1_000).ToString("N1", CultureInfo.InvariantCulture) + " ms",
        _ => value.ToString("N0", CultureInfo.InvariantCulture) + " µs",
    };

    /// <summary>Operations per second as the tables show them.</summary>
    public static string Rate(double value) => value.ToString(value >= 100 ? "N0" : "N1", CultureInfo.InvariantCulture);

    /// <summary>Lock errors by kind and the retried operations, e.g. <c>Busy 12, 9 retried</c>, or <c>none</c>.</summary>
    public static string Errors(RoleLatency? role) =>
        role is null ? "" :
        role.ErrorCount == 0 ? "none" :
        string.Join(", ", role.Errors!.Where(e => e.Value > 0).Select(e => $"{e.Key} {e.Value}")) + $"; {role.Retried} retried";
}
