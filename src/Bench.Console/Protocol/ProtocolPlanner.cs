using System.Globalization;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// Chooses each case's <see cref="RunProtocol"/>, for the case planner (<c>Benchmarks/CasePlanner</c>),
/// from the case's study, engine, variant and autocommit writes. A case keeps its study's protocol
/// (its class's <c>[MeasuredRuns]</c>) unless one run of it is foreseen to be long: its
/// autocommit writes × the commit cost measured on this machine (<see cref="CommitCosts"/>).
/// Such runs are bound by the disk's sync rate, thousands of commits each, so their spread is
/// small beside the factors the report shows (checked after the run: <see cref="SpreadCheck"/>);
/// they run without warm-up — with tiered compilation off, first-call compiling is under 1% of
/// such a run — once when the probe found the commit cost steady (its middle repeats within
/// <see cref="SteadySpread"/>), else twice, and from <see cref="AveragingRunSeconds"/> up once in
/// any case. <see cref="SuiteJob.Full"/> keeps
/// every study's protocol; <see cref="SuiteJob.Dry"/> runs every case once.
/// </summary>
public sealed class ProtocolPlanner(CommitCosts commitCosts, SuiteJob job)
{
    /// <summary>
    /// A foreseen run at least this long (seconds) gets the short protocol: about 500 synced
    /// commits on this disk or 6,000 unsynced ones, whose first-call compiling is lost in the run (W1's
    /// 1,000-row write under SyncOff: warm-up 84 ms, measured runs 82–93 ms). Half a second, not
    /// the whole one it was: W1's eight runs of its 1,000-row autocommit steps under Default (0.55–0.98 s
    /// a run, on both providers and three layers, 2026-12-02) spread 5–9% (coefficient of variation), and their first two
    /// runs' mean came within 7% of the eight runs' (two runs are the short protocol on a disk the probe found unsteady),
    /// and the boundary at 1 s gave one provider eight of them and the other two, on the same disk in the same run. The foresight counts
    /// commits at W1's small rows, so it falls short for heavier rows (W3's import under Exclusive:
    /// foreseen 4.5 s, measured 8 s) and may overshoot on a disk whose sync the probe catches slow.
    /// </summary>
    public const double LongRunSeconds = 0.5;

    /// <summary><see cref="LongRunSeconds"/> as the reports write it ("0.5 s"), so that every page names the one boundary alike.</summary>
    public static string LongRun { get; } = LongRunSeconds.ToString("0.#", CultureInfo.InvariantCulture) + " s";

    /// <summary>
    /// How far below <see cref="LongRunSeconds"/> the probe's first write (<see cref="CommitCosts.FirstEstimate"/>,
    /// on the high side but unsteady) must foresee a run for the case to keep its study's protocol without the timed repeats.
    /// </summary>
    public const double ClearMargin = 2;

    /// <summary>
    /// A foreseen run at least this long (seconds) is measured once, however unsteady the probe found the disk. The probe's
    /// spread is that of repeats of about 0.2 s; a run of 3 s spans 15 of them and averages what moves the disk's sync from
    /// one to the next. Measured: of the cases the short protocol ran twice on a disk the probe found unsteady (a spread of 26%),
    /// every one foreseen at 3 s or more ran its two runs within 6% of each other (8 cases, 3.3–18 s a run: W2's insert,
    /// row-by-row updates and deletes, W4's load and update, W5's direct insert; the reference run's one such case, 3.9%), while
    /// runs of 1–2 s spread up to 24% (docs/running.md, "How many runs each case gets"). Below it, the second run shows what
    /// one would hide.
    /// </summary>
    public const double AveragingRunSeconds = 3;

    /// <summary>The probe's spread up to which the disk's commit cost counts as steady.</summary>
    public const double SteadySpread = 0.2;

    // Why a run the probe found unsteady is measured once all the same.
    private static readonly string _averagedReason = string.Create(CultureInfo.InvariantCulture,
        $": no warm-up, one run, as a run of {AveragingRunSeconds:0} s or more averages the probe's spread");

    /// <summary>
    /// The protocol of a case whose study ran <paramref name="study"/> (its benchmark class's
    /// <c>[MeasuredRuns]</c>), on <paramref name="engine"/> under <paramref name="variant"/>;
    /// <paramref name="autocommitWrites"/> counts the writes one run commits one by one, asked only
    /// when the commit cost matters (it may build the workload's data); <paramref name="workloadRun"/> is a
    /// run's length the workload bounds on its own, which gives a long run two runs without warm-up;
    /// <paramref name="spendsRunInEngine"/> says that a run is a few statements with small results
    /// (<see cref="Benchmarks.IPlannedBenchmark.SpendsRunInEngine"/>), which keeps tiering off.
    /// </summary>
    public RunProtocol Plan((int WarmupRuns, int MeasuredRuns) study, Engine engine, Variant variant, Func<long> autocommitWrites, ForeseenRun? workloadRun = null, bool spendsRunInEngine = false)
    {
        ArgumentNullException.ThrowIfNull(autocommitWrites);
        long? writes = null;
        long Writes() => writes ??= autocommitWrites();
        var runs = Runs(study, engine, variant, Writes, workloadRun);
        if (job == SuiteJob.Dry || runs.WarmupRuns == 0 || !IsCpuBound(variant, Writes))
        {
            return runs;
        }

        return spendsRunInEngine ? runs with { Reason = runs.Reason + "; " + InEngineReason } : runs.WithTieredPgo();
    }

    /// <summary>
    /// Why a case that commits nothing one by one still keeps tiering off: its run is a few statements, timed in the engine
    /// (<see cref="Benchmarks.IPlannedBenchmark.SpendsRunInEngine"/>), where waiting for the default JIT's tier-up costs
    /// the case a second or two and changes no figure.
    /// </summary>
    public const string InEngineReason =
        "tiering off: a run is a few statements with small results, its time the engine's, where the default JIT made no measured difference (docs/running.md, \"The JIT users run\")";

    /// <summary>
    /// Whether a case's run is bound by the CPU rather than by the disk's commits: its steps run in one transaction (Transaction,
    /// Batch), its database is in memory, or it commits nothing one by one (a query). Such a case runs at the runtime's default
    /// JIT, warmed up until the JIT stands still (<see cref="RunProtocol.WithTieredPgo"/>), as an application's hot code runs; a
    /// case of autocommit writes keeps tiering off, its run a chain of commits whose compiling is lost in them; so does a
    /// run of a few statements (<see cref="Plan"/>'s <c>spendsRunInEngine</c>).
    /// </summary>
    public static bool IsCpuBound(Variant variant, Func<long> autocommitWrites)
    {
        ArgumentNullException.ThrowIfNull(autocommitWrites);
        return variant.WrapsStepsInTransaction() || variant == Variant.Memory || autocommitWrites() == 0;
    }

    private RunProtocol Runs((int WarmupRuns, int MeasuredRuns) study, Engine engine, Variant variant, Func<long> autocommitWrites, ForeseenRun? workloadRun)
    {
        if (job == SuiteJob.Dry)
        {
            // One run, not BenchmarkDotNet's dry job (a warm-up and a run): it checks that every
            // step runs and validates, and the longest cases (naive imports) would double.
            return new RunProtocol(0, 1, "--job dry: one run, to check that everything works");
        }

        var studyProtocols = job == SuiteJob.Full;
        var studyProtocol = new RunProtocol(study.WarmupRuns, study.MeasuredRuns, studyProtocols ? "as the study ran it (--job full)" : "as the study ran it");
        if (studyProtocols || variant.WrapsStepsInTransaction())
        {
            return studyProtocol;
        }

        var writes = autocommitWrites();
        // A run the workload bounds on its own (W6's schedule or deadline) is not the disk's: two runs, so the pair shows its spread.
        if (workloadRun is { } own && own.Seconds >= LongRunSeconds)
        {
            var because = string.Create(CultureInfo.InvariantCulture, $"one run ≈ {own.Seconds:N0} s ({own.Why}): no warm-up, two runs");
            return new RunProtocol(0, Math.Min(2, study.MeasuredRuns), because) { PredictedRunSeconds = own.Seconds, AutocommitWrites = writes };
        }

        if (writes == 0)
        {
            return studyProtocol;
        }

        // The probe's first write settles a case far below a long run (W1's, mostly); the repeats refine the rest.
        if (commitCosts.FirstEstimate(engine, variant) is { } first && writes * first * ClearMargin < LongRunSeconds)
        {
            return studyProtocol with { PredictedRunSeconds = writes * first, AutocommitWrites = writes };
        }

        if (commitCosts.Cost(engine, variant) is not { } cost)
        {
            return studyProtocol;
        }

        var foreseen = writes * cost.SecondsPerWrite;
        if (foreseen < LongRunSeconds)
        {
            return studyProtocol with { PredictedRunSeconds = foreseen, AutocommitWrites = writes };
        }

        var why = string.Create(CultureInfo.InvariantCulture,
            $"one run ≈ {foreseen:N0} s ({writes:N0} autocommit writes × {cost.SecondsPerWrite * 1000:0.000} ms measured by the commit probe, the probe's spread {cost.Spread * 100:0}%)");
        var (runs, how) = cost.Spread <= SteadySpread ? (1, ": no warm-up, one run")
            : foreseen >= AveragingRunSeconds ? (1, _averagedReason)
            : (Math.Min(2, study.MeasuredRuns), ": no warm-up, two runs");
        return new RunProtocol(0, runs, why + how) { PredictedRunSeconds = foreseen, AutocommitWrites = writes };
    }
}
