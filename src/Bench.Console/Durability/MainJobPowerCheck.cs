using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The price beside the speed: after the suite's cases, a short <c>power-check</c> of the embedded
/// engines and variants they benchmarked — <see cref="Cuts"/> cuts per engine, variant and
/// file-system model, labelled with that count wherever they are quoted — so that the tuning report's
/// answer reads measured losses rather than documentation alone, each cut within <see cref="CutSpan.MainJob"/>. Transaction and Batch are cut as
/// they commit, a step's rows at once (1 to 2 commits of 1,000 rows within the main job's span). A result of an earlier, longer <c>power-check</c> of the same engine build in the
/// same artifacts folder is kept. Where the simulator cannot run (not Linux, no gcc), the reference
/// run's results for the same engine build are quoted instead (<see cref="ReferencePowerResults"/>).
/// </summary>
public static class MainJobPowerCheck
{
    /// <summary>The option that skips the check.</summary>
    public const string SkipOption = "--no-power-check";

    /// <summary>Cuts per engine, variant and model: enough to see a variant that loses commits at most cuts, and no more than about a minute for the main job.</summary>
    public const int Cuts = 3;

    /// <summary>The engines and variants <paramref name="cases"/> benchmark that the check can cut, each once.</summary>
    public static IReadOnlyList<(Engine Engine, Variant Variant)> TargetsOf(IEnumerable<PlannedCase> cases) =>
        TargetsOf(cases.Select(c => (c.Engine, c.Variant)));

    /// <summary>
    /// The engines and variants of <paramref name="cases"/> that the check can cut, each once: a benchmark makes an
    /// engine object of its own, so two cases of one engine are one target when their engines are of one type.
    /// </summary>
    public static IReadOnlyList<(Engine Engine, Variant Variant)> TargetsOf(IEnumerable<(Engine Engine, Variant Variant)> cases) =>
        [.. cases
            .Where(c => CrashTargets.Tries(c.Engine, c.Variant))
            .DistinctBy(c => (c.Engine.GetType(), c.Variant))];

    /// <summary>
    /// Cuts <paramref name="targets"/> (or quotes the reference run) into <paramref name="resultsPath"/>, telling <paramref name="log"/>;
    /// returns whether it cut (the suite report clocks it).
    /// </summary>
    public static bool Run(IReadOnlyList<(Engine Engine, Variant Variant)> targets, string resultsPath, TextWriter log)
    {
        ArgumentNullException.ThrowIfNull(targets);
        ArgumentNullException.ThrowIfNull(log);
        if (targets.Count == 0)
        {
            return false;
        }

        if (PowerCutNative.MissingReason is { } missing)
        {
            var quoted = ReferencePowerResults.Quote(targets, ReferencePowerResults.Folder, missing, log);
            PowerCheck.Save(resultsPath, quoted);
            return false;
        }

        var seed = Random.Shared.Next(1, 100_000);
        var clock = Stopwatch.StartNew();
        log.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"// The price: {PowerCheck.Verb} of the {targets.Count} engine and variant pairs benchmarked, {Cuts} cuts each per file-system model at {CutSpan.MainJob}, seed {seed} ({SkipOption} skips it; a full check: docs/reliability.md)"));
        var earlier = PowerCheck.Load(resultsPath);
        var pending = new List<(Engine Engine, Variant Variant, FileSystemModel Model)>();
        foreach (var (engine, variant) in targets)
        {
            var version = PowerCheck.EngineVersion(engine);
            foreach (var model in FileSystemModels.All)
            {
                if (earlier.FirstOrDefault(r => r.Engine == engine.Name && r.Variant == variant && r.Model == model) is { } kept
                    && kept.Source is null && kept.Error is null && kept.Cuts.Count > Cuts && kept.EngineVersion == version)
                {
                    log.WriteLine($"//   {engine.Name} {variant} {FileSystemModels.NameOf(model)}: kept the earlier power-check's {kept.Cuts.Count} cuts of {kept.MeasuredOn}");
                    continue;
                }

                pending.Add((engine, variant, model));
            }
        }

        // Each cut has a simulated folder, a writer process tree and a reopen of its own, so pairs run side by side;
        // the benchmarks are over, so no figure is taken beside them.
        var results = SideBySide.Run(pending, p => p.Engine, p => PowerCheck.Measure(p.Engine, p.Variant, p.Model, seed, [.. Enumerable.Range(0, Cuts)], TextWriter.Null, CutSpan.MainJob),
            result => PowerCheck.Save(resultsPath, [result]));
        foreach (var result in results)
        {
            log.WriteLine($"//   {result.Engine} {result.Variant}: {result.Loss}");
        }

        log.WriteLine(string.Create(CultureInfo.InvariantCulture, $"// The price measured in {clock.Elapsed.TotalSeconds:N0} s: {Path.Combine(resultsPath, PowerCheck.FileName)}"));
        return true;
    }
}
