using System.Globalization;
using System.Text;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W1 beside the 2011 article (<c>artifacts/results/crud-published.md</c>): its table (SQLite
/// through System.Data.SQLite with default settings, and SQL CE 4.0, each step at 200 and 1000
/// rows) next to each engine's Default and Transaction means, with the one difference in method
/// a reader must know: the article made and formatted each GUID inside the timed loop.
/// </summary>
public sealed class CrudPublishedPage : PerEnginePage
{
    private static readonly Variant[] _measured = [Variant.Default, Variant.Transaction];

    // The spec's table (001 seed), ms: System.Data.SQLite with default settings, and SQL CE 4.0.
    private static readonly PublishedRow[] _published =
    [
        new(200, CrudStep.Create, 396, 16),
        new(200, CrudStep.Write, 22_189, 25),
        new(200, CrudStep.Update, 23_591, 56),
        new(200, CrudStep.Read, 21, 28),
        new(200, CrudStep.Delete, 20_963, 53),
        new(200, CrudStep.Drop, 85, 11),
        new(1000, CrudStep.Create, 93, 16),
        new(1000, CrudStep.Write, 116_633, 128),
        new(1000, CrudStep.Update, 104_967, 307),
        new(1000, CrudStep.Read, 134, 164),
        new(1000, CrudStep.Delete, 107_667, 306),
        new(1000, CrudStep.Drop, 83, 13),
    ];

    /// <inheritdoc />
    protected override string Workload => MeasuredCase.WorkloadOf(typeof(Crud<>));

    /// <inheritdoc />
    protected override string FileName => "crud-published.md";

    /// <inheritdoc />
    protected override void AppendIntroduction(StringBuilder page)
    {
        page.AppendLine("# W1 CRUD: published beside measured")
            .AppendLine()
            .AppendLine("Published: \"SQL CE 4.0 vs SQLite\", **2011, Windows 7, one disk**: SQLite through System.Data.SQLite with its")
            .AppendLine("default settings, and SQL Server Compact 4.0; each step the mean of 8 runs, ms (N = 200: SQLite write")
            .AppendLine("22,549.8 ± 218.5 ms, SQL CE 25.8 ± 0.6 ms). Readers' comments showed that `BeginTransaction` around the")
            .AppendLine("writes closes the gap: that is the Transaction variant. Measured: this run, mean of the measured runs, ms.")
            .AppendLine()
            .AppendLine("| N | engine (2011) | create | write | update | read | delete | drop |")
            .AppendLine("|---|---|---:|---:|---:|---:|---:|---:|");
        foreach (var n in _published.Select(p => p.N).Distinct())
        {
            var row = _published.Where(p => p.N == n).ToArray();
            page.AppendLine($"| {n} | SQLite | {string.Join(" | ", row.Select(p => Format(p.SqliteMs)))} |")
                .AppendLine($"| {n} | SQL CE 4.0 | {string.Join(" | ", row.Select(p => Format(p.SqlCeMs)))} |");
        }

        page.AppendLine()
            .AppendLine("**A difference in method.** The article generated each GUID inside the timed loop and formatted it into")
            .AppendLine("the SQL text of each statement; this suite generates every GUID from a seed before timing and binds it")
            .AppendLine("as a parameter, so the timed loop neither makes GUIDs nor builds strings. Every W1 benchmark process of")
            .AppendLine("this run times `Guid.NewGuid().ToString()` after its timed runs (fastest of 3 rounds of 20,000); each")
            .AppendLine("engine's section gives the median over its processes (formatting the INSERT text around it, measured once")
            .AppendLine("on this suite's machine, costs 0.05–0.6 µs more and is not included). `GUID share` sets that cost beside")
            .AppendLine("our time per row for the steps that wrote a fresh GUID per row (write, update): what the article's loop")
            .AppendLine("would have added.")
            .AppendLine();
    }

    /// <inheritdoc />
    protected override void AppendEngine(StringBuilder page, EngineCases engine)
    {
        var cases = engine.Cases;
        var record = cases.Select(c => c.Record).FirstOrDefault(r => r is not null);
        var defaults = cases.FirstOrDefault(c => c[nameof(Variant)] == nameof(Variant.Default) && c.Record?.Settings is not null)?.Record?.Settings;
        var guids = cases.Select(c => c.Record?.GuidMicroseconds).OfType<double>().Order().ToArray();
        double? guid = guids.Length == 0 ? null : guids[guids.Length / 2];
        page.AppendLine(engine.Heading).AppendLine()
            .AppendLine($"Provider: {record?.Provider ?? "-"}. Default settings read back: {defaults ?? "-"}.")
            .AppendLine(guid is null
                ? "`Guid.NewGuid().ToString()`: not measured in this run (no W1 process recorded it)."
                : string.Create(CultureInfo.InvariantCulture, $"`Guid.NewGuid().ToString()`: {guid:0.00} µs per GUID, median of {guids.Length} W1 processes of this run."))
            .AppendLine()
            .AppendLine("| N | step | 2011 SQLite ms | 2011 SQL CE 4.0 ms | Default ms | Transaction ms | GUID share: Default / Transaction |")
            .AppendLine("|---|---|---:|---:|---:|---:|---|");
        foreach (var published in _published)
        {
            var measured = _measured.Select(v => cases.FirstOrDefault(c =>
                c.Step == published.Step.ToString() && c["N"] == published.N.ToString(CultureInfo.InvariantCulture) &&
                c[nameof(Variant)] == v.ToString())).ToArray();
            var share = published.Step is CrudStep.Write or CrudStep.Update
                ? string.Join(" / ", measured.Select(c => GuidShare(c, published.N, guid)))
                : "";
            page.AppendLine($"| {published.N} | {published.Step} | {Format(published.SqliteMs)} | {Format(published.SqlCeMs)} | " +
                $"{string.Join(" | ", measured.Select(Ms))} | {share} |");
        }

        page.AppendLine();
    }

    private static string Ms(MeasuredCase? c) => c switch
    {
        null => "-",
        { Record.Error: not null } => "failed",
        { IsValid: true, MeanNanoseconds: { } mean } => FormatMeasured(mean / 1e6),
        _ => "no result",
    };

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

    // Published figures are whole milliseconds; ours keep enough digits for sub-millisecond steps.
    private static string Format(double ms) => ms.ToString("N0", CultureInfo.InvariantCulture);

    private static string FormatMeasured(double ms) =>
        ms.ToString(ms < 1 ? "N3" : ms < 100 ? "N2" : "N0", CultureInfo.InvariantCulture);

    private sealed record PublishedRow(int N, CrudStep Step, double SqliteMs, double SqlCeMs);
}
