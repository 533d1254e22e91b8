using System.Globalization;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// <c>fault-check</c>'s results in an engine's answer table: per variant and fault, how the engine went on after
/// the fault in most trials, what the final cut lost beyond what a plain cut loses, and the trials that left the
/// database damaged.
/// </summary>
public static class FaultCells
{
    /// <summary>The fault kinds, each a column (<see cref="Header"/>), in their declaration order.</summary>
    public static IReadOnlyList<FaultKind> Kinds { get; } = Enum.GetValues<FaultKind>();

    // Every member, no discard, here and below: CS8509 names these switches when a kind is added.
    /// <summary>The header of <paramref name="fault"/>'s column.</summary>
    public static string Header(FaultKind fault) => fault switch
    {
        FaultKind.DiskFull => "disk full",
        FaultKind.FsyncError => "fsync error",
    };

    /// <summary>The call a variant that never made one has nothing of for <paramref name="fault"/> to fail: "fsync", "file growth".</summary>
    public static string NothingToFail(FaultKind fault) => fault switch
    {
        FaultKind.DiskFull => "file growth",
        FaultKind.FsyncError => "fsync",
    };

    /// <summary>
    /// The cell of <paramref name="engine"/>'s <paramref name="variant"/> for <paramref name="fault"/>:
    /// <c>kept working 10/10</c>, <c>refused until reopened 2/2; ≤ 3 lost beyond a cut in 1; 1 damaged</c> (a loss or damage named
    /// only where there was one, so that the cell stays narrow enough for the answer table to fit a screen), with a server's
    /// course where it did not keep running (<c>; server came back by itself in 3</c>);
    /// "not checked" when the check did not run it, "n/a: no fsync" when the variant made no call the fault could fail (it never
    /// syncs), "not injected" when no trial injected the fault otherwise.
    /// </summary>
    public static string Cell(IReadOnlyList<FaultResult> faults, string engine, Variant variant, FaultKind fault)
    {
        ArgumentNullException.ThrowIfNull(faults);
        var result = faults.FirstOrDefault(f => f.Engine == engine && f.Variant == variant && f.Fault == fault);
        if (result is null || result.Error is not null)
        {
            return result is null ? "not checked" : "not measured";
        }

        var measured = result.Measured;
        if (measured.Count == 0)
        {
            return result.NothingToFail ? $"n/a: no {NothingToFail(fault)}" : "not injected";
        }

        var usual = measured.GroupBy(t => t.AfterFault).OrderByDescending(g => g.Count()).ThenBy(g => g.Key, StringComparer.Ordinal).First();
        var lossy = measured.Where(t => t.LostBeforeLastSync > 0).ToArray();
        var lost = lossy.Length == 0 ? "" : $"; ≤ {lossy.Max(t => t.LostBeforeLastSync):N0} lost beyond a cut in {lossy.Length}";
        var damaged = measured.Count(t => t.Damaged);
        return string.Create(CultureInfo.InvariantCulture, $"{usual.Key} {usual.Count()}/{measured.Count}{lost}{(damaged > 0 ? $"; {damaged} damaged" : "")}{ServerCourse(measured)}");
    }

    // A server's course where it did not simply keep running: "; server came back by itself in 3".
    private static string ServerCourse(IReadOnlyList<FaultOutcome> measured)
    {
        var courses = measured.Where(t => t.Server is { } course && course != ServerWatch.KeptRunning).GroupBy(t => t.Server!)
            .Select(g => $"server {g.Key} in {g.Count()}").ToArray();
        return courses.Length == 0 ? "" : "; " + string.Join("; ", courses);
    }

    /// <summary>True when <paramref name="faults"/> hold a result for <paramref name="engine"/>.</summary>
    public static bool Checked(IReadOnlyList<FaultResult> faults, string engine) => faults.Any(f => f.Engine == engine);

    /// <summary>How to read the columns, said once above the tables.</summary>
    public const string Legend =
        "Disk full, fsync error: `fault-check` (results/fault-durability.json): how the engine went on after the fault in most trials, of the trials " +
        "that injected it (kept working, refused until reopened, refused after reopening, no error seen: `kept working 10/10`), then, only where " +
        "there were any, the acknowledged commits the final power cut (journaled model) lost from before the last sync started, which a plain cut " +
        "would have kept, the trials whose database failed its integrity check, and, for a server, the trials where it did not keep running " +
        "(came back by itself after a PANIC, or stopped and was restarted by the check); \"n/a: no fsync\": the variant never syncs, so there is no fsync to fail.";
}
