using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>One workload on one engine in the tuning report: the speed-up table, the disk notes, the chart.</summary>
public static class WorkloadSection
{
    /// <summary>Appends the section for <paramref name="cases"/> of <paramref name="workload"/>.</summary>
    public static void Append(ReportDocument document, string resultsPath, Type workload, IReadOnlyList<TuningCase> cases, DiskSyncRate? disk)
    {
        // Without a Default case (e.g. only the harness check's Batch insert ran) there is no speed-up to show.
        if (!cases.Any(c => c.Variant == Variant.Default))
        {
            return;
        }

        var name = workload.Name.Split('`')[0];
        var engine = cases[0].EngineName;
        var variants = cases.Select(c => c.Variant).Where(v => v != Variant.Default).Distinct().Order().ToArray();
        var steps = cases.Select(c => c.StepLabel).Distinct().ToArray();
        document.Heading(3, $"{name} on {engine}");
        document.Table(
            ["step", "Default (mean, runs)", .. variants.Select(v => v.ToString())],
            steps.Select(step => Row(cases, step, variants)));
        AppendDiskNotes(document, cases, disk);
        if (variants.Length == 0)
        {
            return;
        }

        var png = TuningChart.Draw(
            $"{name} on {engine}: speed-up over Default per step (log scale)",
            steps,
            variants,
            (step, variant) => Factor(cases, step, variant)?.Factor,
            (step, variant) => workload == typeof(Matrix<>) && engine.StartsWith("Sqlite", StringComparison.Ordinal)
                ? PublishedFactors.MatrixSqlite(step, variant)
                : null);
        document.Image(Path.Combine(resultsPath, $"tuning-{name}-{engine}.png".ToLowerInvariant()), png, $"{name} on {engine}: speed-up over Default");
    }

    private static IReadOnlyList<string> Row(IReadOnlyList<TuningCase> cases, string step, IReadOnlyList<Variant> variants)
    {
        var baseline = cases.FirstOrDefault(c => c.StepLabel == step && c.Variant == Variant.Default);
        var baselineText = baseline is null ? "-" : $"{TuningReport.Milliseconds(baseline.Time.Mean)}{PerRow(baseline)}, {Runs(baseline.Time.Runs)}";
        return [step, baselineText, .. variants.Select(v => Factor(cases, step, v)?.ToString() ?? "-")];
    }

    private static SpeedUp? Factor(IReadOnlyList<TuningCase> cases, string step, Variant variant)
    {
        var measured = cases.FirstOrDefault(c => c.StepLabel == step && c.Variant == variant);
        var baseline = measured is null ? null : TuningReport.BaselineOf(cases, measured);
        return measured is null || baseline is null ? null : SpeedUp.Of(baseline.Time, measured.Time);
    }

    private static string Runs(int runs) => runs == 1 ? "1 run" : $"{runs} runs";

    private static string PerRow(TuningCase baseline) => baseline.Record is { RowsPerRun: > 0 } record
        ? string.Create(CultureInfo.InvariantCulture, $" ({baseline.Time.Mean / 1e3 / record.RowsPerRun:N2} µs/row)")
        : "";

    // An autocommit write costs k of the disk's write+sync pairs: near or above one means the
    // disk, not the database, set the time.
    private static void AppendDiskNotes(ReportDocument document, IReadOnlyList<TuningCase> cases, DiskSyncRate? disk)
    {
        if (disk is null)
        {
            return;
        }

        var notes = cases
            .Where(c => c.Protocol is { AutocommitWrites: > 0 })
            .Select(c =>
            {
                var perWrite = c.Time.Mean / 1e9 / c.Protocol!.AutocommitWrites;
                return string.Create(CultureInfo.InvariantCulture,
                    $"{c.StepLabel}, {c.Variant}: {perWrite * 1000:0.000} ms per autocommit write ≈ {perWrite / disk.MedianSeconds:0.0} syncs of this disk; {1 / perWrite / disk.SyncsPerSecond:P0} of its sync rate");
            })
            .ToArray();
        if (notes.Length > 0)
        {
            document.Paragraph("Autocommit rows against the disk's own limit (one write+sync of 4 KiB measured before the first case):").List(notes);
        }
    }
}
