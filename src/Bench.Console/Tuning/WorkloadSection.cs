using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>One workload on one engine in the tuning report: the speed-up table, the disk notes, the chart.</summary>
public static class WorkloadSection
{
    /// <summary>Appends the section for <paramref name="cases"/> of <paramref name="workload"/>.</summary>
    public static void Append(ReportDocument document, string resultsPath, Type workload, IReadOnlyList<MeasuredCase> cases, DiskSyncRate? disk, RunDrift? drift = null, SpeedUps? speedUps = null)
    {
        if (cases.Count == 0)
        {
            return;
        }

        var name = workload.Name.Split('`')[0];
        var engine = cases[0].EngineName;
        var variants = cases.Select(c => c.Variant).Where(v => v != Variant.Default).Distinct().Order().ToArray();
        var steps = StepOrder.Of(workload, cases);
        speedUps ??= SpeedUps.Unpaired;
        document.Heading(3, $"{name} on {engine}");
        document.Table(
            steps,
            [
                new Column<string>("step", step => step), new("Default (mean, runs)", step => Baseline(cases, step)),
                .. variants.Select(v => new Column<string>(v.ToString(), step => Cell(cases, step, v, speedUps, drift))),
            ]);
        AppendDiskNotes(document, cases, disk);

        // A chart needs a speed-up to plot: none where no variant's case has its Default beside it.
        if (!variants.Any(v => steps.Any(step => Factor(cases, step, v, speedUps) is { IsMeasured: true })))
        {
            return;
        }

        var png = TuningChart.Draw(
            $"{name} on {engine}: speed-up over Default per step (log scale)",
            steps,
            variants,
            // A bound or a paced writer's ratio is no speed-up to draw.
            (step, variant) => Factor(cases, step, variant, speedUps) is { IsMeasured: true } factor ? factor.SpeedUp : null,
            (step, variant) => workload == typeof(Matrix<>) ? PublishedFactors.Matrix(cases[0].Plan.Engine, step, variant) : null);
        document.Image(Path.Combine(resultsPath, $"tuning-{name}-{engine}.png".ToLowerInvariant()), png, $"{name} on {engine}: speed-up over Default");
    }

    // Default's mean with its time per row and its runs: what each variant's factor divides.
    private static string Baseline(IReadOnlyList<MeasuredCase> cases, string step) =>
        cases.FirstOrDefault(c => c.StepLabel == step && c.Variant == Variant.Default) is { } baseline
            ? $"{Durations.Milliseconds(baseline.Time.Mean)}{PerRow(baseline)}, {Runs(baseline.Time.Runs)}{NotSteady(baseline)}"
            : "-";

    /// <summary>The words beside a figure measured before the JIT stood still (<see cref="MeasuredCase.JitNotSteady"/>).</summary>
    public const string JitNotSteadyWords = "JIT not steady";

    private static string NotSteady(MeasuredCase measured) => measured.JitNotSteady ? $"; {JitNotSteadyWords}" : "";

    // A variant's speed-up over Default; its own mean where the run measured it without a Default figure
    // beside it (a case set that leaves Default out: W4's unkeyed loads, W6's recording off, the layers'
    // core set); "-" only where the run did not measure the case.
    private static string Cell(IReadOnlyList<MeasuredCase> cases, string step, Variant variant, SpeedUps speedUps, RunDrift? drift)
    {
        if (cases.FirstOrDefault(c => c.StepLabel == step && c.Variant == variant) is not { } measured)
        {
            return "-";
        }

        return Factor(cases, measured, speedUps) is { } factor
            ? factor + DriftSection.Note(factor.SpeedUp, drift) + NotSteady(measured)
            : $"{Durations.Milliseconds(measured.Time.Mean)}{PerRow(measured)}, {Runs(measured.Time.Runs)}; no Default to compare{NotSteady(measured)}";
    }

    private static StepSpeedUp? Factor(IReadOnlyList<MeasuredCase> cases, string step, Variant variant, SpeedUps speedUps) =>
        cases.FirstOrDefault(c => c.StepLabel == step && c.Variant == variant) is { } measured ? Factor(cases, measured, speedUps) : null;

    private static StepSpeedUp? Factor(IReadOnlyList<MeasuredCase> cases, MeasuredCase measured, SpeedUps speedUps) =>
        TuningReport.BaselineOf(cases, measured) is { } baseline ? StepSpeedUp.Of(speedUps, baseline, measured) : null;

    private static string Runs(int runs) => runs == 1 ? "1 run" : $"{runs} runs";

    private static string PerRow(MeasuredCase baseline) => baseline.Record is { RowsPerRun: > 0 } record
        ? string.Create(CultureInfo.InvariantCulture, $" ({baseline.Time.Mean / 1e3 / record.RowsPerRun:N2} µs/row)")
        : "";

    // An autocommit write costs k of the disk's write+sync pairs: near or above one means the
    // disk, not the database, set the time; far below one, the variant did not wait for a sync.
    private static void AppendDiskNotes(ReportDocument document, IReadOnlyList<MeasuredCase> cases, DiskSyncRate? disk)
    {
        var autocommit = cases.Where(c => c.Record is { AutocommitWrites: > 0 } && !c.Variant.WrapsStepsInTransaction()).ToArray();
        if (disk is null || autocommit.Length == 0)
        {
            return;
        }

        var variants = autocommit.Select(c => c.Variant).Distinct().Order().ToArray();
        var steps = autocommit.Select(c => c.StepLabel).Distinct();
        document.Paragraph(string.Create(CultureInfo.InvariantCulture,
            $"Autocommit steps, per commit: ms, and how many of this disk's 4 KiB write+fsync pairs ({disk.MedianSeconds * 1000:0.000} ms each) that time holds. About 1 or more: the disk set the time; far below 1: the variant did not wait for a sync."));
        document.Table(
            steps,
            [new Column<string>("step", step => step), .. variants.Select(v => new Column<string>(v.ToString(), step => PerCommit(autocommit, step, v, disk)))]);
    }

    private static string PerCommit(IReadOnlyList<MeasuredCase> cases, string step, Variant variant, DiskSyncRate disk)
    {
        var measured = cases.FirstOrDefault(c => c.StepLabel == step && c.Variant == variant);
        if (measured is null)
        {
            return "-";
        }

        var perCommit = measured.Time.Mean / 1e9 / measured.Record!.AutocommitWrites;
        return string.Create(CultureInfo.InvariantCulture, $"{perCommit * 1000:0.000} ms · {perCommit / disk.MedianSeconds:0.00} syncs");
    }
}
