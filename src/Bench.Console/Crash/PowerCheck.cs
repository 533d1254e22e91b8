using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.PowerCut;

namespace EmbeddedDbBench.Console.Crash;

/// <summary>
/// The <c>power-check [engine …] [--variant V] [--cuts N] [--seed S] [--cut I]</c> command:
/// <see cref="PowerTrial"/> cuts per engine and variant of <see cref="PowerTargets"/>, a table on
/// the console, and <c>results/power-durability.json</c>, which the tuning report shows beside each
/// variant's documented risk. <c>--seed S --cut I</c> repeats one cut.
/// </summary>
public static class PowerCheck
{
    /// <summary>The verb.</summary>
    public const string Verb = "power-check";

    /// <summary>The results file's name, in the artifacts' results folder.</summary>
    public const string FileName = "power-durability.json";

    /// <summary>Cuts per engine and variant unless <c>--cuts</c> says otherwise.</summary>
    public const int DefaultCuts = 20;

    /// <summary>Runs the check the arguments describe; returns the exit code.</summary>
    public static int Run(IReadOnlyList<string> args, string artifacts)
    {
        if (PowerCheckOptions.Parse(args) is not { } options)
        {
            return 2;
        }

        if (PowerCutNative.MissingReason is { } missing)
        {
            System.Console.Error.WriteLine($"error: {Verb}: {missing}.");
            return 2;
        }

        System.Console.WriteLine($"// {Verb}: seed {options.Seed}, {options.Cuts.Count} cut(s) per engine and variant; repeat one with --seed {options.Seed} --cut N");
        System.Console.WriteLine("| engine | variant | cuts that lost acknowledged commits | most lost | unopenable or failing integrity |");
        System.Console.WriteLine("|---|---|---|---|---|");
        var results = new List<PowerResult>();
        var resultsPath = Path.Combine(artifacts, "results");
        foreach (var (engine, variant) in options.Targets)
        {
            var result = Cuts(engine, variant, options);
            results.Add(result);
            // Saved as each finishes: a long check stopped midway keeps what it measured.
            Save(resultsPath, [result]);
            System.Console.WriteLine(result.Error is null
                ? $"| {result.Engine} | {result.Variant} | {result.CutsWithLoss} of {result.Cuts.Count} | {result.MostLost} | {result.Damaged} |"
                : $"| {result.Engine} | {result.Variant} | not measured: {result.Error} | - | - |");
        }

        System.Console.WriteLine($"// Power-cut durability: {Path.Combine(resultsPath, FileName)}");
        return results.Any(r => r.Error is not null) ? 1 : 0;
    }

    /// <summary>The results saved in <paramref name="resultsPath"/>, or none.</summary>
    public static IReadOnlyList<PowerResult> Load(string resultsPath) => ResultsFile.Load<PowerResult>(resultsPath, FileName);

    private static PowerResult Cuts(Engine engine, Variant variant, PowerCheckOptions options)
    {
        var check = PowerTargets.CheckName(engine);
        if (engine.MissingPrerequisite() is { } missing)
        {
            return new(engine.Name, variant.ToString(), options.Seed, [], check, missing);
        }

        var outcomes = new List<PowerCutOutcome>();
        foreach (var cut in options.Cuts)
        {
            try
            {
                var outcome = PowerTrial.Run(engine, variant, options.Seed, cut);
                outcomes.Add(outcome);
                if (options.Cuts.Count == 1 || outcome.Lost > 0 || outcome.Damaged)
                {
                    System.Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                        $"//   {engine.Name} {variant} cut {cut}: aimed at ack {outcome.Target}, {outcome.Acknowledged} acknowledged, {outcome.Lost} lost, integrity {outcome.Integrity}"));
                }
            }
            catch (Exception e) when (e is InvalidOperationException or IOException)
            {
                // One engine's failure is that engine's result, not the end of the check.
                return new(engine.Name, variant.ToString(), options.Seed, outcomes, check, $"cut {cut}: {e.Message.ReplaceLineEndings(" ")}");
            }
        }

        return new(engine.Name, variant.ToString(), options.Seed, outcomes, check);
    }

    private static string Save(string resultsPath, IReadOnlyList<PowerResult> results) =>
        ResultsFile.Merge(resultsPath, FileName, results, r => (r.Engine, r.Variant));
}
