using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The <c>power-check [engine …] [--variant V] [--model posix|journaled|both] [--cuts N] [--seed S] [--cut I]</c>
/// command: <see cref="PowerTrial"/> cuts per engine, variant and file-system model of
/// <see cref="PowerTargets"/>, a table on the console, and <c>results/power-durability.json</c>,
/// which the tuning report shows beside each variant's documented risk. <c>--seed S --cut I</c> repeats one cut.
/// </summary>
public static class PowerCheck
{
    /// <summary>The verb.</summary>
    public const string Verb = "power-check";

    /// <summary>The results file's name, in the artifacts' results folder.</summary>
    public const string FileName = "power-durability.json";

    /// <summary>Cuts per engine, variant and model unless <c>--cuts</c> says otherwise.</summary>
    public const int DefaultCuts = 20;

    /// <summary>The console table's header.</summary>
    public const string Header =
        "| engine | variant | model | cuts that lost acknowledged commits | most lost | rows per commit | most rows lost | lost from before the last sync | unopenable or failing integrity | cut points (acknowledged, time) | since the last sync at the cut | cuts inside a sync |";

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

        System.Console.WriteLine($"// {Verb}: seed {options.Seed}, {options.Cuts.Count} cut(s) per engine, variant and model, each aimed at an acknowledged commit drawn log-uniformly from 1 to {PowerTrial.LatestCut:N0} rows' worth (or {PowerTrial.LongestRun.TotalSeconds:N0} s); repeat one with --seed {options.Seed} --cut N");
        System.Console.WriteLine(Header);
        System.Console.WriteLine("|---|---|---|---|---|---|---|---|---|---|---|---|");
        var resultsPath = Path.Combine(artifacts, "results");
        var units = options.Targets.SelectMany(t => options.Models.Select(model => (t.Engine, t.Variant, Model: model))).ToArray();
        var log = TextWriter.Synchronized(System.Console.Out);
        var results = SideBySide.Run(units, u => u.Engine, u => Measure(u.Engine, u.Variant, u.Model, options.Seed, options.Cuts, log), result =>
        {
            // Saved as each finishes: a long check stopped midway keeps what it measured.
            Save(resultsPath, [result]);
            System.Console.WriteLine(Row(result));
        });

        System.Console.WriteLine($"// Power-cut durability: {Path.Combine(resultsPath, FileName)}");
        return results.Any(r => r.Error is not null) ? 1 : 0;
    }

    /// <summary>The results saved in <paramref name="resultsPath"/>, or none.</summary>
    public static IReadOnlyList<PowerResult> Load(string resultsPath) => ResultsFile.Load<PowerResult>(resultsPath, FileName);

    /// <summary>A result's row of the console table (<see cref="Header"/>).</summary>
    public static string Row(PowerResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        if (result.Error is not null)
        {
            return $"| {result.Engine} | {result.Variant} | {FileSystemModels.NameOf(result.Model)} | not measured: {result.Error} | - | - | - | - | - | - | - | - |";
        }

        var cuts = result.Cuts;
        var sinceSync = cuts.Where(c => c.SinceLastSyncMilliseconds is not null).Select(c => c.SinceLastSyncMilliseconds!.Value).ToArray();
        var sinceSyncWords = sinceSync.Length == 0 ? "no sync after the start" : $"{PowerResult.Duration(sinceSync.Min())}–{PowerResult.Duration(sinceSync.Max())}";
        return string.Create(CultureInfo.InvariantCulture,
            $"| {result.Engine} | {result.Variant} | {FileSystemModels.NameOf(result.Model)} | {result.CutsWithLoss} of {cuts.Count} | {result.MostLost:N0} | {result.RowsPerCommit:N0} | {result.MostRowsLost:N0} | {(cuts.Count == 0 ? 0 : cuts.Max(c => c.LostBeforeLastSync)):N0} | {result.Damaged} | {result.Spread["cuts at ".Length..]} | {sinceSyncWords} | {cuts.Count(c => c.SyncInFlight)} |");
    }

    /// <summary>
    /// Cuts <paramref name="engine"/> under <paramref name="variant"/> and <paramref name="model"/> at the cut numbers
    /// <paramref name="cuts"/> of <paramref name="seed"/>, each lossy or damaging cut (or a lone one) told to <paramref name="log"/>;
    /// a failure ends that engine's cuts as its result's error, never the caller's run.
    /// </summary>
    public static PowerResult Measure(Engine engine, Variant variant, FileSystemModel model, int seed, IReadOnlyList<int> cuts, TextWriter log, CutSpan? span = null)
    {
        ArgumentNullException.ThrowIfNull(engine);
        ArgumentNullException.ThrowIfNull(cuts);
        ArgumentNullException.ThrowIfNull(log);
        var modelName = FileSystemModels.NameOf(model);
        var result = new PowerResult(engine.Name, variant, seed, [], PowerTargets.CheckName(engine), Model: model,
            MeasuredOn: DateTime.UtcNow.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture));
        if (engine.MissingPrerequisite() is { } missing)
        {
            return result with { Error = missing };
        }

        result = result with { EngineVersion = EngineVersion(engine) };
        var outcomes = new List<PowerCutOutcome>();
        foreach (var cut in cuts)
        {
            try
            {
                var outcome = PowerTrial.Run(engine, variant, seed, cut, model, span);
                outcomes.Add(outcome);
                if (cuts.Count == 1 || outcome.Lost > 0 || outcome.Damaged)
                {
                    log.WriteLine(string.Create(CultureInfo.InvariantCulture,
                        $"//   {engine.Name} {variant} {modelName} cut {cut}: aimed at ack {outcome.Target}, {outcome.Acknowledged} acknowledged ({outcome.RowsPerCommit:N0} row(s) each) in {PowerResult.Duration(outcome.Milliseconds)}, {outcome.Lost} lost ({outcome.RowsLost:N0} rows), {outcome.RowsBeyond?.ToString("N0", CultureInfo.InvariantCulture) ?? "uncounted"} past them, integrity {outcome.Integrity}{(outcome.PartOfACommit ? ", part of a commit present" : "")}"));
                }
            }
            catch (Exception e) when (e is InvalidOperationException or IOException)
            {
                // One engine's failure is that engine's result, not the end of the check.
                return result with { Cuts = outcomes, Error = $"cut {cut}: {e.Message.ReplaceLineEndings(" ")}", EngineVersion = result.EngineVersion ?? ReportedVersion(outcomes) };
            }
        }

        return result with { Cuts = outcomes, EngineVersion = result.EngineVersion ?? ReportedVersion(outcomes) };
    }

    // A server's build, which only the writer that started it could read: the first its cuts' writers reported.
    private static string? ReportedVersion(IEnumerable<PowerCutOutcome> outcomes) => outcomes.Select(o => o.EngineVersion).FirstOrDefault(v => v is not null);

    /// <summary>Saves <paramref name="results"/> into <paramref name="resultsPath"/> over earlier ones of the same engine, variant and model.</summary>
    public static string Save(string resultsPath, IReadOnlyList<PowerResult> results) =>
        ResultsFile.Merge(resultsPath, FileName, results, r => (r.Engine, r.Variant, r.Model));

    /// <summary>
    /// The build of <paramref name="engine"/> the cuts run against, so that figures quoted elsewhere can name it; null for a
    /// server (none is started for it here: its build is the one its cuts' writers report, <see cref="CrashWriter.VersionLine"/>).
    /// </summary>
    public static string? EngineVersion(Engine engine)
    {
        ArgumentNullException.ThrowIfNull(engine);
        if (!CrashTargets.Reopens(engine) || engine.MissingPrerequisite() is not null)
        {
            return null;
        }

        using var database = engine.CreateDatabase(Variant.Default);
        return database.ServerVersion;
    }
}
