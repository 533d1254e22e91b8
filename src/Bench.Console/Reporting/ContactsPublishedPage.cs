using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using static EmbeddedDbBench.Console.Reporting.Pages.Cells;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W2 beside the 2021 study (<c>artifacts/results/contacts-published.md</c>). The study published
/// factors (Zen's Btrieve API against SQLite 3.36 on a Raspberry Pi 3), not SQLite's own times;
/// this page puts each factor next to our µs/row under Default, Transaction, SyncOff and Batch,
/// and the factor tuning alone buys SQLite (Default ÷ best of the other three); then the sync
/// form's factors beside ours (<see cref="ContactsSyncSection"/>). Written when either ran.
/// </summary>
public sealed class ContactsPublishedPage() : PerEnginePage(typeof(Contacts<>), Title, "contacts-published")
{
    private const string Title = "W2 Contacts: published beside measured";

    private static readonly Variant[] _variants = [Variant.Default, Variant.Transaction, Variant.SyncOff, Variant.Batch];

    // The spec's Raspberry Pi 3 figures (000 seed): how much faster Zen was than SQLite.
    private static readonly (string Test, ContactsStep Step, string Published)[] _rows =
    [
        ("1", ContactsStep.OpenClose, "Zen 0.35% less time"), ("2", ContactsStep.Insert, "110x"),
        ("3a", ContactsStep.SelectByState, "Zen 15% less time"), ("3b", ContactsStep.SelectByZip, "Zen 1% more time"),
        ("4a", ContactsStep.UpdateByState, "481-483x"), ("4a", ContactsStep.UpdateByStateRowByRow, "481-483x"),
        ("4b", ContactsStep.UpdateByZip, "171x"), ("4b", ContactsStep.UpdateByZipRowByRow, "171x"),
        ("5a", ContactsStep.DeleteByState, "1,442-1,499x"), ("5a", ContactsStep.DeleteByStateRowByRow, "1,442-1,499x"),
        ("5b", ContactsStep.DeleteByZip, "179x"), ("5b", ContactsStep.DeleteByZipRowByRow, "179x"),
    ];

    private static readonly Column<Row>[] _columns =
    [
        new("test", r => r.Test), new("step", r => r.Step.ToString()), new("published: Zen faster than SQLite by", r => r.Published),
        .. _variants.Select((v, i) => new Column<Row>($"{v} µs/row", r => PerRowOrStatus(r.Cases[i]))),
        new("Default ÷ best", r => Factor(MicrosecondsPerRow(r.Cases[0]) / r.Cases.Skip(1).Select(MicrosecondsPerRow).Where(v => v is > 0).Min())),
    ];

    /// <inheritdoc />
    public override string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var contacts = cases.Of(typeof(Contacts<>));
        var sync = cases.Of(typeof(Sync<>));
        if (contacts.Length == 0 && sync.Length == 0)
        {
            return null;
        }

        var document = new ReportDocument(contacts.Length > 0 ? Title : ContactsSyncSection.Title);
        if (contacts.Length > 0)
        {
            AppendEngines(document, contacts);
        }

        ContactsSyncSection.Append(document, sync, titled: contacts.Length == 0);
        return document.Save(resultsPath, FileName)[0];
    }

    /// <inheritdoc />
    protected override void Introduce(ReportDocument document) => document.Paragraph("""
        Published: **2021, Raspberry Pi 3**, Actian Zen (Btrieve API) against SQLite 3.36, median of 5 runs;
        the study gives the factor by which Zen was faster than SQLite (SQLite time ÷ Zen time), not SQLite's times.
        It does not say whether SQLite's updates and deletes ran set-based or row by row, so the factor stands beside both forms.
        Measured: this run, µs per row (per connection for test 1) at the median of the measured runs.
        `Default ÷ best` is how many times faster the best of Transaction, SyncOff and Batch ran than Default:
        what tuning SQLite alone buys, to set beside the published factor.
        """);

    /// <inheritdoc />
    protected override void Section(ReportDocument document, EngineCases engine) =>
        document.Table(_rows.Select(r => new Row(r.Test, r.Step, r.Published, [.. _variants.Select(v => engine.Cases.Find(r.Step, v))])), _columns);

    private sealed record Row(string Test, ContactsStep Step, string Published, MeasuredCase?[] Cases);
}
