using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using static EmbeddedDbBench.Console.Reporting.Pages.Cells;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W1 beside the 2011 article (<c>artifacts/results/crud-published.md</c>): its table (SQLite
/// through System.Data.SQLite with default settings, and SQL CE 4.0, each step at 200 and 1000
/// rows) next to each engine's Default and Transaction means, with the one difference in method
/// a reader must know: the article made and formatted each GUID inside the timed loop.
/// </summary>
public sealed class CrudPublishedPage() : PerEnginePage(typeof(Crud<>), "W1 CRUD: published beside measured", "crud-published")
{
    private static readonly Variant[] _measured = [Variant.Default, Variant.Transaction];

    // The spec's table (001 seed), ms: System.Data.SQLite with default settings, and SQL CE 4.0.
    private static readonly PublishedRow[] _published =
    [
        new(200, CrudStep.Create, 396, 16), new(200, CrudStep.Write, 22_189, 25), new(200, CrudStep.Update, 23_591, 56),
        new(200, CrudStep.Read, 21, 28), new(200, CrudStep.Delete, 20_963, 53), new(200, CrudStep.Drop, 85, 11),
        new(1000, CrudStep.Create, 93, 16), new(1000, CrudStep.Write, 116_633, 128), new(1000, CrudStep.Update, 104_967, 307),
        new(1000, CrudStep.Read, 134, 164), new(1000, CrudStep.Delete, 107_667, 306), new(1000, CrudStep.Drop, 83, 13),
    ];

    /// <inheritdoc />
    protected override void Introduce(ReportDocument document) => document
        .Paragraph("""
            Published: "SQL CE 4.0 vs SQLite", **2011, Windows 7, one disk**: SQLite through System.Data.SQLite with its
            default settings, and SQL Server Compact 4.0; the table is one run of each size, ms, as the article lists
            them (its statistics over 8 runs at N = 200, mean ± standard error: SQLite write 22,549.8 ± 218.5 ms,
            SQL CE 25.8 ± 0.6 ms). Readers' comments showed that `BeginTransaction` around the
            writes closes the gap: that is the Transaction variant. Measured: this run, mean of the measured runs, ms.
            """)
        .Table(
            _published.GroupBy(p => p.N).SelectMany(n => new PublishedEngine[] { new(n.Key, "SQLite", [.. n.Select(p => p.SqliteMs)]), new(n.Key, "SQL CE 4.0", [.. n.Select(p => p.SqlCeMs)]) }),
            [new("N", r => N(r.N)), new("engine (2011)", r => r.Engine), .. Enum.GetValues<CrudStep>().Select((step, i) => new Column<PublishedEngine>(step.ToString().ToLowerInvariant(), r => Whole(r.Ms[i]), Right: true))])
        .Paragraph("""
            **A difference in method.** The article generated each GUID inside the timed loop and formatted it into
            the SQL text of each statement; this suite generates every GUID from a seed before timing and binds it
            as a parameter, so the timed loop neither makes GUIDs nor builds strings. Every W1 benchmark process of
            this run times `Guid.NewGuid().ToString()` after its timed runs (fastest of 3 rounds of 5,000); each
            engine's section gives the median over its processes (formatting the INSERT text around it, measured once
            on this suite's machine, costs 0.05–0.6 µs more and is not included). `GUID share` sets that cost beside
            our time per row for the steps that wrote a fresh GUID per row (write, update): what the article's loop
            would have added.
            """);

    /// <inheritdoc />
    protected override void Section(ReportDocument document, EngineCases engine)
    {
        var cases = engine.Cases;
        var defaults = cases.FirstOrDefault(c => c.Variant == Variant.Default && c.Record?.Settings is not null)?.Record?.Settings;
        var guids = cases.Select(c => c.Record?.GuidMicroseconds).OfType<double>().Order().ToArray();
        double? guid = guids.Length == 0 ? null : guids[guids.Length / 2];
        MeasuredCase? Find(PublishedRow p, Variant variant) => cases.Find(p.Step, variant, c => c.N == p.N);
        document.Paragraph($"Provider: {cases.Select(c => c.Record).FirstOrDefault(r => r is not null)?.Provider ?? "-"}. Default settings read back: {defaults ?? "-"}.\n" + (guid is null
                ? "`Guid.NewGuid().ToString()`: not measured in this run (no W1 process recorded it)."
                : string.Create(CultureInfo.InvariantCulture, $"`Guid.NewGuid().ToString()`: {guid:0.00} µs per GUID, median of {guids.Length} W1 processes of this run.")))
            .Table(
                _published,
                new("N", p => N(p.N)), new("step", p => p.Step.ToString()),
                new("2011 SQLite ms", p => Whole(p.SqliteMs), Right: true), new("2011 SQL CE 4.0 ms", p => Whole(p.SqlCeMs), Right: true),
                new("Default ms", p => MeanMilliseconds(Find(p, Variant.Default)), Right: true),
                new("Transaction ms", p => MeanMilliseconds(Find(p, Variant.Transaction)), Right: true),
                new("GUID share: Default / Transaction", p => p.Step is CrudStep.Write or CrudStep.Update
                    ? string.Join(" / ", _measured.Select(v => GuidShare(Find(p, v), p.N, guid)))
                    : ""));
    }

    private static string GuidShare(MeasuredCase? c, int rows, double? guidMicroseconds)
    {
        if (c is not { IsValid: true, MeanNanoseconds: > 0 and { } mean } || guidMicroseconds is not { } guid)
        {
            return "-";
        }

        // A tenth of a percent and up to one decimal; smaller shares keep their first digits.
        var share = guid / RowRates.MicrosecondsPerRow(mean, rows);
        return share.ToString(share >= 0.001 ? "0.0%" : "0.0##%", CultureInfo.InvariantCulture);
    }

    private static string N(int n) => n.ToString(CultureInfo.InvariantCulture);

    private sealed record PublishedRow(int N, CrudStep Step, double SqliteMs, double SqlCeMs);

    private sealed record PublishedEngine(int N, string Engine, double[] Ms);
}
