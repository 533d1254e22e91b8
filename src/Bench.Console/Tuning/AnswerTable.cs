using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyCells;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One engine's answer as two tables with the same rows, read on one screen: a row per variant (Default first, then
/// by speed). The first has a column per workload with the variant's speed-up over Default on its autocommit steps
/// (the geometric mean; a workload without autocommit steps shows its other steps'), shaded by size; the second the
/// price: what a simulated power cut lost under each file-system model, what a full disk and a failing fsync did
/// (<see cref="FaultCells"/>, where <c>fault-check</c> ran), what the variant does to W6's writer beside readers, and
/// W8's writers beside writers (<see cref="WritersCells"/>). The price has a table of its own because nine workloads
/// and six prices side by side do not fit a 1280-pixel screen. A mark on a price cell points to a note under the
/// tables where the measurement and the documentation disagree.
/// </summary>
public static class AnswerTable
{
    /// <summary>Appends the tables of one engine's <paramref name="answers"/>, the speed-ups and then the price, their notes after them.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<WorkloadAnswer> answers, IReadOnlyList<MeasuredCase> engineCases, IReadOnlyList<PowerResult> powers,
        IReadOnlyList<FaultResult> faults)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(answers);
        ArgumentNullException.ThrowIfNull(engineCases);
        ArgumentNullException.ThrowIfNull(faults);
        var engine = answers[0].Engine;
        var notes = new List<string>();
        var rows = RowsOf(answers).Select(v => new Row(v, PowerCells(engine, v, answers, powers, notes))).ToArray();
        var w6 = W6Of(engineCases);
        var variant = new Column<Row>("variant", r => r.Variant == Variant.Default ? "Default" : $"**{r.Variant}**");
        document.Table(rows, [variant, .. answers.OrderBy(a => a.Name, StringComparer.Ordinal).Select(WorkloadColumn)]);

        List<Column<Row>> price = [variant, .. FileSystemModels.All.Select(m => new Column<Row>($"power cut ({FileSystemModels.NameOf(m)})", r => r.Power[m]))];
        if (FaultCells.Checked(faults, engine))
        {
            price.AddRange(FaultCells.Kinds.Select(k => new Column<Row>(FaultCells.Header(k), r => FaultCells.Cell(faults, engine, r.Variant, k))));
        }

        if (w6.Length > 0)
        {
            price.Add(new Column<Row>("W6 writer beside readers", r => WriterBesideReaders(w6, r.Variant)));
            price.Add(new Column<Row>("W6 readers beside the writer", r => ReadersBesideWriter(w6, r.Variant)));
        }

        if (WritersCells.HasColumn(engineCases))
        {
            var w8 = engineCases.Where(c => c.Plan.Workload == typeof(Writers<>)).ToArray();
            price.Add(new Column<Row>("W8 writers beside writers (4)", r => WritersCells.Cell(w8, r.Variant)));
        }

        document.Table(rows, price);
        if (notes.Count > 0)
        {
            document.List(notes);
        }
    }

    private static Column<Row> WorkloadColumn(WorkloadAnswer answer)
    {
        var writes = answer.Writes.Count > 0;
        var figures = writes ? answer.Writes : answer.Reads;
        VariantFigure? Of(Variant v) => figures.FirstOrDefault(f => f.Variant == v);
        // A variant measured only on steps without a Default case beside them has no speed-up, yet was measured.
        string CellOf(Variant v) => Of(v) is null && answer.MeasuredVariants.Contains(v) ? "no Default" : Cell(Of(v));
        // The steps behind the mean in the header: a layer's one W1 step and a provider's six are not the same figure.
        var header = !answer.HasDefault ? $"{answer.Name} (no Default)"
            : !writes ? $"{answer.Name} (reads)"
            : answer.WriteSteps.Count == 1 ? $"{answer.Name} (1 step)" : $"{answer.Name} ({answer.WriteSteps.Count} steps)";
        return new Column<Row>(header, r => CellOf(r.Variant), Right: true)
        {
            Shade = r => Of(r.Variant) is { HasFactor: true, Variant: not Variant.Default } f ? Shade(f.Factor) : null,
            BreaksAfterCommas = true,
        };
    }

    // Default's cell is its time per row, what the other cells divide; a variant's, its speed-up.
    private static string Cell(VariantFigure? figure) => figure switch
    {
        null => "-",
        { Variant: Variant.Default } => double.IsNaN(figure.MicrosecondsPerRow)
            ? "1x"
            : string.Create(CultureInfo.InvariantCulture, $"{figure.MicrosecondsPerRow:N0} µs/row{figure.NotSteady}"),
        _ => figure.HasFactor || figure.BoundedSteps > 0 ? figure.Cell : "paced",
    };

    // A tenfold speed-up shades halfway, a hundredfold fully; a slow-down as red, by the same scale.
    private static double Shade(double factor) => Math.Clamp(Math.Log10(factor) / 2, -1, 1);

    // Default, then the variants by their geometric mean over the workloads' write figures, fastest first.
    private static IEnumerable<Variant> RowsOf(IReadOnlyList<WorkloadAnswer> answers)
    {
        var variants = answers.SelectMany(a => a.MeasuredVariants).Distinct().ToArray();
        double Speed(Variant v)
        {
            var factors = answers.SelectMany(a => a.Writes).Where(f => f.Variant == v && f.HasFactor).Select(f => f.Factor).ToArray();
            return factors.Length == 0 ? double.NegativeInfinity : factors.Average(Math.Log);
        }

        return variants.OrderBy(v => v != Variant.Default).ThenByDescending(Speed).ThenBy(v => v);
    }

    // A cell per file-system model.
    private static Dictionary<FileSystemModel, string> PowerCells(string engine, Variant variant, IReadOnlyList<WorkloadAnswer> answers, IReadOnlyList<PowerResult> powers, List<string> notes)
    {
        if (variant.KeepsNothingOnDisk())
        {
            return FileSystemModels.All.ToDictionary(m => m, _ => "everything (in memory)");
        }

        var cuts = VariantRisk.CutsStandingFor(engine, variant, powers);
        var risk = answers.Select(a => a.Risks.GetValueOrDefault(variant)).OfType<VariantRisk>().FirstOrDefault();
        string Cell(FileSystemModel model)
        {
            var result = cuts.FirstOrDefault(c => c.Model == model);
            if (result is null)
            {
                return risk is { SurvivesPowerLoss: true } ? "not cut (documented durable)" : "not cut";
            }

            var text = PowerCell(result) + (result.Variant != variant ? " (Default's cuts)" : "");
            var disagreement = risk?.Disagreements.FirstOrDefault(d => d.Model == model);
            if (disagreement is null)
            {
                return text;
            }

            notes.Add($"[{notes.Count + 1}] {variant}, {FileSystemModels.NameOf(model)}: the documentation and the measurement disagree: {disagreement}.");
            return $"{text} [{notes.Count}]";
        }

        return FileSystemModels.All.ToDictionary(m => m, Cell);
    }

    /// <summary>
    /// One model's cuts in a cell: <c>0 of 20 cuts</c>, <c>≤ 875 in 20 of 20</c>, <c>≤ 1 (1,000 rows) in 17 of 20</c>, <c>≤ 1 in 19 of 20, 1 damaged</c>,
    /// <c>all acknowledged in 20 of 20 (up to 9,351)</c> where every cut lost everything it had acknowledged.
    /// </summary>
    public static string PowerCell(PowerResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        if (result.Error is not null)
        {
            return "not measured";
        }

        // A commit of a step's rows is felt in rows: "≤ 1 (1,000 rows)".
        var rows = result.RowsPerCommit == 1 ? "" : $" ({result.MostRowsLost:N0} rows)";
        // Where each cut lost all it had acknowledged, the most lost is how far the cuts got, not a bound on what the variant keeps.
        var lost = result.CutsWithLoss == 0 ? $"0 of {result.Cuts.Count} cuts"
            : result.LostAllAcknowledged ? $"all acknowledged in {result.CutsWithLoss} of {result.Cuts.Count} (up to {result.MostLost:N0}{rows})"
            : $"≤ {result.MostLost:N0}{rows} in {result.CutsWithLoss} of {result.Cuts.Count}";
        return string.Create(CultureInfo.InvariantCulture, $"{lost}{(result.Damaged > 0 ? $", {result.Damaged} damaged" : "")}");
    }

    // The variant's closed-loop writer beside readers (points and an aggregate), under any busy timeout.
    private static IEnumerable<MeasuredCase> BesideReaders(IReadOnlyList<MeasuredCase> w6, Variant variant) =>
        w6.Where(c => c.Variant == variant && IsPointsAndAggregate(c.Shape) && !c.IsPaced && c.Readers > 0);

    // Of those, the case beside the most readers under the settings as shipped.
    private static MeasuredCase? MostReadersAsShipped(IReadOnlyList<MeasuredCase> w6, Variant variant) =>
        BesideReaders(w6, variant).Where(c => IsAsShipped(c.BusyTimeout)).MaxBy(c => c.Readers);

    // The variant's writer at the most readers of the shipped settings, against its rate alone.
    /// <summary>An engine's W6 cases the price columns read: those that recorded each latency.</summary>
    internal static MeasuredCase[] W6Of(IEnumerable<MeasuredCase> engineCases) =>
        [.. engineCases.Where(c => c.Plan.Workload == typeof(Concurrency<>) && c.Recording == LatencyRecording.On)];

    /// <summary>W6's writer beside the most readers run as shipped under <paramref name="variant"/>, against its rate alone; "-" where not measured.</summary>
    internal static string WriterBesideReaders(IReadOnlyList<MeasuredCase> w6, Variant variant)
    {
        var beside = MostReadersAsShipped(w6, variant);
        var alone = ConcurrencySection.Alone(w6, variant);
        if (beside?.WriterRole is not { } writer)
        {
            return "-";
        }

        if (writer.StarvedRuns > 0)
        {
            return string.Create(CultureInfo.InvariantCulture, $"starved in {writer.StarvedRuns} of {writer.Runs} runs, R={beside.Readers}");
        }

        return alone is { OpsPerSecond: > 0 }
            ? string.Create(CultureInfo.InvariantCulture, $"{writer.OpsPerSecond / alone.OpsPerSecond:0.00}x of alone, R={beside.Readers}")
            : string.Create(CultureInfo.InvariantCulture, $"{writer.OpsPerSecond:N0} ops/s, R={beside.Readers}");
    }

    // The readers' own price at the same case: their rate and p99 beside the writer under the shipped settings, and
    // with the 5 s busy timeout, where a reader that meets the writer's lock waits instead of failing.
    private static string ReadersBesideWriter(IReadOnlyList<MeasuredCase> w6, Variant variant)
    {
        var shipped = MostReadersAsShipped(w6, variant);
        if (shipped?.Role(Roles.Readers) is not { } readers)
        {
            return "-";
        }

        var waiting = BesideReaders(w6, variant).FirstOrDefault(c => c.Readers == shipped!.Readers && c.BusyTimeout == BusyTimeoutSetting.FiveSeconds);
        var withTimeout = waiting?.Role(Roles.Readers) is { } waited ? $"; with a 5 s busy timeout {ReaderFigures(waited)}" : "";
        return string.Create(CultureInfo.InvariantCulture, $"{ReaderFigures(readers)}, R={shipped!.Readers}{withTimeout}");
    }

    private static string ReaderFigures(RoleLatency readers) =>
        $"{ConcurrencyPage.Rate(readers.OpsPerSecond)} ops/s" + (readers.Recorded ? $", p99 {ConcurrencyPage.Microseconds(readers.P99)}" : "");

    /// <summary>How to read the tables of <paramref name="answers"/>, said once above them; the fault and W8 columns' where the tables hold them.</summary>
    public static IEnumerable<string> Legend(IReadOnlyList<WorkloadAnswer> answers, bool faultsChecked = false, bool writersMeasured = false)
    {
        ArgumentNullException.ThrowIfNull(answers);
        yield return "A workload's cell: the speed-up over Default on its autocommit steps (geometric mean; the header says over how many steps, and two engines' cells compare only over the same steps; \"(reads)\" where it has none: its other steps), shaded by size in HTML; " +
            "\"≥ Nx on k\": on k W6 steps Default's writer hit its deadline, so the speed-up there is at least N, left out of the mean; Default's cell: its µs per row; \"no Default\": measured only where the run left Default out (its time is in the engine's section). " +
            "\"-\": the run did not measure the variant on that workload (the suite report's \"Cases left out\" says why).";
        yield return "Power cut: acknowledged commits lost per simulated cut (at most, with their rows where a commit carries a step's rows, as under " +
            "Transaction and Batch; in how many of the cuts; \"all acknowledged\" where every such cut lost all it had acknowledged, the figure then " +
            "how far the cuts got), under the posix and journaled file-system models; \"Default's cuts\": a result from " +
            "before the check committed as each variant does, where Default's cuts stand for Transaction's and Batch's.";
        if (answers.Any(a => a.Workload == typeof(Concurrency<>)))
        {
            yield return "W6: the writer's rate beside the most readers run, against its rate alone (shipped settings, closed loop); " +
                "the readers' rate and p99 in that case, and with a 5 s busy timeout where the run measured one: what the readers pay.";
        }

        if (faultsChecked)
        {
            yield return FaultCells.Legend;
        }

        if (writersMeasured)
        {
            yield return WritersCells.Legend;
        }
    }

    private sealed record Row(Variant Variant, IReadOnlyDictionary<FileSystemModel, string> Power);
}
