using System.Globalization;
using System.Text;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.ReferenceRun;

/// <summary>
/// The README's headline figures, each block computed from the reference run's data the way the tuning
/// report computes it (a variant's speed-up on a step: Default's runs' geometric mean over the variant's, where the data
/// keeps the runs, else the means; over the steps, their geometric mean),
/// so that the README cannot say what the run did not measure.
/// </summary>
public static class HeadlineBlocks
{
    /// <summary>The blocks by name, in the order the README holds them.</summary>
    public static IReadOnlyList<(string Name, string Content)> Of(ReferenceResults run) =>
    [
        ("reference-run", WhichRun(run)),
        ("across-engines-crud", AcrossEngines(run, typeof(Crud<>))),
        ("crud", CrudTable(run)),
        ("layers", Layers(run)),
        ("power", Power(run)),
    ];

    // W1's steps that commit once a row under Default, at both sizes: the steps the answer's speed-ups are taken over.
    private static readonly string[] _autocommitSteps = ["Write N=200", "Update N=200", "Delete N=200", "Write N=1000", "Update N=1000", "Delete N=1000"];

    private static string WhichRun(ReferenceResults run)
    {
        var suite = run.Stage("suite");
        var checks = run.Stage("power-check");
        var text = new StringBuilder(suite is null
            ? "The reference run holds no suite run yet"
            : Invariant($"The [reference run](docs/results/README.md): the suite's `{suite.Command.Split(" -- ", 2)[^1]}` at commit `{suite.Commit}` ({suite.Date}, {suite.Duration}; {run.Means.Count:N0} cases in its tuning data)"));
        if (checks is not null)
        {
            text.Append(Invariant($"; its power cuts ({run.Cuts:N0} of them) at commit `{checks.Commit}` ({checks.Date})"));
        }

        if (run.Stage("fault-check") is { } faults)
        {
            text.Append(Invariant($"; its faults ({run.FaultTrials.Injected:N0} injected in {run.FaultTrials.Trials:N0} trials) at commit `{faults.Commit}` ({faults.Date})"));
        }

        if (suite is not null && run.MeasuredStages.Any(s => s.Commit != suite.Commit))
        {
            text.Append(": not all at the suite's commit, so the checks price an earlier build of the same variants");
        }

        return text.Append('.').ToString();
    }

    // The tuning report's table across engines for one workload, from the cases the run kept.
    private static string AcrossEngines(ReferenceResults run, Type workload)
    {
        var document = new ReportDocument("");
        return Tuning.AcrossEngines.AppendWorkload(document, TuningReport.AnswersOf(run.Measured, run.Crashes, run.Power, run.Faults), workload)
            ? document.BodyMarkdown().TrimEnd('\n')
            : run.Measured.Count == 0
                ? $"The reference run's suite (commit `{run.Stage("suite")?.Commit ?? "none"}`) kept no cases (`measured-run.json`): its answer across engines is the tuning report's, read from its pages."
                : "The reference run measured this workload on fewer than two engines.";
    }

    private static string CrudTable(ReferenceResults run)
    {
        var engines = EngineCatalog.All.Where(e => _autocommitSteps.All(step => run.Means.ContainsKey(Key("Crud", e, step, Variant.Default)))).ToArray();
        if (engines.Length == 0)
        {
            return "The reference run measured no engine's W1 autocommit steps under Default.";
        }

        var text = new StringBuilder("| W1 variant | " + string.Join(" | ", engines.Select(e => e.Facts.DisplayName)) + " | what its power cuts lost (" + engines[0].Facts.DisplayName + ") |\n");
        text.Append("|---|" + string.Concat(engines.Select(_ => "---|")) + "---|\n");
        text.Append("| Default | " + string.Join(" | ", engines.Select(e => Invariant($"{run.Means[Key("Crud", e, "Write N=1000", Variant.Default)].MeanNanoseconds / 1e3 / 1000:N0} µs a row written"))));
        text.Append(" | " + PowerCell(run, engines[0], Variant.Default) + " |\n");
        // Each variant's speed-ups on every engine, taken once; the rows ordered by the first engine's.
        var rows = Enum.GetValues<Variant>()
            .Where(v => v != Variant.Default)
            .Select(v => (Variant: v, SpeedUps: engines.Select(e => SpeedUps(run, e, v)).ToArray()))
            .Where(r => r.SpeedUps.Any(s => s is not null))
            .OrderByDescending(r => r.SpeedUps[0]?.Mean ?? 0);
        foreach (var (variant, speedUps) in rows)
        {
            text.Append($"| {variant} | " + string.Join(" | ", speedUps.Select(s => s is { } known
                ? $"{SpeedUp.Format(known.Mean)} ({SpeedUp.Format(known.Low)}–{SpeedUp.Format(known.High)})"
                : "-")));
            text.Append(" | " + PowerCell(run, engines[0], variant) + " |\n");
        }

        return text.ToString();
    }

    // Default's mean over the variant's on each autocommit step: their geometric mean, lowest and highest; null unless every step ran.
    private static (double Mean, double Low, double High)? SpeedUps(ReferenceResults run, Engine engine, Variant variant)
    {
        var ratios = _autocommitSteps
            .Select(step => run.Means.TryGetValue(Key("Crud", engine, step, variant), out var v) ? run.Means[Key("Crud", engine, step, Variant.Default)].GeometricNanoseconds / v.GeometricNanoseconds : (double?)null)
            .ToArray();
        return ratios.Any(r => r is null)
            ? null
            : (Math.Exp(ratios.Average(r => Math.Log(r!.Value))), ratios.Min()!.Value, ratios.Max()!.Value);
    }

    // Each model's loss in the answer's words (PowerResult.Loss), strictest model first.
    private static string PowerCell(ReferenceResults run, Engine engine, Variant variant)
    {
        var results = run.Power.Where(p => p.Engine == engine.Name && p.Variant == variant).OrderBy(p => p.Model).ToArray();
        return results.Length > 0 ? string.Join("; ", results.Select(p => p.Loss))
            : variant.KeepsNothingOnDisk() ? "nothing on disk to cut"
            : "not cut";
    }

    private static string Layers(ReferenceResults run)
    {
        var rows = EngineCatalog.All
            .Select(e => (Engine: e, Found: run.Means.TryGetValue(Key("Contacts", e, "Insert", Variant.Batch), out var m), Mean: m))
            .Where(r => r.Found)
            .OrderBy(r => r.Mean.MeanNanoseconds)
            .Select(r => Invariant($"{r.Engine.Facts.DisplayName} {r.Mean.MeanNanoseconds / 1e3 / _contactsInsertRows:0.00}"));
        return $"W2's insert of {_contactsInsertRows:N0} rows in one transaction with a reused statement (Batch), µs a row, mean of its runs: " +
            string.Join(", ", rows) + ".";
    }

    private static readonly long _contactsInsertRows = new ContactsWorkload().RowsPerRun(ContactsStep.Insert);

    private static string Power(ReferenceResults run) => string.Join("\n", EngineCatalog.All
        .Select(e => (Engine: e, Results: run.Power.Where(p => p.Engine == e.Name && p.Error is null).ToArray()))
        .Where(r => r.Results.Length > 0)
        .Select(r => $"- {r.Engine.Facts.DisplayName}: " + string.Join("; ", r.Results
            .GroupBy(p => p.Variant)
            .Select(g => (Variant: g.Key, Cuts: g.Sum(p => p.Cuts.Count), Lost: g.Sum(p => p.CutsWithLoss), Most: g.Max(p => p.MostLost), Damaged: g.Sum(p => p.Damaged),
                All: g.Where(p => p.CutsWithLoss > 0).All(p => p.LostAllAcknowledged)))
            .OrderBy(v => v.Most)
            .Select(v => Invariant($"{v.Variant} ") + (v.Lost == 0 ? Invariant($"lost nothing in {v.Cuts} cuts")
                : v.All ? Invariant($"lost all it acknowledged, in {v.Lost} of {v.Cuts} cuts (up to {v.Most:N0})")
                : Invariant($"lost in {v.Lost} of {v.Cuts} cuts, at most {v.Most:N0}")) + (v.Damaged > 0 ? Invariant($", damaged in {v.Damaged}") : "")))));

    private static string Key(string workload, Engine engine, string step, Variant variant) => TuningData.Entry.KeyOf(workload, engine.GetType().Name, step, variant);

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
