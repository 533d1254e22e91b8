using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Published;
using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W4's scale view (<c>artifacts/results/sensors-scale.md</c>): per phase, each engine and
/// variant's mean time at every N measured, the growth exponent between consecutive scales
/// (the log-log slope: 1 is linear, 2 quadratic), and the study's published figures at 10^3 and
/// 10^6 beside ours.
/// </summary>
public sealed class SensorScalePage : IReportPage
{
    /// <summary>The page's file name under <c>artifacts/results/</c>, without extension.</summary>
    public const string FileName = "sensors-scale";

    // Default, then the variants that change how rows are committed, then the others.
    private static readonly Variant[] _order = [Variant.Default, Variant.Transaction, Variant.Batch];

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var sensors = cases.Of(typeof(SensorsKeyed<>), typeof(SensorsQueries<>));
        return sensors.Length == 0 ? null : Render(sensors).Save(resultsPath, FileName)[0];
    }

    /// <summary>The page for <paramref name="cases"/> (W4 cases only).</summary>
    public static ReportDocument Render(IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var scales = cases.Select(Scale).Where(n => n > 0).Distinct().Order().ToArray();
        var document = new ReportDocument("W4 IoT sensors: time against N").Paragraph($"""
            Mean of the measured runs in seconds per phase, engine and variant; `slope` is the growth
            exponent log(t2/t1) / log(N2/N1) between consecutive scales (1 = linear, 2 = quadratic).
            Published: {SensorsPublished.Source}
            Their timings are not comparable in absolute terms (other machine, Python drivers, other engines);
            compare shapes and slopes. A failed or unvalidated case shows `FAILED`.
            """).Paragraph("""
            `table`: `Keyed` has `PRIMARY KEY (sensor_id, ts)`, what a key-value engine has and an application
            would declare; `Unkeyed` is the study's own table, the same columns without a key, as the study loaded
            DuckDB and PostgreSQL. Every LOAD into the keyed table maintains the index (DuckDB's ART index took about
            1.2 s of the Appender's 1.9 s at 10^6 rows in a probe on the suite's machine; 0.63-0.68 s unkeyed), and
            every point phase on the unkeyed table scans it once per key: compare the study's figures with the
            `Unkeyed` rows. The unkeyed table runs a subset of the variants by default (docs/workloads/sensors.md).
            LOAD cells add the benchmark process's peak working set (whole process, read after its runs).
            """);
        foreach (var step in SensorSteps.Phases)
        {
            var rows = cases.Where(c => c.Is(step)).GroupBy(c => (EngineType: c.EngineTypeName, Table: c.Table?.ToString() ?? "", c.Variant))
                .OrderBy(r => r.Key.EngineType).ThenBy(r => r.Key.Table).ThenBy(r => VariantOrder(r.Key.Variant)).ToArray();
            if (rows.Length > 0)
            {
                AppendPublished(document.Heading(2, step.StudyName()).Table(rows, Columns(step, scales)), step, [.. rows.SelectMany(r => r)]);
            }
        }

        return document;
    }

    private static Column<IGrouping<(string EngineType, string Table, Variant Variant), MeasuredCase>>[] Columns(SensorStep step, int[] scales) =>
    [
        new("engine", r => r.Select(c => c.Record?.Engine).FirstOrDefault(e => e is not null) ?? r.Key.EngineType),
        new("table", r => r.Key.Table), new("variant", r => r.Key.Variant.ToString()),
        .. scales.SelectMany((scale, i) => new Column<IGrouping<(string EngineType, string Table, Variant Variant), MeasuredCase>>[]
        {
            new($"N={scale:N0}", r => Cell(r.FirstOrDefault(c => Scale(c) == scale), withPeakMemory: step == SensorStep.Load), Right: true),
            new("slope", r => Slope(Seconds(r, scale), scale, Seconds(r, scales[i + 1]), scales[i + 1]), Right: true),
        }).SkipLast(1),
    ];

    private static void AppendPublished(ReportDocument document, SensorStep step, MeasuredCase[] measured)
    {
        var published = SensorsPublished.For(step);
        if (published.Count == 0)
        {
            document.Paragraph("The study published no figures for this phase.");
            return;
        }

        document.Table(
            published,
            new("published (study)", f => f.Note is { } note ? $"{f.Engine} {note}" : f.Engine),
            new("N=1,000", f => Published(f.AtThousand), Right: true), new("N=1,000,000", f => Published(f.AtMillion), Right: true),
            new("slope 10^3..10^6", f => Slope(f.AtThousand, 1_000, f.AtMillion, 1_000_000), Right: true),
            new("same engine here, N=1,000", f => Ours(measured, f, 1_000)), new("same engine here, N=1,000,000", f => Ours(measured, f, 1_000_000)));
    }

    // The suite's own figures for the study's engine at one scale, every table and variant it ran,
    // e.g. "Keyed Default 0.05, Keyed Batch 0.0012, Unkeyed Batch 0.0009".
    private static string Ours(IEnumerable<MeasuredCase> measured, PublishedFigure figure, int scale) =>
        string.Join(", ", measured
            .Where(c => c.Record is not null && PublishedEngines.Runs(c.Plan.Engine, figure.Product) && Scale(c) == scale)
            .OrderBy(c => c.Table?.ToString()).ThenBy(c => VariantOrder(c.Variant))
            .Select(c => $"{c.Table} {c.Variant} {(c.IsValid ? Format(c.MeanNanoseconds / 1e9) : "FAILED")}".TrimStart()));

    private static string Cell(MeasuredCase? c, bool withPeakMemory) => c switch
    {
        null => "",
        { IsValid: false } => "FAILED",
        { Record.PeakWorkingSetBytes: { } peak } when withPeakMemory =>
            $"{Format(c.MeanNanoseconds / 1e9)} (peak {(peak / 1048576.0).ToString("0", CultureInfo.InvariantCulture)} MiB)",
        _ => Format(c.MeanNanoseconds / 1e9),
    };

    private static double? Seconds(IEnumerable<MeasuredCase> row, int scale) =>
        row.FirstOrDefault(c => Scale(c) == scale && c.IsValid)?.MeanNanoseconds / 1e9;

    /// <summary>The log-log slope between two (N, seconds) points, or "" when either is missing.</summary>
    public static string Slope(double? t1, int n1, double? t2, int n2) =>
        t1 is > 0 && t2 is > 0
            ? (Math.Log(t2.Value / t1.Value) / Math.Log((double)n2 / n1)).ToString("0.00", CultureInfo.InvariantCulture)
            : "";

    // Four significant digits, never exponent notation: 0.0001128, 0.003153, 397.2.
    private static string Format(double? seconds)
    {
        if (seconds is not { } value || value <= 0)
        {
            return seconds is null ? "" : "0";
        }

        var decimals = Math.Clamp(3 - (int)Math.Floor(Math.Log10(value)), 0, 15);
        return Math.Round(value, decimals).ToString("0.###############", CultureInfo.InvariantCulture);
    }

    // Published figures exactly as the study and the spec give them.
    private static string Published(double? seconds) =>
        seconds?.ToString("0.###############", CultureInfo.InvariantCulture) ?? "";

    private static int Scale(MeasuredCase c) => c.N ?? 0;

    private static int VariantOrder(Variant variant) => Array.IndexOf(_order, variant) is >= 0 and var i ? i : _order.Length;
}
