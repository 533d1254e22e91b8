using System.Globalization;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The report's first section, the answer at a glance: per engine two tables (<see cref="AnswerTable"/>), a row per
/// variant with its speed-up per workload in the first and its price in the second, and its power chart; then a chart per workload across
/// engines; then how the figures are made. The same answer in words, per workload, opens each engine's section
/// (<see cref="WorkloadAnswer.Lines"/>).
/// </summary>
public static class AnswerSection
{
    /// <summary>Appends the section for <paramref name="engines"/>' answers, in their order, with the cuts of <paramref name="powers"/> and the faults of <paramref name="faults"/>.</summary>
    public static void Append(ReportDocument document, string resultsPath, IReadOnlyList<EngineAnswers> engines, IReadOnlyList<PowerResult> powers, IReadOnlyList<FaultResult> faults)
    {
        ArgumentNullException.ThrowIfNull(faults);
        ArgumentNullException.ThrowIfNull(engines);
        var summaries = engines.SelectMany(e => e.Answers).ToArray();
        if (summaries.Length == 0)
        {
            return;
        }

        document.Heading(2, "The answer")
            .Paragraph("Per engine, two tables with a row per variant: its speed-up over Default on each workload's writes, then what it " +
                "risks — what simulated power cuts lost, and what it does to a writer beside readers. What each variant buys and risks per workload, " +
                "in words, is in the engine's section below; how the figures are made follows the charts.")
            .List(AnswerTable.Legend(summaries,
                faultsChecked: engines.Any(e => e.Answers.Count > 0 && FaultCells.Checked(faults, e.Answers[0].Engine)),
                writersMeasured: engines.Any(e => WritersCells.HasColumn(e.Cases))));
        foreach (var engine in engines.Where(e => e.Answers.Count > 0))
        {
            var name = engine.Answers[0].Engine;
            document.Heading(3, name);
            AnswerTable.Append(document, engine.Answers, engine.Cases, powers, faults);
            if (PowerChart.Draw(name, [.. engine.Answers.Select(a => a.Speeds)], powers) is { } chart)
            {
                document.Image(Path.Combine(resultsPath, $"power-{name}.png".ToLowerInvariant()), chart,
                    $"{name}: speed-up over Default against acknowledged commits lost per simulated power cut");
            }
        }

        // An engine with no figure on a workload (no Default measured) has no bar to draw.
        foreach (var workload in summaries.Where(s => s.Writes.Count > 0).GroupBy(s => s.Workload))
        {
            AppendCharts(document, resultsPath, [.. workload]);
        }

        document.Heading(3, "How the answer is made")
            .Paragraph("A workload's writes are its autocommit steps (those whose process recorded commits one by one under Default); a variant's " +
                "figure over them is the geometric mean of its per-step speed-ups, so that no one size or step outweighs the others, each step's " +
                "from interleaved pairs where `--pairs N` measured them. A W6 step whose writer hit its deadline gives only a bound, and an " +
                "open-loop writer's time is its schedule's: both stay out of the mean and are said beside it. A variant is durable as measured " +
                "where `power-check` cut it and every cut under both file-system models kept every acknowledged commit, and `fault-check`'s " +
                "full disks and failed fsyncs, where they ran, lost none and left a sound database (an engine that stops on the fault " +
                "counts: stopping is how it keeps the commit), and by the engine's documentation where nothing was cut.")
            .Paragraph(PowerCutLine(powers));
    }

    // One chart per set of steps: an engine measured on fewer steps (a layer's one W1 step) is drawn apart, its steps named,
    // since a mean over one step set beside a mean over another compares unlike with unlike. The set of the most steps (a
    // provider's) keeps the workload's own file name.
    private static void AppendCharts(ReportDocument document, string resultsPath, IReadOnlyList<WorkloadAnswer> answers)
    {
        var name = answers[0].Name;
        var groups = WorkloadAnswer.BySteps(answers);
        for (var i = 0; i < groups.Count; i++)
        {
            var steps = groups[i][0].WriteSteps;
            var over = groups.Count == 1 ? "autocommit steps" : steps.Count == 1 ? "1 autocommit step" : $"{steps.Count} autocommit steps";
            if (AnswerChart.Draw($"{name}: {over}, µs per row (geometric mean, log scale)", [.. groups[i]]) is { } chart)
            {
                var file = i == 0 ? $"answer-{name}.png" : $"answer-{name}-{i + 1}.png";
                document.Image(Path.Combine(resultsPath, file.ToLowerInvariant()), chart,
                    $"{name} across engines{(groups.Count == 1 ? "" : $" measured on {string.Join(", ", steps)}")}: Default, the best durable variant and the best variant");
            }
        }
    }

    /// <summary>Where the power-cut figures come from, or how to produce them.</summary>
    public static string PowerCutLine(IReadOnlyList<PowerResult> powers) => powers.Count > 0
        ? $"\"power cut\" figures: `power-check` (results/{PowerCheck.FileName}, {CutCounts(powers)} per engine, variant and model, seed {string.Join(", ", powers.Select(p => p.Seed).Distinct())}; " +
            $"the main job runs {MainJobPowerCheck.Cuts} cuts of each variant it benchmarks at {CutSpan.MainJob}, `--no-power-check` skips them, `power-check` alone runs {PowerCheck.DefaultCuts} at {CutSpan.Full}; a result's cut points are in its engine's table): the " +
            "writer commits as the variant does (one row per autocommit; under Transaction a step's statements in one transaction, under Batch a step's rows through one prepared command) under a simulator that keeps only what was made durable, under two file-system models: " +
            "posix (the worst case POSIX allows: a name is durable only once its directory is fsynced) and journaled (ext4 data=ordered, XFS: " +
            "any fsync also makes earlier creates, renames and unlinks durable) (docs/reliability.md); the power is cut at an acknowledgement " +
            "drawn log-uniformly over the span, and the reopened database is checked and counted."
        : "Power cuts not measured (the main job measures them unless `--no-power-check` is given or the simulator cannot run here; Linux and gcc): run `cd src/Bench.Console && dotnet run -c Release -- power-check` (Linux, gcc; about 45 minutes for the embedded engines on 2 cores, hours with the servers) " +
            "into the same artifacts folder before the suite, and this report shows per variant what simulated power cuts lost (docs/reliability.md).";

    private static string CutCounts(IReadOnlyList<PowerResult> powers)
    {
        var counts = powers.Where(p => p.Error is null).Select(p => p.Cuts.Count).Distinct().Order().ToArray();
        return counts.Length switch
        {
            0 => "no cut",
            1 => $"{counts[0]} cuts",
            _ => $"{counts[0]}–{counts[^1]} cuts",
        };
    }
}
