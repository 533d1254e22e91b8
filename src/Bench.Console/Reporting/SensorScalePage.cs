using System.Globalization;
using System.Text;
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
    /// <summary>The page's file name under <c>artifacts/results/</c>.</summary>
    public const string FileName = "sensors-scale.md";

    private static readonly string[] _workloads = ["SensorsKeyed", "SensorsQueries"];

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var sensorCases = cases.Where(c => _workloads.Contains(c.Workload)).ToArray();
        if (sensorCases.Length == 0)
        {
            return null;
        }

        var path = Path.Combine(resultsPath, FileName);
        File.WriteAllText(path, Render(sensorCases));
        return path;
    }

    /// <summary>The page's Markdown for <paramref name="cases"/> (W4 cases only).</summary>
    public static string Render(IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var scales = cases.Select(c => Scale(c)).Where(n => n > 0).Distinct().Order().ToArray();
        var page = new StringBuilder()
            .AppendLine("# W4 IoT sensors: time against N")
            .AppendLine()
            .AppendLine("Mean of the measured runs in seconds per phase, engine and variant; `slope` is the growth")
            .AppendLine("exponent log(t2/t1) / log(N2/N1) between consecutive scales (1 = linear, 2 = quadratic).")
            .AppendLine($"Published: {SensorsPublished.Source}")
            .AppendLine("Their timings are not comparable in absolute terms (other machine, Python drivers, other engines);")
            .AppendLine("compare shapes and slopes. A failed or unvalidated case shows `FAILED`.")
            .AppendLine()
            .AppendLine("`table`: `Keyed` has `PRIMARY KEY (sensor_id, ts)`, what a key-value engine has and an application")
            .AppendLine("would declare; `Unkeyed` is the study's own table, the same columns without a key, as the study loaded")
            .AppendLine("DuckDB and PostgreSQL. Every LOAD into the keyed table maintains the index (DuckDB's ART index took about")
            .AppendLine("1.2 s of the Appender's 1.9 s at 10^6 rows in a probe on the suite's machine; 0.63-0.68 s unkeyed), and")
            .AppendLine("every point phase on the unkeyed table scans it once per key: compare the study's figures with the")
            .AppendLine("`Unkeyed` rows. The unkeyed table runs a subset of the variants by default (docs/workloads/sensors.md).")
            .AppendLine("LOAD cells add the benchmark process's peak working set (whole process, read after its runs).")
            .AppendLine();
        foreach (var step in SensorSteps.Phases)
        {
            var rows = cases.Where(c => c.Step == step.ToString()).GroupBy(c => (c.EngineType, Table: c["Table"] ?? "", Variant: c["Variant"] ?? "")).ToArray();
            if (rows.Length == 0)
            {
                continue;
            }

            AppendPhase(page, step, scales, rows);
        }

        return page.ToString();
    }

    private static void AppendPhase(StringBuilder page, SensorStep step, int[] scales, IGrouping<(string EngineType, string Table, string Variant), MeasuredCase>[] rows)
    {
        page.AppendLine($"## {step.StudyName()}").AppendLine();
        var header = new StringBuilder("| engine | table | variant |");
        var rule = new StringBuilder("|---|---|---|");
        for (var i = 0; i < scales.Length; i++)
        {
            header.Append($" N={scales[i]:N0} |");
            rule.Append("---:|");
            if (i + 1 < scales.Length)
            {
                header.Append(" slope |");
                rule.Append("---:|");
            }
        }

        page.AppendLine(header.ToString()).AppendLine(rule.ToString());
        foreach (var row in rows.OrderBy(r => r.Key.EngineType).ThenBy(r => r.Key.Table).ThenBy(r => VariantOrder(r.Key.Variant)))
        {
            var engine = row.Select(c => c.Record?.Engine).FirstOrDefault(e => e is not null) ?? row.Key.EngineType;
            var line = new StringBuilder($"| {engine} | {row.Key.Table} | {row.Key.Variant} |");
            for (var i = 0; i < scales.Length; i++)
            {
                line.Append($" {Cell(row, scales[i], withPeakMemory: step == SensorStep.Load)} |");
                if (i + 1 < scales.Length)
                {
                    line.Append($" {Slope(Seconds(row, scales[i]), scales[i], Seconds(row, scales[i + 1]), scales[i + 1])} |");
                }
            }

            page.AppendLine(line.ToString());
        }

        AppendPublished(page, step, rows.SelectMany(r => r).ToArray());
        page.AppendLine();
    }

    private static void AppendPublished(StringBuilder page, SensorStep step, MeasuredCase[] measured)
    {
        var published = SensorsPublished.For(step);
        if (published.Count == 0)
        {
            page.AppendLine().AppendLine("The study published no figures for this phase.");
            return;
        }

        page.AppendLine()
            .AppendLine("| published (study) | N=1,000 | N=1,000,000 | slope 10^3..10^6 | same engine here, N=1,000 | same engine here, N=1,000,000 |")
            .AppendLine("|---|---:|---:|---:|---|---|");
        foreach (var figure in published)
        {
            page.AppendLine($"| {figure.Engine} | {Published(figure.AtThousand)} | {Published(figure.AtMillion)} | " +
                $"{Slope(figure.AtThousand, 1_000, figure.AtMillion, 1_000_000)} | {Ours(measured, figure, 1_000)} | {Ours(measured, figure, 1_000_000)} |" +
                $"{(figure.Note is { } note ? " " + note : "")}");
        }
    }

    // The suite's own figures for the study's engine at one scale, every table and variant it ran,
    // e.g. "Keyed Default 0.05, Keyed Batch 0.0012, Unkeyed Batch 0.0009".
    private static string Ours(IEnumerable<MeasuredCase> measured, PublishedFigure figure, int scale) =>
        string.Join(", ", measured
                .Where(c => c.Record is { } record && PublishedEngines.Runs(record.Engine, figure.Product) && Scale(c) == scale)
                .OrderBy(c => c["Table"]).ThenBy(c => VariantOrder(c["Variant"] ?? ""))
                .Select(c => $"{c["Table"]} {c["Variant"]} {(c.IsValid ? Format(c.MeanNanoseconds / 1e9) : "FAILED")}".TrimStart()));

    private static string Cell(IEnumerable<MeasuredCase> row, int scale, bool withPeakMemory) =>
        row.FirstOrDefault(c => Scale(c) == scale) switch
        {
            null => "",
            { IsValid: false } => "FAILED",
            var c when withPeakMemory && c.Record?.PeakWorkingSetBytes is { } peak =>
                $"{Format(c.MeanNanoseconds / 1e9)} (peak {(peak / 1048576.0).ToString("0", CultureInfo.InvariantCulture)} MiB)",
            var c => Format(c.MeanNanoseconds / 1e9),
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

    private static int Scale(MeasuredCase c) =>
        int.TryParse(c["N"], NumberStyles.Integer, CultureInfo.InvariantCulture, out var n) ? n : 0;

    private static int VariantOrder(string variant) => variant switch
    {
        "Default" => 0,
        "Transaction" => 1,
        "Batch" => 2,
        _ => 3,
    };
}
