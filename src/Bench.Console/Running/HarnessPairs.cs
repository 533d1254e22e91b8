using System.Globalization;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// The harness check's pairs and what the run does for them: the suite's fastest SQLite insert path (Batch) beside
/// the plain loop a developer would write by hand over the provider. A loop the filter chose runs right after its
/// harness's class (<see cref="Join"/>), and after the cases both sides of every pair are measured again by turns in
/// one process (<see cref="MeasureByTurns"/>), since the machine's speed moved more between the two cases' processes
/// than the check's tolerance. The tuning report's section judges them.
/// </summary>
public static class HarnessPairs
{
    private static readonly HarnessPair[] _pairs =
    [
        new(typeof(Crud<MicrosoftSqliteEngine>), nameof(Crud<MicrosoftSqliteEngine>.Write), typeof(CrudPlainLoopSqlite), engine => HarnessRounds.Sides(
            engine, new CrudWorkload(CrudPlainLoopSqlite.Rows), new SqlitePlainCrudWrite(new CrudWorkload(CrudPlainLoopSqlite.Rows)), CrudStep.Write)),
        new(typeof(Contacts<MicrosoftSqliteEngine>), nameof(Contacts<MicrosoftSqliteEngine>.Insert), typeof(ContactsPlainLoopSqlite), engine => HarnessRounds.Sides(
            engine, new ContactsWorkload(), new SqlitePlainContactsInsert(new ContactsWorkload()), ContactsStep.Insert)),
    ];

    /// <summary>Each harness class, its step, the plain loop that stands beside it, and the two sides by turns.</summary>
    public static IReadOnlyList<HarnessPair> All => _pairs;

    /// <summary>
    /// The pairs (indices into <see cref="All"/>) whose path <paramref name="cases"/> measure: Microsoft.Data.Sqlite's Batch
    /// path on the pair's workload (a workload class's case on the provider itself, not a plain loop's and not a layer's, an
    /// engine of its own). The check vouches for the paths the run measured; a run of W1 alone (the main job) does not
    /// pay for W2's pair, whose 25,000-row rounds take most of the default JIT's warm-up budget.
    /// </summary>
    public static int[] Vouched(IEnumerable<PlannedCase> cases)
    {
        var batch = cases.Where(c => c.Workload.IsGenericTypeDefinition && ReferenceEngine.Is(c.Engine) && c.Variant == Variant.Batch)
            .Select(c => c.Workload)
            .ToHashSet();
        return [.. Enumerable.Range(0, _pairs.Length).Where(pair => batch.Contains(_pairs[pair].Harness.GetGenericTypeDefinition()))];
    }

    /// <summary>
    /// <paramref name="pairs"/> (from <see cref="Vouched"/>) measured by turns in one process (<see cref="HarnessRounds"/>),
    /// with tiered compilation off as the benchmark processes of autocommit cases run, then in another at the runtime's
    /// default JIT (<see cref="HarnessTurns.AtRuntimeDefaults"/>), what an application and the Batch cases run. Called
    /// between cases, never beside one.
    /// </summary>
    public static HarnessTurns MeasureByTurns(IReadOnlyCollection<int> pairs, TextWriter log)
    {
        ArgumentNullException.ThrowIfNull(pairs);
        ArgumentNullException.ThrowIfNull(log);
        var tieredOff = Measured(log, "tiered compilation off", pairs.Count, () => InterleavedRuns.Measure(pairs));
        return tieredOff with { AtRuntimeDefaults = Measured(log, "the runtime's default JIT", pairs.Count, () => InterleavedRuns.Measure(pairs, atRuntimeDefaults: true)) };
    }

    private static HarnessTurns Measured(TextWriter log, string jit, int pairs, Func<HarnessTurns> measure)
    {
        var clock = System.Diagnostics.Stopwatch.StartNew();
        var turns = measure();
        log.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"// The harness check by turns in one process at {jit}: {pairs} {(pairs == 1 ? "pair" : "pairs")}, {HarnessRounds.MeasuredRounds} measured rounds, {clock.Elapsed.TotalSeconds:N1} s{(turns.Error is null ? "" : $": {turns.Error}")}"));
        return turns;
    }

    /// <summary>
    /// <paramref name="selected"/> with each plain loop the filter chose moved right after its harness's class, so
    /// that the two cases run minutes apart, not at both ends of a long run. No case is added: the verdict comes from
    /// both sides run again by turns (<see cref="MeasureByTurns"/>), whatever the filter chose.
    /// </summary>
    public static BenchmarkRunInfo[] Join(IReadOnlyList<BenchmarkRunInfo> selected)
    {
        var joined = new List<BenchmarkRunInfo>(selected);
        foreach (var (harnessType, _, referenceType, _) in _pairs)
        {
            var at = joined.FindIndex(run => run.Type == referenceType);
            if (at >= 0 && joined.Exists(run => run.Type == harnessType))
            {
                var reference = joined[at];
                joined.RemoveAt(at);
                joined.Insert(joined.FindIndex(run => run.Type == harnessType) + 1, reference);
            }
        }

        return [.. joined];
    }
}
