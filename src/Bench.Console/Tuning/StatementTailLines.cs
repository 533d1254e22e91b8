using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The latency tails of the autocommit steps that write one statement per row (W1's Write, Update
/// and Delete, W2's row-by-row updates and deletes): per statement, the mean (the case's mean time ÷
/// its statements) beside p50, p99, p99.9 and max from the statements' histogram, under the
/// variants that commit per statement — the SQL CE article's "maximal possible delay".
/// </summary>
public static class StatementTailLines
{
    // The variants whose statements each commit to disk: not one transaction per step, not an in-memory database.
    private static bool CommitsPerStatement(Variant variant) => !variant.WrapsStepsInTransaction() && !variant.KeepsNothingOnDisk();

    /// <summary>Appends the table for the engine's recorded cases among <paramref name="cases"/>, if any.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(cases);
        var recorded = cases
            .Where(c => CommitsPerStatement(c.Variant) && c.Role(Roles.Statement) is { Operations: > 0 })
            .OrderBy(c => c.Plan.Workload.Name, StringComparer.Ordinal).ThenBy(c => c.StepLabel, StringComparer.Ordinal).ThenBy(c => c.Variant)
            .ToArray();
        if (recorded.Length == 0)
        {
            return;
        }

        document.Heading(3, "Per-statement latency of the autocommit writes");
        document.Table(
            recorded,
            new Column<MeasuredCase>("step", c => $"{c.Workload} {c.StepLabel}"),
            new("variant", c => c.Variant.ToString()),
            // The case's time over its statements: what each statement cost on average, beside its percentiles.
            new("mean", c => ConcurrencyPage.Microseconds(c.Time.Mean / 1_000 / Math.Max(1, Statements(c).Operations / Math.Max(1, Statements(c).Runs)))),
            new("p50", c => ConcurrencyPage.Microseconds(Statements(c).P50)),
            new("p99", c => ConcurrencyPage.Microseconds(Statements(c).P99)),
            new("p99.9", c => ConcurrencyPage.Microseconds(Statements(c).P999)),
            new("max", c => ConcurrencyPage.Microseconds(Statements(c).Max)),
            new("statements (runs)", c => $"{Statements(c).Operations:N0} ({Statements(c).Runs})"));
        if (RecordingShare(recorded) is { } share)
        {
            document.Paragraph(share);
        }
    }

    private static RoleLatency Statements(MeasuredCase c) => c.Role(Roles.Statement)!;

    // The recording's measured cost per statement beside the fastest statement it timed.
    private static string? RecordingShare(IReadOnlyList<MeasuredCase> recorded)
    {
        var measured = recorded.Where(c => c.Record!.RecordingNanoseconds is not null).ToArray();
        if (measured.Length == 0)
        {
            return null;
        }

        var nanoseconds = measured.Min(c => c.Record!.RecordingNanoseconds!.Value);
        var fastest = measured.Min(c => Statements(c).Mean);
        return string.Create(System.Globalization.CultureInfo.InvariantCulture,
            $"Timing each statement costs {nanoseconds:0} ns, measured in the benchmark processes after their timed runs: {nanoseconds / 1e3 / fastest:0.0%} of the fastest mean statement above ({ConcurrencyPage.Microseconds(fastest)}) at most.");
    }
}
