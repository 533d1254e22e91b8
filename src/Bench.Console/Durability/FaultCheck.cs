using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The <c>fault-check [engine …] [--variant V] [--fault disk-full|fsync-error] [--trials N] [--seed S] [--trial I]</c>
/// command: <see cref="FaultTrial"/>s per engine, variant and fault of <see cref="PowerTargets"/>, a table on the
/// console, and <c>results/fault-durability.json</c>. A trial whose fault the simulator did not inject (its drawn call
/// lay beyond the calls the writer made in the time given) is shown with the reason and counts nothing, and the next
/// trial is drawn, until <c>--trials</c> faults were injected or <see cref="TrialsPerInjection"/> times as many trials
/// ran: an engine that grows its files in large steps (Firebird, the servers) makes few calls a full disk can fail. A
/// variant whose writer made no eligible call at all (one that never fsyncs) has nothing to fail: its first trial says
/// so and no more are run. The command exits 1 when a target got fewer injected faults than asked for otherwise, or a
/// trial asked for by number (<c>--trial</c>) measured nothing.
/// </summary>
public static class FaultCheck
{
    /// <summary>The verb.</summary>
    public const string Verb = "fault-check";

    /// <summary>The results file's name, in the artifacts' results folder.</summary>
    public const string FileName = "fault-durability.json";

    /// <summary>Injected faults per engine, variant and fault unless <c>--trials</c> says otherwise.</summary>
    public const int DefaultTrials = 10;

    /// <summary>The most trials run per injected fault wanted, before a target is given up with fewer.</summary>
    public const int TrialsPerInjection = 3;

    /// <summary>The trial numbers that may run for <paramref name="injections"/> injected faults, in order.</summary>
    public static IReadOnlyList<int> TrialNumbers(int injections) => [.. Enumerable.Range(0, injections * TrialsPerInjection)];

    /// <summary>The console table's header.</summary>
    public const string Header =
        "| engine | variant | fault | trials | exception seen | after the fault | server | trials that lost acknowledged commits | most lost | most lost from before the last sync | unopenable or failing integrity | points (call, then acks to the cut) |";

    /// <summary>The Markdown line under <see cref="Header"/>: a <c>---</c> per column.</summary>
    public static readonly string Separator = string.Concat(Enumerable.Repeat("|---", Header.Count(c => c == '|') - 1)) + "|";

    /// <summary>Runs the check the arguments describe; returns the exit code.</summary>
    public static int Run(IReadOnlyList<string> args, string artifacts)
    {
        if (FaultCheckOptions.Parse(args) is not { } options)
        {
            return 2;
        }

        if (PowerCutNative.MissingReason is { } missing)
        {
            System.Console.Error.WriteLine($"error: {Verb}: {missing}.");
            return 2;
        }

        var wanted = options.Injections is { } count ? $"{count} injected fault(s) (at most {options.Trials.Count} trials)" : $"{options.Trials.Count} trial(s)";
        System.Console.WriteLine($"// {Verb}: seed {options.Seed}, {wanted} per engine, variant and fault: a full disk drawn at a call growing a file (1 to the engine's latest: {string.Join(", ", options.Targets.Select(t => t.Engine).Distinct().Select(e => $"{e.Name} {PowerTargets.Recovery(e).LatestGrowingCall}"))}), an fsync error at an fsync, fdatasync or synchronous write of a file (1 to {FaultTrial.LatestFsync}), then a cut after 1 to {FaultTrial.LatestCutAfter} acknowledgements (journaled model); repeat one with --seed {options.Seed} --trial N");
        System.Console.WriteLine(Header);
        System.Console.WriteLine(Separator);
        var resultsPath = Path.Combine(artifacts, "results");
        var complete = true;
        var units = options.Faults.SelectMany(fault => options.Targets.Select(t => (t.Engine, t.Variant, Fault: fault))).ToArray();
        SideBySide.Run(units, u => u.Engine, u => Measure(u.Engine, u.Variant, u.Fault, options.Seed, options.Trials, options.Injections), result =>
        {
            // A trial asked for by number must measure; a count of faults is met, or has nothing to fail under the variant.
            complete &= result.Error is null && (options.Injections is { } injections ? result.NothingToFail || result.Measured.Count >= injections : result.Failed.Count == 0);
            // Saved as each finishes: a long check stopped midway keeps what it measured.
            ResultsFile.Merge(resultsPath, FileName, [result], r => (r.Engine, r.Variant, r.Fault));
            System.Console.WriteLine(Row(result));
            foreach (var failed in result.Failed)
            {
                System.Console.WriteLine($"//   {result.Engine} {result.Variant} {InjectedFault.NameOf(result.Fault)} trial {failed.Trial}: not measured: {failed.Failure}");
            }
        });

        System.Console.WriteLine($"// Fault durability: {Path.Combine(resultsPath, FileName)}");
        return complete ? 0 : 1;
    }

    /// <summary>The results saved in <paramref name="resultsPath"/>, or none.</summary>
    public static IReadOnlyList<FaultResult> Load(string resultsPath) => ResultsFile.Load<FaultResult>(resultsPath, FileName);

    /// <summary>
    /// Runs <paramref name="trials"/> of <paramref name="fault"/> on <paramref name="engine"/> under <paramref name="variant"/>, in order,
    /// stopping once <paramref name="injections"/> faults were injected (all of them when null) or a trial found no call to fail;
    /// an engine's failure is its result's error.
    /// </summary>
    public static FaultResult Measure(Engine engine, Variant variant, FaultKind fault, int seed, IReadOnlyList<int> trials, int? injections = null)
    {
        ArgumentNullException.ThrowIfNull(engine);
        ArgumentNullException.ThrowIfNull(trials);
        var result = new FaultResult(engine.Name, variant, fault, seed, [], PowerTargets.CheckName(engine), FaultTrial.Model,
            MeasuredOn: DateTime.UtcNow.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture));
        if (engine.MissingPrerequisite() is { } missing)
        {
            return result with { Error = missing };
        }

        result = result with { EngineVersion = PowerCheck.EngineVersion(engine) };
        var outcomes = new List<FaultOutcome>();
        foreach (var trial in trials)
        {
            if (outcomes.Count(o => o.Failure is null) >= injections)
            {
                break;
            }

            try
            {
                outcomes.Add(FaultTrial.Run(engine, variant, fault, seed, trial));
            }
            catch (Exception e) when (e is InvalidOperationException or IOException)
            {
                outcomes.Add(FaultOutcome.Failed(trial, FaultTrial.PointOf(engine, fault, seed, trial), FaultTrial.CutAfterOf(seed, trial), e.Message.ReplaceLineEndings(" ")));
            }

            if (outcomes[^1].NoEligibleCall)
            {
                break;
            }
        }

        // A server's build, which only the writer that started it could read: the first its trials' writers reported.
        return result with { Trials = outcomes, EngineVersion = result.EngineVersion ?? outcomes.Select(o => o.EngineVersion).FirstOrDefault(v => v is not null) };
    }

    /// <summary>A result's row of the console table (<see cref="Header"/>).</summary>
    public static string Row(FaultResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var lead = $"| {result.Engine} | {result.Variant} | {InjectedFault.NameOf(result.Fault)} |";
        if (result.Error is not null)
        {
            return $"{lead} not measured: {result.Error} | - | - | - | - | - | - | - | - |";
        }

        var measured = result.Measured;
        var exceptions = measured.Select(t => t.Seen.Count == 0 ? "none" : t.Seen[0].Words).Distinct().ToArray();
        var behaviours = measured.Select(t => t.AfterFault).Distinct().ToArray();
        var servers = measured.Select(t => t.Server ?? "-").Distinct().ToArray();
        var points = string.Join(", ", result.Trials.Select(t => string.Create(CultureInfo.InvariantCulture, $"{t.Point}{(t.Failure is null ? "" : " (not injected)")}→{t.CutAfter}")));
        return string.Create(CultureInfo.InvariantCulture,
            $"{lead} {measured.Count} of {result.Trials.Count} injected | {Joined(exceptions)} | {Joined(behaviours)} | {Joined(servers)} | {measured.Count(t => t.Lost > 0)} of {measured.Count} | {Most(measured, t => t.Lost):N0} | {Most(measured, t => t.LostBeforeLastSync):N0} | {measured.Count(t => t.Damaged)} | {points} |");
    }

    private static long Most(IReadOnlyList<FaultOutcome> trials, Func<FaultOutcome, long> count) => trials.Count == 0 ? 0 : trials.Max(count);

    private static string Joined(string[] words) => words.Length == 0 ? "-" : string.Join("; ", words).Replace('|', '/');
}
