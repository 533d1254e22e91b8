using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// <c>tuning-report.md</c> and <c>.html</c>: per engine, what each variant buys (its speed-up over
/// Default on every step, with the range the confidence intervals allow) and what it risks (its
/// durability, in the engine's own documentation's words), the settings read back, a chart per
/// workload, the disk's own sync rate beside the autocommit rows, the harness beside a plain
/// provider loop, and the machine it ran on.
/// </summary>
public static class TuningReport
{
    /// <summary>The report's file name, without extension.</summary>
    public const string FileName = "tuning-report";

    /// <summary>
    /// Writes the report for the run's <paramref name="measured"/> cases and what <paramref name="run"/> measured beside
    /// them; returns the files written (none when no workload class ran).
    /// </summary>
    public static IReadOnlyList<string> Write(string resultsPath, IReadOnlyList<MeasuredCase> measured, TuningInputs run)
    {
        ArgumentNullException.ThrowIfNull(measured);
        ArgumentNullException.ThrowIfNull(run);
        var (environment, disk, drift, paired) = (run.Environment, run.Disk, run.Drift, run.Paired);
        // The validated cases of a workload class generic over the engine.
        IReadOnlyList<MeasuredCase> cases = [.. measured.Where(c => c.IsValid && c.EngineType is not null)];
        if (cases.Count == 0)
        {
            return [];
        }

        var document = new ReportDocument("How tuning changes the result");
        var speedUps = SpeedUps.Paired;
        // Measured by the crash-check, power-check and fault-check commands, when they ran into the same artifacts folder.
        var crashes = CrashCheck.Load(resultsPath);
        var powers = PowerCheck.Load(resultsPath);
        var faults = FaultCheck.Load(resultsPath);
        var engines = AnswersOf(cases, crashes, powers, faults);
        AcrossEngines.Append(document, engines);
        AnswerSection.Append(document, resultsPath, engines, powers, faults);
        TuningEnvironment.Append(document, run.Environment, disk, cases);
        DriftSection.Append(document, resultsPath, drift);
        PairedSection.Append(document, measured, paired);
        JitSection.Append(document, paired);
        HarnessCheck.Append(document, measured, paired, run.HarnessTurns);
        LayersSection.Append(document, resultsPath, LayerFigure.From(measured), level: 2);
        // The rules the per-step tables follow, right before them: above the answer they kept it off the first screen.
        document.Heading(2, "How the per-step figures are made")
            .Paragraph("Each variant's speed-up over Default on the same engine, step and size: Default's time / the variant's, " +
                "the geometric means of their measured runs (above 1x is faster), and `d/v runs`, the runs behind Default and the " +
                "variant. In brackets, from three runs or more a side, the ratio's 99.9% confidence interval (Student's t on the runs' " +
                "logarithms, each side's spread its own, so never below zero); with two on a side, the range the runs allow; with " +
                "one (long autocommit cases, see the Protocol column), none. Then what the interval and the runs say together, never " +
                "more than both: \"every run faster (or slower) than every Default run\" where the two sides' runs, two or more each, " +
                "do not overlap and the interval leaves 1x out on the same side (a range of two runs always does); \"not settled " +
                "(the interval holds 1x)\" where the runs do not overlap but the interval holds 1x; \"same within noise\" where " +
                "they overlap and the interval holds 1x; nothing more where they overlap and the interval leaves 1x out. A one-run " +
                "figure is the case's first measured run, taken without warm-up: it includes the first call's " +
                "JIT compiling, and where first and later runs were compared (W2's Batch insert, docs/running.md, \"The JIT users run\") the first " +
                "measured run came out about 10% faster than the next four. \"JIT not steady\" marks a figure whose case ran at the " +
                "runtime's default JIT and ended its warm-up at its budget while the JIT still compiled (the suite report's JIT column " +
                "says how far it got): its runs measured code short of the steady state an application reaches, so it may be slower " +
                "than steady code; \"on k\" counts the steps behind a figure where either side was. A \"-\" is a case the run left out, where another case " +
                "gives its figure or its price (the suite report's \"Cases left out\" says which and why). Every figure comes from " +
                "validated runs; settings are read back from the engine.");
        foreach (var engine in engines)
        {
            AppendEngine(document, resultsPath, engine, crashes, powers, disk, drift, speedUps);
        }

        TuningData.Write(resultsPath, cases);
        return document.Save(resultsPath, FileName);
    }

    private static void AppendEngine(ReportDocument document, string resultsPath, EngineAnswers engine, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult> powers, DiskSyncRate? disk, RunDrift? drift, SpeedUps speedUps)
    {
        var cases = engine.Cases;
        var first = cases[0];
        document.Heading(2, $"{first.EngineName}: {first.Record?.ServerVersion} through {first.Record?.Provider}");
        var variants = cases.Select(c => c.Variant).Distinct().Order().ToArray();
        document.Table(
            variants.Select(variant => Durability(first.EngineName, variant, cases, crashes, powers)),
            new Column<VariantDurability>("variant", r => r.Variant.ToString()),
            new("settings read back", r => r.Settings),
            new("if the process crashes", r => r.Documented.ProcessCrash),
            new("measured (crash-check)", r => r.Crash),
            new("if the OS crashes or the power fails", r => r.Documented.PowerLoss),
            new("measured (power-check)", r => r.Power),
            new("source", r => r.Documented.Source ?? ""));
        var notApplicable = EngineCatalog.All.FirstOrDefault(e => e.GetType() == first.EngineType)?.AllVariants().Where(v => !v.IsSupported).ToArray() ?? [];
        if (notApplicable.Length > 0)
        {
            document.List(notApplicable.Select(v => $"{v.Variant}: n/a, {v.NotApplicableReason}"));
        }

        if (engine.Answers.Count > 0)
        {
            document.Heading(3, "What each variant buys and risks, per workload")
                .List(engine.Answers.OrderBy(a => a.Workload.Name, StringComparer.Ordinal).SelectMany(a => a.Lines()));
        }

        foreach (var workload in cases.GroupBy(WorkloadOf).OrderBy(g => g.Key.Name, StringComparer.Ordinal))
        {
            WorkloadSection.Append(document, resultsPath, workload.Key, [.. workload], disk, drift, speedUps);
        }

        StatementTailLines.Append(document, cases);
        ConcurrencyLines.Append(document, cases);
        if (ConcurrencyTradeChart.Draw(first.EngineName, cases) is { } trade)
        {
            document.Image(Path.Combine(resultsPath, $"concurrency-trade-{first.EngineName}.png".ToLowerInvariant()), trade,
                $"W6 on {first.EngineName}: writer operations per second against writer p99, by reader threads");
        }
    }

    private static VariantDurability Durability(string engineName, Variant variant, IReadOnlyList<MeasuredCase> cases, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult> powers)
    {
        // An in-memory database has nothing on disk for a crash or a cut to test.
        var untestable = variant.KeepsNothingOnDisk() ? "n/a: nothing is on disk" : null;
        return new VariantDurability(
            variant,
            cases.First(c => c.Variant == variant).Record?.Settings ?? "",
            DocumentedDurability.For(engineName, variant),
            untestable ?? crashes.FirstOrDefault(r => r.Engine == engineName && r.Variant == variant)?.Summary ?? "not run",
            untestable ?? VariantRisk.Of(engineName, variant, [], powers).Measured ?? "not run");
    }

    /// <summary>
    /// Each engine's answers over the validated <paramref name="cases"/> of workload classes generic over the engine, in the
    /// catalog's order: what the report's answer and the README's table across engines are both read from.
    /// </summary>
    public static IReadOnlyList<EngineAnswers> AnswersOf(IReadOnlyList<MeasuredCase> cases, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult> powers, IReadOnlyList<FaultResult> faults) =>
        [.. cases.Where(c => c.IsValid && c.EngineType is not null).GroupBy(c => c.EngineType!).OrderBy(g => CatalogOrder(g.Key))
            .Select(g => EngineAnswers.Of([.. g], WorkloadOf, crashes, powers, SpeedUps.Paired, faults))];

    /// <summary>The workload whose section shows <paramref name="measuredCase"/>'s row (W3's naive import under the imports).</summary>
    public static Type WorkloadOf(MeasuredCase measuredCase) => DefaultCase.TableOf(measuredCase.Plan.Workload);

    private static int CatalogOrder(Type engineType)
    {
        var index = EngineCatalog.All.Select(e => e.GetType()).ToList().IndexOf(engineType);
        return index < 0 ? int.MaxValue : index;
    }

    // A variant's row of an engine's durability table: what it reads back, what its documentation says, what the checks measured.
    private sealed record VariantDurability(Variant Variant, string Settings, DurabilityNote Documented, string Crash, string Power);

    /// <summary>The Default case of <paramref name="variantCase"/> among <paramref name="cases"/> (<see cref="DefaultCase.IsDefaultOf"/>), or null.</summary>
    public static MeasuredCase? BaselineOf(IReadOnlyList<MeasuredCase> cases, MeasuredCase variantCase) =>
        cases.FirstOrDefault(c => DefaultCase.IsDefaultOf(c.Plan.Case, variantCase.Plan.Case));
}
