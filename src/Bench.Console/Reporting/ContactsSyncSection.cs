using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The sync part of the Contacts page: the study's factors (Zen's own sync against SQLite +
/// MySQL Enterprise 8.0.26) beside our µs per row changed, naive and tuned, and "naive ÷ tuned",
/// per embedded source and server target, under each embedded variant the sync class runs.
/// </summary>
public static class ContactsSyncSection
{
    /// <summary>The benchmark class of W2's sync form.</summary>
    public const string Workload = "Sync";

    // The spec's sync figures (000 seed): how much faster Zen's sync was than SQLite + MySQL.
    private static readonly (string Test, string Step, string Published)[] _rows =
    [
        ("2", "Insert", "14x"),
        ("4a", "UpdateByState", "20x"),
        ("4b", "UpdateByZip", "17x"),
        ("5a", "DeleteByState", "26x"),
        ("5b", "DeleteByZip", "12x"),
    ];

    /// <summary>Appends the section; nothing when no sync case ran.</summary>
    public static void Append(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(page);
        var sync = cases.Where(c => c.Workload == Workload).ToArray();
        if (sync.Length == 0)
        {
            return;
        }

        page.AppendLine("# W2 sync: the writes pushed to a server")
            .AppendLine()
            .AppendLine("Published: **2021, Raspberry Pi 3 client**, each write test followed by its sync to a server on the LAN;")
            .AppendLine("the factor by which Actian Zen's own sync was faster than SQLite + MySQL Enterprise 8.0.26 through \"a simple ETL workload\".")
            .AppendLine("The study does not say how its ETL worked. Measured: this run, µs per row changed (the embedded write and its")
            .AppendLine("propagation, timed together) at the median of the measured runs. Naive: after each row's write, the same")
            .AppendLine("statement on the server in autocommit. Tuned: triggers log the changed keys, then one server transaction ships")
            .AppendLine("them through the bulk path. `naive ÷ tuned` is what tuning the sync alone buys, beside the published factor.")
            .AppendLine("The variant is the embedded side's (the server runs as shipped); the naive method runs under Wal only, so its")
            .AppendLine("Default cells are empty: under Default every row would wait for SQLite's sync and then the server's.")
            .AppendLine();
        foreach (var group in sync.GroupBy(c => (Target: c.EngineType, Source: c["Source"] ?? "")).OrderBy(g => g.Key.Target, StringComparer.Ordinal).ThenBy(g => g.Key.Source, StringComparer.Ordinal))
        {
            AppendPair(page, group.ToArray());
        }
    }

    private static void AppendPair(StringBuilder page, MeasuredCase[] cases)
    {
        var record = cases.Select(c => c.Record).FirstOrDefault(r => r is not null);
        var target = record?.ServerVersion?.Split(" → ") is [_, var server] ? server : cases[0].EngineType;
        // The variants this run measured, in the enumeration's order (Default first).
        var variants = cases.Select(c => c["Variant"]).OfType<string>().Distinct()
            .OrderBy(v => Enum.TryParse<Core.Variant>(v, out var known) ? (int)known : int.MaxValue).ToArray();
        page.AppendLine($"## {record?.Engine ?? cases[0]["Source"]} ({target})").AppendLine()
            .Append("| test | step | published: Zen sync faster by |");
        foreach (var variant in variants)
        {
            page.Append($" {variant} naive µs/row | {variant} tuned µs/row | {variant} naive ÷ tuned |");
        }

        page.AppendLine().AppendLine("|---|---|---|" + string.Concat(Enumerable.Repeat("---|---|---|", variants.Length)));
        foreach (var (test, step, published) in _rows)
        {
            page.Append($"| {test} | {step} | {published} |");
            foreach (var variant in variants)
            {
                var naive = MicrosecondsPerRow(cases, step, variant, "Naive");
                var tuned = MicrosecondsPerRow(cases, step, variant, "Tuned");
                page.Append($" {Cell(cases, step, variant, "Naive", naive)} | {Cell(cases, step, variant, "Tuned", tuned)} | {Factor(naive, tuned)} |");
            }

            page.AppendLine();
        }

        page.AppendLine();
    }

    private static double? MicrosecondsPerRow(IReadOnlyList<MeasuredCase> cases, string step, string variant, string method) =>
        Find(cases, step, variant, method) is { IsValid: true, MedianNanoseconds: { } median, Record.RowsPerRun: > 0 and var rows }
            ? RowRates.MicrosecondsPerRow(median, rows)
            : null;

    private static MeasuredCase? Find(IReadOnlyList<MeasuredCase> cases, string step, string variant, string method) =>
        cases.FirstOrDefault(c => c.Step == step && c["Variant"] == variant && c["Method"] == method);

    private static string Cell(IReadOnlyList<MeasuredCase> cases, string step, string variant, string method, double? value) =>
        value is { } perRow ? Format(perRow) : Find(cases, step, variant, method) is null ? "-" : "failed";

    private static string Factor(double? naive, double? tuned) =>
        naive is { } slow && tuned is > 0 and { } fast ? (slow / fast).ToString("0.0", CultureInfo.InvariantCulture) + "x" : "-";

    private static string Format(double value) =>
        value.ToString(value < 10 ? "0.00" : "N1", CultureInfo.InvariantCulture);
}
