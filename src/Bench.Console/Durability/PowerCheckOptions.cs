using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary><c>power-check</c>'s arguments: engines, a variant, file-system models, the number of cuts, the seed, one cut.</summary>
/// <param name="Targets">The engines and variants to cut.</param>
/// <param name="Seed">The seed of the cut points.</param>
/// <param name="Cuts">The cut numbers to run.</param>
/// <param name="Models">The file-system models to cut under (both unless <c>--model</c> names one).</param>
public sealed record PowerCheckOptions(IReadOnlyList<(Engine Engine, Variant Variant)> Targets, int Seed, IReadOnlyList<int> Cuts, IReadOnlyList<FileSystemModel> Models)
{
    /// <summary>The options, or null after printing one clear error.</summary>
    public static PowerCheckOptions? Parse(IReadOnlyList<string> args)
    {
        var engines = new List<Engine>();
        Variant? variant = null;
        int? seed = null, cut = null;
        IReadOnlyList<FileSystemModel> models = FileSystemModels.All;
        var cuts = PowerCheck.DefaultCuts;
        for (var i = 0; i < args.Count; i++)
        {
            var value = i + 1 < args.Count ? args[i + 1] : null;
            var error = args[i] switch
            {
                "--variant" => Enum.TryParse<Variant>(value, ignoreCase: true, out var v) && Enum.IsDefined(v) ? Set(() => variant = v, ref i) : $"--variant needs a variant name, not '{value}'",
                "--cuts" => Number(value, 1) is { } n ? Set(() => cuts = n, ref i) : $"--cuts needs a whole number of at least 1, not '{value}'",
                "--seed" => Number(value, 0) is { } s ? Set(() => seed = s, ref i) : $"--seed needs a whole number, not '{value}'",
                "--model" => Model(value) is { } m ? Set(() => models = m, ref i) : $"--model needs {string.Join(", ", FileSystemModels.All.Select(FileSystemModels.NameOf))} or both, not '{value}'",
                "--cut" => Number(value, 0) is { } c ? Set(() => cut = c, ref i) : $"--cut needs a cut number (0 or more), not '{value}'",
                var name when PowerTargets.Find(name) is { } engine => Add(engines, engine),
                var name => $"unknown or not power-checked engine '{name}'; one of: {string.Join(", ", PowerTargets.Names)}",
            };
            if (error is not null)
            {
                System.Console.Error.WriteLine($"error: {PowerCheck.Verb}: {error}.");
                return null;
            }
        }

        if (cut is not null && seed is null)
        {
            System.Console.Error.WriteLine($"error: {PowerCheck.Verb}: --cut repeats a cut of a seed: give --seed too.");
            return null;
        }

        return new(TargetsOf(engines, variant), seed ?? Random.Shared.Next(1, 100_000), cut is { } one ? [one] : [.. Enumerable.Range(0, cuts)], models);
    }

    /// <summary>The engines named (every one of <see cref="PowerTargets"/> when none is) under <paramref name="variant"/>, or each under its checked variants.</summary>
    internal static (Engine Engine, Variant Variant)[] TargetsOf(IReadOnlyList<Engine> engines, Variant? variant) =>
        [.. (engines.Count == 0 ? PowerTargets.Engines : engines)
            .SelectMany(e => (variant is { } named ? PowerTargets.Variants(e).Where(v => v == named) : PowerTargets.Variants(e)).Select(v => (e, v)))];

    internal static string? Set(Action assign, ref int index)
    {
        assign();
        index++;
        return null;
    }

    internal static string? Add(List<Engine> engines, Engine engine)
    {
        engines.Add(engine);
        return null;
    }

    // A model's name, or "both" for every model.
    private static IReadOnlyList<FileSystemModel>? Model(string? text) => text?.ToLowerInvariant() switch
    {
        "both" => FileSystemModels.All,
        var name => FileSystemModels.Parse(name) is { } model ? [model] : null,
    };

    internal static int? Number(string? text, int least) =>
        int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var n) && n >= least ? n : null;
}
