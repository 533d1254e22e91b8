using System.Globalization;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
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

    private static readonly HarnessPair[] _pairs =
    [
        new(typeof(Crud<MicrosoftSqliteEngine>), nameof(Crud<MicrosoftSqliteEngine>.Write), typeof(CrudPlainLoopSqlite), engine => HarnessRounds.Sides(
            engine, new CrudWorkload(CrudPlainLoopSqlite.Rows), new SqlitePlainCrudWrite(new CrudWorkload(CrudPlainLoopSqlite.Rows)), CrudStep.Write)),
        new(typeof(Contacts<MicrosoftSqliteEngine>), nameof(Contacts<MicrosoftSqliteEngine>.Insert), typeof(ContactsPlainLoopSqlite), engine => HarnessRounds.Sides(
            engine, new ContactsWorkload(), new SqlitePlainContactsInsert(new ContactsWorkload()), ContactsStep.Insert)),
    ];

    /// <summary>Each harness class, its step, the plain loop that stands beside it, and the two sides by turns.</summary>
    public static IReadOnlyList<HarnessPair> Pairs => _pairs;

    /// <summary>
    /// One line per pair that ran by turns or as two cases: the two cases' fastest runs and medians where they ran,
    /// and the verdict — on the runs by turns in one process where <paramref name="interleaved"/> holds them (the
    /// pair's index), else on the two cases' own runs with the paired rounds' ratio where <paramref name="paired"/> holds it.
    /// </summary>
    public static IReadOnlyList<string> Lines(IReadOnlyList<MeasuredCase> cases, PairedMeasurements? paired = null, HarnessTurns? interleaved = null)
    {
        var ratios = paired?.Ratios().Where(r => !r.Group.ComparesJit).ToArray() ?? [];
        var ran = Ran(cases).ToLookup(r => r.Pair);
        var lines = new List<string>();
        for (var pair = 0; pair < _pairs.Length; pair++)
        {
            var (harnessType, step, referenceType, _) = _pairs[pair];
            var turns = interleaved?.Runs.GetValueOrDefault(pair);
            if (turns is not null && !ran[pair].Any())
            {
                // The run did not hold the two as cases: the line names the pair by its classes.
                var harnessName = $"{harnessType.Name.Split('`')[0]}<{string.Join(", ", harnessType.GetGenericArguments().Select(a => a.Name))}>";
                lines.Add($"{harnessName}.{step} [Variant=Batch] beside {referenceType.Name}, on the loop's rows: {ByTurns(turns)}");
            }

            foreach (var (_, harness, reference) in ran[pair])
            {
                var (h, r) = (harness, reference);
                var measured = string.Create(CultureInfo.InvariantCulture,
                    $"{h.Plan}: fastest {h.FastestNanoseconds / 1e6:N2} ms, median {h.MedianNanoseconds / 1e6:N2} ms of {RunCount(h.MeasuredRuns)}; plain provider loop ({referenceType.Name}): fastest {r.FastestNanoseconds / 1e6:N2} ms, median {r.MedianNanoseconds / 1e6:N2} ms of {RunCount(r.MeasuredRuns)}; ");
                if (turns is not null)
                {
                    lines.Add(measured + ByTurns(turns));
                    continue;
                }

                // The rounds' ratio is loop / harness (the loop is the baseline): the verdict takes harness / loop.
                var round = ratios.FirstOrDefault(x => reference.IsCase(x.Baseline) && harness.IsCase(x.Compared)).Ratio;
                var unpaired = HarnessVerdict.Of(h.RunsNanoseconds, r.RunsNanoseconds, Tolerance, round?.Inverse());
                lines.Add(measured + (interleaved?.Error is { } error ? $"no rounds by turns ({error}); two processes' runs: " : "") + unpaired);
            }
        }

        return lines;
    }

    private static string ByTurns(InterleavedRuns turns) => string.Create(CultureInfo.InvariantCulture,
        $"by turns in one process, {turns.Harness.Count} rounds (fastest {turns.Harness.Min():N2} ms against {turns.Loop.Min():N2} ms): {HarnessVerdict.ByTurns(turns.Harness, turns.Loop, Tolerance)}");

    /// <summary>
    /// True when <paramref name="cases"/> measure Microsoft.Data.Sqlite's Batch path (a workload class's case on the
    /// provider itself, not a plain loop's and not a layer's, an engine of its own): the path the check vouches for.
    /// </summary>
    public static bool Vouches(IEnumerable<PlannedCase> cases) =>
        cases.Any(c => c.Workload.IsGenericTypeDefinition && c.Engine.GetType() == typeof(MicrosoftSqliteEngine) && c.Variant == Variant.Batch);

    /// <summary>Every pair measured by turns in one process (<see cref="HarnessRounds"/>). Called between cases, never beside one.</summary>
    public static HarnessTurns MeasureByTurns(TextWriter log)
    {
        ArgumentNullException.ThrowIfNull(log);
        var clock = System.Diagnostics.Stopwatch.StartNew();
        var turns = InterleavedRuns.Measure([.. Enumerable.Range(0, _pairs.Length)]);
        log.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"// The harness check by turns in one process: {_pairs.Length} pairs, {HarnessRounds.WarmupRounds}+{HarnessRounds.MeasuredRounds} rounds, {clock.Elapsed.TotalSeconds:N1} s{(turns.Error is null ? "" : $": {turns.Error}")}"));
        return turns;
    }

    // Each pair whose plain loop ran, with the harness's Batch case of the same parameters.
    private static IEnumerable<(int Pair, MeasuredCase Harness, MeasuredCase Reference)> Ran(IReadOnlyList<MeasuredCase> cases)
    {
        var measured = cases.Where(c => c.MeanNanoseconds is not null).ToArray();
        for (var pair = 0; pair < _pairs.Length; pair++)
        {
            var (harnessType, step, referenceType, _) = _pairs[pair];
            foreach (var reference in measured.Where(c => c.Plan.Case.Descriptor.Type == referenceType))
            {
                var harness = measured.FirstOrDefault(c =>
                    c.Plan.Case.Descriptor.Type == harnessType && c.Step == step && c.Variant == Variant.Batch && c.Parameters.Includes(reference.Parameters));
                if (harness is not null)
                {
                    yield return (pair, harness, reference);
                }
            }
        }
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

    private static string RunCount(int runs) => runs == 1 ? "1 run" : $"{runs} runs";

    /// <summary>Appends the section when a reference ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<MeasuredCase> cases, PairedMeasurements? paired = null, HarnessTurns? interleaved = null)
    {
        var lines = Lines(cases, paired, interleaved);
        if (lines.Count > 0)
        {
            document.Heading(2, "The harness beside a plain provider loop").List(lines);
        }
    }
}
