using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W2 beside the 2021 study (<c>artifacts/results/contacts-published.md</c>). The study published
/// factors (Zen's Btrieve API against SQLite 3.36 on a Raspberry Pi 3), not SQLite's own times;
/// this page puts each factor next to our µs/row under Default, Transaction, SyncOff and Batch,
/// and the factor tuning alone buys SQLite (Default ÷ best of the other three); then the sync
/// form's factors beside ours (<see cref="ContactsSyncSection"/>). Written when either ran.
/// </summary>
public sealed class ContactsPublishedPage : PerEnginePage
{
    private static readonly string[] _variants = ["Default", "Transaction", "SyncOff", "Batch"];

    // The spec's Raspberry Pi 3 figures (000 seed): how much faster Zen was than SQLite.
    private static readonly (string Test, string Step, string Published)[] _rows =
    [
        ("1", "OpenClose", "Zen 0.35% less time"),
        ("2", "Insert", "110x"),
        ("3a", "SelectByState", "Zen 15% less time"),
        ("3b", "SelectByZip", "Zen 1% more time"),
        ("4a", "UpdateByState", "481-483x"),
        ("4a", "UpdateByStateRowByRow", "481-483x"),
        ("4b", "UpdateByZip", "171x"),
        ("4b", "UpdateByZipRowByRow", "171x"),
        ("5a", "DeleteByState", "1,442-1,499x"),
        ("5a", "DeleteByStateRowByRow", "1,442-1,499x"),
        ("5b", "DeleteByZip", "179x"),
        ("5b", "DeleteByZipRowByRow", "179x"),
    ];

    /// <inheritdoc />
    protected override string Workload => "Contacts";

    /// <inheritdoc />
    protected override string FileName => "contacts-published.md";

    /// <inheritdoc />
    protected override IEnumerable<string> AlsoCovers => [ContactsSyncSection.Workload];

    /// <inheritdoc />
    protected override void AppendEnd(StringBuilder page, IReadOnlyList<MeasuredCase> cases) => ContactsSyncSection.Append(page, cases);

    /// <inheritdoc />
    protected override void AppendIntroduction(StringBuilder page) => page
        .AppendLine("# W2 Contacts: published beside measured")
        .AppendLine()
        .AppendLine("Published: **2021, Raspberry Pi 3**, Actian Zen (Btrieve API) against SQLite 3.36, median of 5 runs;")
        .AppendLine("the study gives the factor by which Zen was faster than SQLite (SQLite time ÷ Zen time), not SQLite's times.")
        .AppendLine("It does not say whether SQLite's updates and deletes ran set-based or row by row, so the factor stands beside both forms.")
        .AppendLine("Measured: this run, µs per row (per connection for test 1) at the median of the measured runs.")
        .AppendLine("`Default ÷ best` is how many times faster the best of Transaction, SyncOff and Batch ran than Default:")
        .AppendLine("what tuning SQLite alone buys, to set beside the published factor.")
        .AppendLine();

    /// <inheritdoc />
    protected override void AppendEngine(StringBuilder page, EngineCases engine)
    {
        var cases = engine.Cases;
        page.AppendLine(engine.Heading).AppendLine()
            .AppendLine("| test | step | published: Zen faster than SQLite by | Default µs/row | Transaction µs/row | SyncOff µs/row | Batch µs/row | Default ÷ best |")
            .AppendLine("|---|---|---|---|---|---|---|---|");
        foreach (var (test, step, published) in _rows)
        {
            var perRow = _variants.Select(v => MicrosecondsPerRow(cases, step, v)).ToArray();
            var cells = perRow.Select((value, i) => value is null ? Status(cases, step, _variants[i]) : Format(value.Value));
            page.AppendLine($"| {test} | {step} | {published} | {string.Join(" | ", cells)} | {Speedup(perRow)} |");
        }

        page.AppendLine();
    }

    private static double? MicrosecondsPerRow(IReadOnlyList<MeasuredCase> cases, string step, string variant) =>
        cases.FirstOrDefault(c => c.Step == step && c["Variant"] == variant) is
        { IsValid: true, MedianNanoseconds: { } median, Record.RowsPerRun: > 0 and var rows }
            ? RowRates.MicrosecondsPerRow(median, rows)
            : null;

    private static string Status(IReadOnlyList<MeasuredCase> cases, string step, string variant) =>
        cases.Any(c => c.Step == step && c["Variant"] == variant) ? "failed" : "-";

    private static string Speedup(double?[] perRow)
    {
        var best = perRow.Skip(1).Where(v => v is > 0).Min();
        return perRow[0] is { } baseline && best is { } fastest
            ? (baseline / fastest).ToString("0.0", CultureInfo.InvariantCulture) + "x"
            : "-";
    }

    private static string Format(double value) =>
        value.ToString(value < 10 ? "0.00" : "N1", CultureInfo.InvariantCulture);
}
