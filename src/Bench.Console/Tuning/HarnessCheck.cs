using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The harness beside a plain loop over the provider, in the same run: the suite's fastest SQLite
/// insert path (Batch) must stay within <see cref="Tolerance"/> of the loop a developer would
/// write by hand, or the harness, not the engine, is what the figures measure. The two cases'
/// own runs are shown; the verdict is taken on the two measured again by turns in one process
/// (<see cref="HarnessRounds"/>), since the machine's speed moved more between the two cases'
/// processes than the tolerance.
/// </summary>
public static class HarnessCheck
{
    /// <summary>The largest accepted excess of the harness over the plain loop.</summary>
    public const double Tolerance = 0.10;

    private static readonly (Type Harness, string Step, Type Reference)[] _pairs =
    [
        (typeof(Crud<MicrosoftSqliteEngine>), nameof(Crud<MicrosoftSqliteEngine>.Write), typeof(CrudPlainLoopSqlite)),
        (typeof(Contacts<MicrosoftSqliteEngine>), nameof(Contacts<MicrosoftSqliteEngine>.Insert), typeof(ContactsPlainLoopSqlite)),
    ];

    /// <summary>Each harness class, its step, and the plain loop that stands beside it.</summary>
    public static IReadOnlyList<(Type Harness, string Step, Type Reference)> Pairs => _pairs;

    /// <summary>
    /// One line per pair that ran: both sides' fastest runs and medians, and the verdict — on the two sides' runs by
    /// turns in one process where <paramref name="interleaved"/> holds them (the pair's index), else on the two cases'
    /// own runs with the paired rounds' ratio where <paramref name="paired"/> holds it.
    /// </summary>
    public static IReadOnlyList<string> Lines(IReadOnlyList<Summary> summaries, PairedMeasurements? paired = null, HarnessTurns? interleaved = null)
    {
        var ratios = paired?.Ratios().Where(r => !r.Group.ComparesJit).ToArray() ?? [];
        var lines = new List<string>();
        foreach (var (pair, harness, reference) in Ran(summaries))
        {
            var (h, r) = (harness.ResultStatistics!, reference.ResultStatistics!);
            var measured = string.Create(CultureInfo.InvariantCulture,
                $"{harness.BenchmarkCase.Descriptor.DisplayInfo} {harness.BenchmarkCase.Parameters.DisplayInfo}: fastest {h.Min / 1e6:N2} ms, median {h.Median / 1e6:N2} ms of {RunCount(h.N)}; plain provider loop ({_pairs[pair].Reference.Name}): fastest {r.Min / 1e6:N2} ms, median {r.Median / 1e6:N2} ms of {RunCount(r.N)}; ");
            if (interleaved?.Runs.GetValueOrDefault(pair) is { } turns)
            {
                var verdict = HarnessVerdict.Of(turns.Harness, turns.Loop, Tolerance, turns.Ratio);
                lines.Add(measured + string.Create(CultureInfo.InvariantCulture,
                    $"by turns in one process, {turns.Harness.Count} rounds (fastest {turns.Harness.Min():N2} ms against {turns.Loop.Min():N2} ms): {verdict}"));
                continue;
            }

            // The rounds' ratio is loop / harness (the loop is the baseline): the verdict takes harness / loop.
            var round = ratios.FirstOrDefault(x => LedgerLookup.KeyOf(x.Baseline) == LedgerLookup.KeyOf(reference.BenchmarkCase)
                && LedgerLookup.KeyOf(x.Compared) == LedgerLookup.KeyOf(harness.BenchmarkCase)).Ratio;
            var unpaired = HarnessVerdict.Of(h.OriginalValues, r.OriginalValues, Tolerance, round?.Inverse());
            lines.Add(measured + (interleaved?.Error is { } error ? $"no rounds by turns ({error}); two processes' runs: " : "") + unpaired);
        }

        return lines;
    }

    /// <summary>
    /// The pairs of <paramref name="summaries"/> whose harness case and plain loop both ran, measured again by turns in
    /// one process (<see cref="HarnessRounds"/>); null when no pair ran. Called between cases, never beside one.
    /// </summary>
    public static HarnessTurns? MeasureByTurns(IReadOnlyList<Summary> summaries, TextWriter log)
    {
        ArgumentNullException.ThrowIfNull(log);
        var pairs = Ran(summaries).Select(r => r.Pair).Distinct().ToArray();
        if (pairs.Length == 0)
        {
            return null;
        }

        var clock = System.Diagnostics.Stopwatch.StartNew();
        var turns = InterleavedRuns.Measure(pairs);
        log.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"// The harness check by turns in one process: {pairs.Length} pair(s), {HarnessRounds.WarmupRounds}+{HarnessRounds.MeasuredRounds} rounds, {clock.Elapsed.TotalSeconds:N1} s{(turns.Error is null ? "" : $": {turns.Error}")}"));
        return turns;
    }

    // Each pair whose plain loop ran, with the harness's Batch case of the same parameters.
    private static IEnumerable<(int Pair, BenchmarkReport Harness, BenchmarkReport Reference)> Ran(IReadOnlyList<Summary> summaries)
    {
        var reports = summaries.SelectMany(s => s.Reports).Where(r => r is { Success: true, ResultStatistics: not null }).ToArray();
        for (var pair = 0; pair < _pairs.Length; pair++)
        {
            var (harnessType, step, referenceType) = _pairs[pair];
            foreach (var reference in reports.Where(r => r.BenchmarkCase.Descriptor.Type == referenceType))
            {
                var harness = reports.FirstOrDefault(r =>
                    r.BenchmarkCase.Descriptor.Type == harnessType &&
                    r.BenchmarkCase.Descriptor.WorkloadMethod.Name == step &&
                    CaseParameters.Of(r.BenchmarkCase) is var parameters && parameters.Variant == Variant.Batch &&
                    parameters.Includes(CaseParameters.Of(reference.BenchmarkCase)));
                if (harness is not null)
                {
                    yield return (pair, harness, reference);
                }
            }
        }
    }

    /// <summary>
    /// <paramref name="selected"/> with the W2 pair (the harness's Batch insert and the plain
    /// loop) joined when it runs Microsoft.Data.Sqlite under Batch (as <paramref name="planner"/>
    /// planned its cases) and does not hold them yet:
    /// every run that measures that path also shows the harness is not in its figures. Each plain
    /// loop runs right after its harness's class, which ends with its Batch cases, so the two
    /// are measured minutes apart, not at both ends of a long run.
    /// </summary>
    public static BenchmarkRunInfo[] Join(IReadOnlyList<BenchmarkRunInfo> selected, CasePlanner planner, IConfig config)
    {
        var joined = new List<BenchmarkRunInfo>(selected);
        joined.AddRange(CasesToAdd(selected, planner, config));
        // Each plain loop right after its harness's class, whether the filter chose it or it was added.
        foreach (var (harnessType, _, referenceType) in _pairs)
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

    private static IEnumerable<BenchmarkRunInfo> CasesToAdd(IReadOnlyList<BenchmarkRunInfo> selected, CasePlanner planner, IConfig config)
    {
        var cases = selected.SelectMany(r => r.BenchmarksCases).ToArray();
        // A workload class's case on the provider itself, not a plain loop's and not a layer's (an engine of its own).
        var runsSqliteBatch = cases.Select(planner.Plan).Any(c =>
            c.Workload.IsGenericTypeDefinition && c.Engine.GetType() == typeof(MicrosoftSqliteEngine) && c.Variant == Variant.Batch);
        if (!runsSqliteBatch)
        {
            yield break;
        }

        var (harnessType, step, referenceType) = _pairs[1];
        foreach (var (type, keep) in new (Type, Func<BenchmarkCase, bool>)[]
        {
            (harnessType, c => c.Descriptor.WorkloadMethod.Name == step && planner.Plan(c).Variant == Variant.Batch),
            (referenceType, _ => true),
        })
        {
            if (cases.Any(c => c.Descriptor.Type == type && keep(c)))
            {
                continue;
            }

            var run = BenchmarkConverter.TypeToBenchmarks(type, config);
            yield return new BenchmarkRunInfo(run.BenchmarksCases.Where(keep).ToArray(), run.Type, run.Config);
        }
    }

    private static string RunCount(int runs) => runs == 1 ? "1 run" : $"{runs} runs";

    /// <summary>Appends the section when a reference ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<Summary> summaries, PairedMeasurements? paired = null, HarnessTurns? interleaved = null)
    {
        var lines = Lines(summaries, paired, interleaved);
        if (lines.Count > 0)
        {
            document.Heading(2, "The harness beside a plain provider loop").List(lines);
        }
    }
}
