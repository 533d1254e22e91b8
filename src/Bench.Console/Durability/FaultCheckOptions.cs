using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary><c>fault-check</c>'s arguments: engines, a variant, the faults, the number of faults to inject, the seed, one trial.</summary>
/// <param name="Targets">The engines and variants to inject faults into.</param>
/// <param name="Faults">The faults (both unless <c>--fault</c> names one).</param>
/// <param name="Seed">The seed of the points.</param>
/// <param name="Trials">The trial numbers to run: one with <c>--trial</c>; otherwise 0, 1, 2, … until <paramref name="Injections"/> faults were injected.</param>
/// <param name="Injections">The injected faults wanted per engine, variant and fault (<c>--trials</c>), or null to run <paramref name="Trials"/> as they are.</param>
public sealed record FaultCheckOptions(IReadOnlyList<(Engine Engine, Variant Variant)> Targets, IReadOnlyList<FaultKind> Faults, int Seed, IReadOnlyList<int> Trials, int? Injections = null)
{
    /// <summary>The options, or null after printing one clear error.</summary>
    public static FaultCheckOptions? Parse(IReadOnlyList<string> args)
    {
        var engines = new List<Engine>();
        Variant? variant = null;
        int? seed = null, trial = null;
        FaultKind[] faults = Enum.GetValues<FaultKind>();
        var trials = FaultCheck.DefaultTrials;
        for (var i = 0; i < args.Count; i++)
        {
            var value = i + 1 < args.Count ? args[i + 1] : null;
            var error = args[i] switch
            {
                "--variant" => Enum.TryParse<Variant>(value, ignoreCase: true, out var v) && Enum.IsDefined(v) ? PowerCheckOptions.Set(() => variant = v, ref i) : $"--variant needs a variant name, not '{value}'",
                "--fault" => InjectedFault.Parse(value) is { } f ? PowerCheckOptions.Set(() => faults = [f], ref i) : $"--fault needs {string.Join(" or ", Enum.GetValues<FaultKind>().Select(InjectedFault.NameOf))}, not '{value}'",
                "--trials" => PowerCheckOptions.Number(value, 1) is { } n ? PowerCheckOptions.Set(() => trials = n, ref i) : $"--trials needs a whole number of at least 1, not '{value}'",
                "--seed" => PowerCheckOptions.Number(value, 0) is { } s ? PowerCheckOptions.Set(() => seed = s, ref i) : $"--seed needs a whole number, not '{value}'",
                "--trial" => PowerCheckOptions.Number(value, 0) is { } t ? PowerCheckOptions.Set(() => trial = t, ref i) : $"--trial needs a trial number (0 or more), not '{value}'",
                var name when PowerTargets.Find(name) is { } engine => PowerCheckOptions.Add(engines, engine),
                var name => $"unknown or not fault-checked engine '{name}'; one of: {string.Join(", ", PowerTargets.Names)}",
            };
            if (error is not null)
            {
                System.Console.Error.WriteLine($"error: {FaultCheck.Verb}: {error}.");
                return null;
            }
        }

        if (trial is not null && seed is null)
        {
            System.Console.Error.WriteLine($"error: {FaultCheck.Verb}: --trial repeats a trial of a seed: give --seed too.");
            return null;
        }

        var targets = PowerCheckOptions.TargetsOf(engines, variant);
        return trial is { } one
            ? new(targets, faults, seed!.Value, [one])
            : new(targets, faults, seed ?? Random.Shared.Next(1, 100_000), FaultCheck.TrialNumbers(trials), trials);
    }
}
