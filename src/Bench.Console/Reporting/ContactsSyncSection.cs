using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sync;
using static EmbeddedDbBench.Console.Reporting.Pages.Cells;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The sync part of the Contacts page: the study's factors (Zen's own sync against SQLite +
/// MySQL Enterprise 8.0.26) beside our µs per row changed, naive and tuned, and "naive ÷ tuned",
/// per embedded source and server target, under each embedded variant the sync class runs.
/// </summary>
public static class ContactsSyncSection
{
    /// <summary>The section's title.</summary>
    public const string Title = "W2 sync: the writes pushed to a server";

    // The spec's sync figures (000 seed): how much faster Zen's sync was than SQLite + MySQL.
    private static readonly (string Test, ContactsSyncStep Step, string Published)[] _rows =
    [
        ("2", ContactsSyncStep.Insert, "14x"), ("4a", ContactsSyncStep.UpdateByState, "20x"), ("4b", ContactsSyncStep.UpdateByZip, "17x"),
        ("5a", ContactsSyncStep.DeleteByState, "26x"), ("5b", ContactsSyncStep.DeleteByZip, "12x"),
    ];

    /// <summary>Appends the section for W2's sync cases (under its own title unless <paramref name="titled"/>); nothing when none ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<MeasuredCase> sync, bool titled)
    {
        ArgumentNullException.ThrowIfNull(document);
        if (sync.Count == 0)
        {
            return;
        }

        if (!titled)
        {
            document.Heading(1, Title);
        }

        document.Paragraph("""
            Published: **2021, Raspberry Pi 3 client**, each write test followed by its sync to a server on the LAN;
            the factor by which Actian Zen's own sync was faster than SQLite + MySQL Enterprise 8.0.26 through "a simple ETL workload".
            The study does not say how its ETL worked. Measured: this run, µs per row changed (the embedded write and its
            propagation, timed together) at the median of the measured runs. Naive: after each row's write, the same
            statement on the server in autocommit. Tuned: triggers log the changed keys, then one server transaction ships
            them through the bulk path. `naive ÷ tuned` is what tuning the sync alone buys, beside the published factor.
            The variant is the embedded side's (the server runs as shipped); the naive method runs under Wal only, so its
            Default cells are empty: under Default every row would wait for SQLite's sync and then the server's.
            """);
        foreach (var pair in sync.GroupBy(c => (Target: c.EngineTypeName, Source: c.Source?.ToString() ?? "")).OrderBy(g => g.Key.Target, StringComparer.Ordinal).ThenBy(g => g.Key.Source, StringComparer.Ordinal))
        {
            AppendPair(document, [.. pair]);
        }
    }

    private static void AppendPair(ReportDocument document, MeasuredCase[] cases)
    {
        var record = cases.Select(c => c.Record).FirstOrDefault(r => r is not null);
        var target = record?.ServerVersion?.Split(" → ") is [_, var server] ? server : cases[0].EngineTypeName;
        MeasuredCase? Find(ContactsSyncStep step, Variant variant, SyncMethod method) => cases.Find(step, variant, c => c.Method == method);
        document.Heading(2, $"{record?.Engine ?? cases[0].Source?.ToString()} ({target})").Table(
            _rows,
            [
                new("test", r => r.Test), new("step", r => r.Step.ToString()), new("published: Zen sync faster by", r => r.Published),
                .. cases.Select(c => c.Variant).Distinct().Order().SelectMany(v => new Column<(string Test, ContactsSyncStep Step, string Published)>[]
                {
                    new($"{v} naive µs/row", r => PerRowOrStatus(Find(r.Step, v, SyncMethod.Naive))),
                    new($"{v} tuned µs/row", r => PerRowOrStatus(Find(r.Step, v, SyncMethod.Tuned))),
                    new($"{v} naive ÷ tuned", r => MicrosecondsPerRow(Find(r.Step, v, SyncMethod.Tuned)) is > 0 and var tuned ? Factor(MicrosecondsPerRow(Find(r.Step, v, SyncMethod.Naive)) / tuned) : "-"),
                }),
            ]);
    }
}
