using System.Globalization;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>One engine's answer for one workload.</summary>
/// <param name="Workload">The benchmark class.</param>
/// <param name="Engine">The engine's name.</param>
/// <param name="Writes">Each variant's figure over the workload's autocommit steps, Default first.</param>
/// <param name="Reads">Each variant's speed-up range over the workload's other steps.</param>
/// <param name="Risks">Each variant's risk.</param>
public sealed record WorkloadAnswer(
    Type Workload,
    string Engine,
    IReadOnlyList<VariantFigure> Writes,
    IReadOnlyList<VariantFigure> Reads,
    IReadOnlyDictionary<Variant, VariantRisk> Risks)
{
    /// <summary>
    /// The fastest variant whose acknowledged commits survive a power loss — as measured where power-check cut it,
    /// by its documentation otherwise — or null when none does (SQLite's Default loses its last commit).
    /// </summary>
    public VariantFigure? BestDurable => Writes.Where(w => w.HasFactor && Risks[w.Variant].Durable).MaxBy(w => w.Factor);

    /// <summary>The fastest variant of all.</summary>
    public VariantFigure? Best => Writes.Where(w => w.HasFactor).MaxBy(w => w.Factor);

    /// <summary>The autocommit steps <see cref="Writes"/> are taken over (<c>Write N=1000</c>), in order: two answers compare only over the same.</summary>
    public IReadOnlyList<string> WriteSteps { get; init; } = [];

    /// <summary>
    /// <paramref name="answers"/> grouped by the steps their write figures are taken over, the set of the most steps first
    /// (then the one most engines share): only answers of one group compare.
    /// </summary>
    public static IReadOnlyList<IReadOnlyList<WorkloadAnswer>> BySteps(IEnumerable<WorkloadAnswer> answers) =>
        [.. answers.GroupBy(a => string.Join(", ", a.WriteSteps))
            .OrderByDescending(g => g.First().WriteSteps.Count).ThenByDescending(g => g.Count())
            .Select(g => (IReadOnlyList<WorkloadAnswer>)[.. g])];

    /// <summary>Every variant the run measured on the workload, also one with no Default case beside it to give a speed-up.</summary>
    public IReadOnlyList<Variant> MeasuredVariants { get; init; } = [];

    /// <summary>The workload's name: <c>Crud</c>.</summary>
    public string Name => Workload.Name.Split('`')[0];

    /// <summary>The writes' speed-ups, as the power chart draws them.</summary>
    public VariantSpeeds Speeds => new(Name, [.. Writes.Where(w => w.HasFactor).Select(w => (w.Variant, w.Factor))]);

    /// <summary>
    /// False when the run measured the workload's variants without its Default (W3's import on the second SQLite provider,
    /// whose naive import the first stands for): the variants were measured, but have no speed-up to show.
    /// </summary>
    public bool HasDefault => MeasuredVariants.Contains(Variant.Default);

    /// <summary>The answer for one engine's cases of one workload; without a Default case, its variants with no figure (<see cref="HasDefault"/>).</summary>
    public static WorkloadAnswer Of(Type workload, IReadOnlyList<MeasuredCase> cases, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult>? powers = null, SpeedUps? speedUps = null, IReadOnlyList<FaultResult>? faults = null)
    {
        var engine = cases[0].EngineName;
        var variants = cases.Select(c => c.Variant).Distinct().Order().ToArray();
        var risks = variants.ToDictionary(v => v, v => VariantRisk.Of(engine, v, crashes, powers, faults));
        if (!variants.Contains(Variant.Default))
        {
            return new WorkloadAnswer(workload, engine, [], [], risks) { MeasuredVariants = variants };
        }

        var writeSteps = cases.Where(c => c.Variant == Variant.Default && c.Record is { AutocommitWrites: > 0 }).Select(c => c.StepLabel).ToHashSet();
        speedUps ??= SpeedUps.Unpaired;
        return new WorkloadAnswer(
            workload,
            engine,
            Figures(cases, variants, c => writeSteps.Contains(c.StepLabel), speedUps),
            Figures(cases, variants, c => !writeSteps.Contains(c.StepLabel), speedUps),
            risks)
        {
            MeasuredVariants = variants,
            WriteSteps = [.. writeSteps.Order(StringComparer.Ordinal)],
        };
    }

    /// <summary>Five to ten lines: the writes' answer with its measured guarantee, the faster variants with what they lost, the reads.</summary>
    public IEnumerable<string> Lines()
    {
        var name = Name;
        if (!HasDefault)
        {
            yield return $"{name}: {string.Join(", ", MeasuredVariants)} measured without a Default case in this run (the suite report's \"Cases left out\" says why), so no speed-up is given; their times are in the per-step table.";
            yield break;
        }

        var baseline = Writes.FirstOrDefault(w => w.Variant == Variant.Default);
        if (baseline is not null)
        {
            var durable = BestDurable;
            var steps = baseline.Steps == 1 ? "1 autocommit step" : $"{baseline.Steps} autocommit steps";
            var verdict = durable is null
                ? $"no variant is durable; Default {Guarantee(Variant.Default)}"
                : "fastest durable is " + (durable.Variant == Variant.Default ? "Default itself" : $"**{durable.Variant}**, {durable}") + $" — {Guarantee(durable.Variant)}";
            yield return string.Create(CultureInfo.InvariantCulture,
                $"**{name}** writes ({steps}, Default {baseline.MicrosecondsPerRow:N1} µs/row): {verdict}.");
            foreach (var riskier in Writes.Where(w => w.HasFactor && w.Factor > (durable?.Factor ?? 0) && !Risks[w.Variant].Durable && w.Variant != Variant.Default).OrderByDescending(w => w.Factor))
            {
                var risk = Risks[riskier.Variant];
                yield return risk.Loss is { } loss
                    ? $"{name}, {riskier.Variant}: {riskier}, but {loss}; the documentation: {risk.Words}.{Flag(risk)}"
                    : $"{name}, {riskier.Variant}: {riskier}, but {risk.Words} (no power cut measured).";
            }
        }

        var others = Reads.Where(r => r.Variant != Variant.Default && r.HasFactor).ToArray();
        if (others.Length > 0)
        {
            yield return string.Create(CultureInfo.InvariantCulture,
                $"{name} reads and other steps ({Reads[0].Steps} per variant): {SpeedUp.Format(others.Min(r => r.Low))}–{SpeedUp.Format(others.Max(r => r.High))} of Default's speed across the variants; fastest {others.MaxBy(r => r.Factor)!.Variant} ({SpeedUp.Format(others.Max(r => r.Factor))}, geometric mean).");
        }
    }

    // Why a variant counts as durable or not: the cuts where they ran, the documentation's words otherwise.
    private string Guarantee(Variant variant)
    {
        var risk = Risks[variant];
        return risk.Loss is { } loss
            ? $"{(risk.Durable ? "durable as measured" : "as measured")}: {loss}{Flag(risk)}"
            : $"durable by the documentation, no power cut measured: {risk.Words}";
    }

    private static string Flag(VariantRisk risk) => risk.Disagreements.Count == 0
        ? ""
        : $" **Measurement and documentation disagree: {string.Join("; ", risk.Disagreements)}.**";

    private static List<VariantFigure> Figures(IReadOnlyList<MeasuredCase> cases, IReadOnlyList<Variant> variants, Func<MeasuredCase, bool> inGroup, SpeedUps speedUps)
    {
        var figures = new List<VariantFigure>();
        foreach (var variant in variants)
        {
            var pairs = cases.Where(c => c.Variant == variant && inGroup(c))
                .Select(c => (Case: c, Baseline: TuningReport.BaselineOf(cases, c)))
                .Where(p => p.Baseline is not null)
                .Select(p => (p.Case, Baseline: p.Baseline!, Ratio: StepSpeedUp.Of(speedUps, p.Baseline!, p.Case)))
                .ToArray();
            if (pairs.Length == 0)
            {
                continue;
            }

            // Only steps both sides ran to completion make the mean; a bound or a paced writer is said beside it.
            var measured = pairs.Where(p => p.Ratio.IsMeasured).ToArray();
            var factors = measured.Select(p => p.Ratio.SpeedUp.Factor).ToArray();
            var bounds = pairs.Where(p => p.Ratio.Kind == StepRatioKind.AtLeast).Select(p => p.Ratio.SpeedUp.Factor).ToArray();
            var perRow = measured.Where(p => p.Case.Record is { RowsPerRun: > 0 }).Select(p => p.Case.Time.Mean / 1e3 / p.Case.Record!.RowsPerRun).ToArray();
            figures.Add(new VariantFigure(
                variant,
                factors.Length == 0 ? double.NaN : GeometricMean(factors),
                factors.Length == 0 ? double.NaN : factors.Min(),
                factors.Length == 0 ? double.NaN : factors.Max(),
                factors.Length,
                perRow.Length == 0 ? double.NaN : GeometricMean(perRow))
            {
                PairedSteps = variant == Variant.Default ? 0 : measured.Count(p => p.Ratio.SpeedUp.IsPaired),
                BoundedSteps = bounds.Length,
                // "At least N on k steps" must hold on each of them: the smallest bound, not the largest.
                AtLeast = bounds.Length == 0 ? double.NaN : bounds.Min(),
                UnmeasuredSteps = pairs.Length - measured.Length - bounds.Length,
                JitNotSteadySteps = measured.Count(p => p.Case.JitNotSteady || p.Baseline.JitNotSteady),
            });
        }

        return figures;
    }

    private static double GeometricMean(IReadOnlyList<double> values) => Math.Exp(values.Average(Math.Log));
}
