using System.Globalization;
using System.Text;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Postgres;

namespace EmbeddedDbBench.Console.ReferenceRun;

/// <summary>docs/reliability.md's measured tables, written from the reference run's check results.</summary>
public static class ReliabilityBlocks
{
    /// <summary>The blocks by name, in the order the page holds them.</summary>
    public static IReadOnlyList<(string Name, string Content)> Of(ReferenceResults run) =>
    [
        ("crash-table", CrashTable(run)),
        ("power-table", PowerTable(run)),
        ("fault-table", FaultTable(run)),
        ("postgres-async-window", PostgresAsynchronousWindow(run)),
    ];

    private static string CrashTable(ReferenceResults run)
    {
        var text = new StringBuilder(Measured(run.Stage("crash-check")));
        text.Append("| engine | variant | acknowledged commits lost after SIGKILL | integrity check |\n|---|---|---|---|\n");
        foreach (var c in run.Crashes)
        {
            text.Append(c.Error is not null
                ? $"| {c.Engine} | {c.Variant} | not measured: {c.Error} | |\n"
                : Invariant($"| {c.Engine} | {c.Variant} | {c.Lost:N0} of {c.Acknowledged:N0} | {c.Integrity} ({c.Check}) |\n"));
        }

        return text.ToString();
    }

    private static string PowerTable(ReferenceResults run)
    {
        var text = new StringBuilder(Measured(run.Stage("power-check")));
        text.Append(Invariant($"{run.Cuts:N0} cuts in all.\n\n"));
        text.Append($"| engine | variant | {string.Join(" | ", FileSystemModels.All.Select(m => $"{FileSystemModels.NameOf(m)}: cuts that lost (most lost)"))} | lost from before the last sync (most, either model) | unopenable or failing integrity | cut points: acknowledged | cut points: time | last sync before the cut |\n");
        text.Append($"|---|---|{string.Concat(FileSystemModels.All.Select(_ => "---|"))}---|---|---|---|---|\n");
        foreach (var row in run.Power.GroupBy(p => (p.Engine, p.Variant)))
        {
            var cuts = row.Where(p => p.Error is null).SelectMany(p => p.Cuts).ToArray();
            text.Append($"| {row.Key.Engine} | {row.Key.Variant} | {string.Join(" | ", FileSystemModels.All.Select(m => Model(row, m)))} | ");
            if (cuts.Length == 0)
            {
                text.Append("| | | | |\n");
                continue;
            }

            var synced = cuts.Where(c => c.SinceLastSyncMilliseconds is not null).Select(c => c.SinceLastSyncMilliseconds!.Value).ToArray();
            text.Append(Invariant($"{cuts.Max(c => c.LostBeforeLastSync):N0} | {cuts.Count(c => c.Damaged)} | "));
            text.Append(Invariant($"{cuts.Min(c => c.Acknowledged):N0}–{cuts.Max(c => c.Acknowledged):N0} | "));
            text.Append($"{PowerResult.Duration(cuts.Min(c => c.Milliseconds))}–{PowerResult.Duration(cuts.Max(c => c.Milliseconds))} | ");
            text.Append(synced.Length == 0 ? "none after the start |\n" : $"{PowerResult.Duration(synced.Min())}–{PowerResult.Duration(synced.Max())} before |\n");
        }

        return text.ToString();
    }

    // Where PostgreSQL's SyncOff cuts lost most, against the window its documentation gives an asynchronous commit: the
    // commits lost are the last acknowledged (rows come back as a prefix), those after the last sync started and some before.
    private static string PostgresAsynchronousWindow(ReferenceResults run)
    {
        var cuts = run.Power.Where(p => p.Engine == new PostgresEngine().Name && p.Variant == Variant.SyncOff && p.Error is null)
            .SelectMany(p => p.Cuts.Select(c => (p.Model, Cut: c)))
            .Where(c => c.Cut.Lost > 0)
            .ToArray();
        if (cuts.Length == 0)
        {
            return "The reference run's power check lost nothing of PostgreSQL's SyncOff, or did not cut it.";
        }

        var (model, most) = cuts.MaxBy(c => c.Cut.Lost);
        var window = PostgresEngine.AsynchronousCommitWindowMilliseconds;
        var afterSync = most.Acknowledged - most.AcknowledgedBeforeLastSync;
        var text = Invariant($"PostgreSQL SyncOff, {cuts.Length} cuts that lost commits; the most, {most.Lost:N0} (cut {most.Cut}, {FileSystemModels.NameOf(model)} model), were ") +
            (most.LostBeforeLastSync > 0
                ? Invariant($"the {afterSync:N0} acknowledged after its last sync started and the {most.LostBeforeLastSync:N0} just before")
                : Invariant($"all acknowledged after its last sync started (of {afterSync:N0} acknowledged then)")) +
            (most.SinceLastSyncMilliseconds is { } since ? $"; that sync ended {PowerResult.Duration(since)} before the cut. " : "; no sync ended before the cut. ");
        if (cuts.Any(c => c.Cut.LostSpanMilliseconds is null))
        {
            return text + "These results do not record how far back each loss reached (their commit predates it), so they are not set against the documented window.";
        }

        var reach = cuts.Max(c => c.Cut.LostSpanMilliseconds!.Value);
        return text + $"The farthest back a cut's loss reached: the commits acknowledged in the last {PowerResult.Duration(reach)} before it, " +
            (reach <= window ? "within" : "beyond") + Invariant($" the documented window of {window} ms.");
    }

    // The check's own console table, a row per engine, variant and fault.
    private static string FaultTable(ReferenceResults run)
    {
        var text = new StringBuilder(Measured(run.Stage("fault-check")));
        text.Append(Invariant($"{run.FaultTrials.Injected:N0} faults injected in {run.FaultTrials.Trials:N0} trials.\n\n"));
        text.Append(FaultCheck.Header).Append('\n').Append(FaultCheck.Separator).Append('\n');
        foreach (var result in run.Faults)
        {
            text.Append(FaultCheck.Row(result)).Append('\n');
        }

        return text.ToString();
    }

    private static string Model(IEnumerable<PowerResult> results, FileSystemModel model) => results.FirstOrDefault(p => p.Model == model) switch
    {
        null => "not run",
        { Error: { } error } => $"not measured ({error})",
        var p => Invariant($"{p.CutsWithLoss} of {p.Cuts.Count} ({p.MostLost:N0})"),
    };

    private static string Measured(ReferenceStage? stage) => stage is null
        ? "Not in the reference run.\n\n"
        : $"Measured {stage.Date} at commit `{stage.Commit}` with `{stage.Command}` ({stage.Duration}).\n\n";

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
