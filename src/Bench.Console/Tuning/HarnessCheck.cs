using System.Globalization;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The tuning report's section on the harness beside a plain loop over the provider, in the same run
/// (<see cref="HarnessPairs"/>): the suite's fastest SQLite insert path (Batch) must stay within
/// <see cref="Tolerance"/> of the loop a developer would write by hand, or the harness, not the engine,
/// is what the figures measure. The two cases' own runs are shown; the verdict is taken on the two
/// measured again by turns in one process (<see cref="HarnessRounds"/>), since the machine's speed moved
/// more between the two cases' processes than the tolerance.
/// </summary>
public static class HarnessCheck
{
    /// <summary>The largest accepted excess of the harness over the plain loop.</summary>
    public const double Tolerance = 0.10;

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
        for (var pair = 0; pair < HarnessPairs.All.Count; pair++)
        {
            var (harnessType, step, referenceType, _) = HarnessPairs.All[pair];
            var turns = interleaved?.Runs.GetValueOrDefault(pair);
            if (turns is not null && !ran[pair].Any())
            {
                // The run did not hold the two as cases: the line names the pair by its classes.
                var harnessName = $"{harnessType.Name.Split('`')[0]}<{string.Join(", ", harnessType.GetGenericArguments().Select(a => a.Name))}>";
                lines.Add($"{harnessName}.{step} [Variant=Batch] beside {referenceType.Name}, on the loop's rows: {ByTurns(turns)}{AtRuntimeDefaults(interleaved!, pair)}");
            }

            foreach (var (_, harness, reference) in ran[pair])
            {
                var (h, r) = (harness, reference);
                var measured = string.Create(CultureInfo.InvariantCulture,
                    $"{h.Plan}: fastest {h.FastestNanoseconds / 1e6:N2} ms, median {h.MedianNanoseconds / 1e6:N2} ms of {RunCount(h.MeasuredRuns)}; plain provider loop ({referenceType.Name}): fastest {r.FastestNanoseconds / 1e6:N2} ms, median {r.MedianNanoseconds / 1e6:N2} ms of {RunCount(r.MeasuredRuns)}; ");
                if (turns is not null)
                {
                    lines.Add(measured + ByTurns(turns) + AtRuntimeDefaults(interleaved!, pair));
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
        $"by turns in one process with tiered compilation off, {turns.Harness.Count} rounds (fastest {turns.Harness.Min():N2} ms against {turns.Loop.Min():N2} ms): {HarnessVerdict.ByTurns(turns.Harness, turns.Loop, Tolerance)}");

    // The pair by turns again at the runtime's default JIT, what an application runs; nothing where it was not measured.
    private static string AtRuntimeDefaults(HarnessTurns interleaved, int pair) => interleaved.AtRuntimeDefaults switch
    {
        null => "",
        { } defaults when defaults.Runs.GetValueOrDefault(pair) is { } turns => string.Create(CultureInfo.InvariantCulture,
            $"; at the runtime's default JIT (tiered compilation, Dynamic PGO), {turns.Harness.Count} rounds after the warm-up ({turns.Warmup}; fastest {turns.Harness.Min():N2} ms against {turns.Loop.Min():N2} ms): {HarnessVerdict.ByTurns(turns.Harness, turns.Loop, Tolerance)}"),
        { } defaults => $"; at the runtime's default JIT: not measured ({defaults.Error ?? "the pair did not run"})",
    };

    // Each pair whose plain loop ran, with the harness's Batch case of the same parameters.
    private static IEnumerable<(int Pair, MeasuredCase Harness, MeasuredCase Reference)> Ran(IReadOnlyList<MeasuredCase> cases)
    {
        var measured = cases.Where(c => c.MeanNanoseconds is not null).ToArray();
        for (var pair = 0; pair < HarnessPairs.All.Count; pair++)
        {
            var (harnessType, step, referenceType, _) = HarnessPairs.All[pair];
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
