using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The <c>crash-check [engine …]</c> command: a <see cref="CrashTrial"/> per on-disk engine and
/// variant, a table on the console, and <c>results/crash-durability.json</c>, which the tuning
/// report shows beside each variant's documented risk. It measures a crash of the process only:
/// the OS keeps what the process wrote, so power loss and OS crashes (SyncOff's real risk) are
/// not covered.
/// </summary>
public static class CrashCheck
{
    /// <summary>The verb.</summary>
    public const string Verb = "crash-check";

    /// <summary>The results file's name, in the artifacts' results folder.</summary>
    public const string FileName = "crash-durability.json";

    /// <summary>Acknowledged commits awaited before the kill.</summary>
    public const int Acknowledgements = 300;

    /// <summary>Runs the trials of the engines named in <paramref name="args"/> (all when none); returns the exit code.</summary>
    public static int Run(IReadOnlyList<string> args, string artifacts)
    {
        var unknown = args.Where(a => CrashTargets.Find(a) is null).ToArray();
        if (unknown.Length > 0)
        {
            System.Console.Error.WriteLine($"error: {Verb}: unknown or not on-disk engine '{unknown[0]}'; one of: {string.Join(", ", CrashTargets.Names)}.");
            return 2;
        }

        var engines = args.Count == 0 ? CrashTargets.Engines : [.. args.Select(a => CrashTargets.Find(a)!)];
        var results = new List<CrashResult>();
        System.Console.WriteLine("| engine | variant | acknowledged commits lost after SIGKILL | integrity | check |");
        System.Console.WriteLine("|---|---|---|---|---|");
        foreach (var engine in engines)
        {
            foreach (var variant in CrashTargets.Variants(engine))
            {
                var result = Trial(engine, variant);
                results.Add(result);
                System.Console.WriteLine(result.Error is null
                    ? $"| {result.Engine} | {result.Variant} | {result.Lost} of {result.Acknowledged} | {result.Integrity} | {result.Check} |"
                    : $"| {result.Engine} | {result.Variant} | not measured: {result.Error} | - | {result.Check} |");
            }
        }

        var path = Save(Path.Combine(artifacts, "results"), results);
        System.Console.WriteLine($"// Crash durability: {path}");
        return results.Any(r => r.Error is not null || r.Lost > 0 || !CrashReopened.IsSound(r.Integrity)) ? 1 : 0;
    }

    /// <summary>The results saved in <paramref name="resultsPath"/>, or none.</summary>
    public static IReadOnlyList<CrashResult> Load(string resultsPath) => ResultsFile.Load<CrashResult>(resultsPath, FileName);

    private static CrashResult Trial(Engine engine, Variant variant)
    {
        if (engine.MissingPrerequisite() is { } missing)
        {
            return new(engine.Name, variant, 0, 0, "-", "-", missing);
        }

        try
        {
            return CrashTrial.Run(engine, variant, Acknowledgements);
        }
        catch (Exception e) when (e is DbException or IOException or InvalidOperationException)
        {
            // One engine's failure to reopen is that engine's result, not the end of the check.
            return new(engine.Name, variant, 0, 0, "-", "-", e.Message);
        }
    }

    private static string Save(string resultsPath, IReadOnlyList<CrashResult> results) =>
        ResultsFile.Merge(resultsPath, FileName, results, r => (r.Engine, r.Variant));
}
