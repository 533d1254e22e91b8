using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The report's opening section whenever a run holds two engines or more on a workload: per workload, a row per engine
/// with its Default, its fastest variant and its fastest variant durable as measured, each with its µs per row over the
/// workload's autocommit steps and its rank among the engines measured on the same steps (a layer's one W1 step is not a
/// provider's six); then, per such set of two engines or more, one sentence read from the rows on whether tuning changes the order.
/// </summary>
public static class AcrossEngines
{
    /// <summary>Appends the section for <paramref name="engines"/>' answers; nothing when no workload ran on two engines.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<EngineAnswers> engines)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(engines);
        var workloads = Workloads(engines);
        if (workloads.Length == 0)
        {
            return;
        }

        document.Heading(2, "Which engine, with which settings")
            .Paragraph("Per workload, every engine the run measured on it: µs per row over the workload's autocommit steps (geometric " +
                "mean; `steps` says over how many) under Default, under its fastest variant, and under its fastest variant durable as measured (every power cut " +
                "under both file-system models kept every acknowledged commit, and every injected fault, a full disk or a failed fsync, " +
                "lost none and left a sound database, stopping the engine or not; by the engine's documentation where nothing was cut), " +
                "each ranked among the engines measured on the same steps (1 = fastest). Ranks are read from the figures alone; the " +
                "per-step tables below give each figure's interval and runs. The last column is what the durable variant's settings " +
                "cost beside other connections: W6's writer beside its readers and W8's four writers beside each other (a variant " +
                "that wraps a step in one transaction runs on Default's settings, so its price is Default's); the engines' answer " +
                "tables give every variant's.");
        foreach (var workload in workloads)
        {
            AppendWorkload(document, [.. workload], CasesOf(engines));
        }
    }

    /// <summary>
    /// Appends <paramref name="workload"/>'s table and sentences alone, as the section holds them (the README's table across
    /// engines); false, and nothing appended, when fewer than two engines ran it.
    /// </summary>
    public static bool AppendWorkload(ReportDocument document, IReadOnlyList<EngineAnswers> engines, Type workload)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(engines);
        if (Workloads(engines).FirstOrDefault(g => g.Key == workload) is not { } answers)
        {
            return false;
        }

        AppendWorkload(document, [.. answers], CasesOf(engines));
        return true;
    }

    // The workloads two engines or more ran, each with its engines' answers, by name.
    private static IGrouping<Type, WorkloadAnswer>[] Workloads(IReadOnlyList<EngineAnswers> engines) =>
        [.. engines.SelectMany(e => e.Answers).Where(a => a.Writes.Count > 0)
            .GroupBy(a => a.Workload).Where(g => g.Count() >= 2).OrderBy(g => g.First().Name, StringComparer.Ordinal)];

    private static Dictionary<WorkloadAnswer, IReadOnlyList<MeasuredCase>> CasesOf(IReadOnlyList<EngineAnswers> engines) =>
        engines.SelectMany(e => e.Answers.Select(a => (a, e.Cases))).ToDictionary(p => p.a, p => p.Cases);

    private static void AppendWorkload(ReportDocument document, IReadOnlyList<WorkloadAnswer> answers, Dictionary<WorkloadAnswer, IReadOnlyList<MeasuredCase>> casesOf)
    {
        // Engines are ranked only against engines on the same steps: a layer's one W1 step beside a provider's six would
        // compare unlike with unlike. The set of the most steps comes first.
        var groups = WorkloadAnswer.BySteps(answers).Select(g => g.Select(a => new Row(a)).ToArray()).ToArray();
        var rows = groups.SelectMany(g => g).ToArray();
        var defaults = groups.SelectMany(g => Ranks(g, r => r.Default?.MicrosecondsPerRow)).ToDictionary();
        var best = groups.SelectMany(g => Ranks(g, r => r.Best?.MicrosecondsPerRow)).ToDictionary();
        var durable = groups.SelectMany(g => Ranks(g, r => r.Durable?.MicrosecondsPerRow)).ToDictionary();
        document.Heading(3, answers[0].Name).Table(
            rows,
            new Column<Row>("engine", r => r.Answer.Engine),
            new("steps", r => r.Answer.WriteSteps.Count.ToString(CultureInfo.InvariantCulture), Right: true),
            new("Default", r => Cell(r.Default, defaults, r, named: false), Right: true),
            new("fastest variant", r => Cell(r.Best, best, r, named: true), Right: true),
            new("fastest durable as measured", r => Cell(r.Durable, durable, r, named: true), Right: true),
            new("its price beside readers and writers", r => Price(r.Durable, casesOf[r.Answer])));
        document.List([.. groups.Where(g => g.Length >= 2).Select(g => OnSteps(g) + Sentence(g))]);
    }

    // W6's and W8's cells for the settings the durable variant runs on; "-" where the run measured neither there.
    private static string Price(VariantFigure? durable, IReadOnlyList<MeasuredCase> cases)
    {
        if (durable is null)
        {
            return "-";
        }

        var settings = durable.Variant.WrapsStepsInTransaction() ? Variant.Default : durable.Variant;
        var w6 = AnswerTable.WriterBesideReaders(AnswerTable.W6Of(cases), settings);
        var w8 = WritersCells.Cell([.. cases.Where(c => c.Plan.Workload == typeof(Benchmarks.Writers<>))], settings);
        string[] parts = [.. new[] { ("W6 writer", w6), ("W8", w8) }.Where(p => p.Item2 != "-").Select(p => $"{p.Item1}: {p.Item2}")];
        return parts.Length == 0 ? "-" : (settings != durable.Variant ? $"({settings}'s settings) " : "") + string.Join("; ", parts);
    }

    // Which engines a sentence is about, where the table holds engines on more than one set of steps.
    private static string OnSteps(IReadOnlyList<Row> group) => string.Create(CultureInfo.InvariantCulture,
        $"On {group[0].Answer.WriteSteps.Count} {(group[0].Answer.WriteSteps.Count == 1 ? "step" : "steps")} ({string.Join(", ", group.Select(r => r.Answer.Engine))}): ");

    private static string Cell(VariantFigure? figure, IReadOnlyDictionary<Row, int> ranks, Row row, bool named)
    {
        if (figure is not { MicrosecondsPerRow: > 0 and var perRow })
        {
            return named && row.Answer.Writes.Count > 0 && figure is null ? "none" : "-";
        }

        var rank = ranks.TryGetValue(row, out var r) ? string.Create(CultureInfo.InvariantCulture, $" (#{r})") : "";
        // A variant measured on fewer of the steps than Default's mean covers says so: its mean is over those alone.
        var fewer = figure.Steps < row.Answer.WriteSteps.Count ? string.Create(CultureInfo.InvariantCulture, $", {figure.Steps} of {row.Answer.WriteSteps.Count} steps") : "";
        return (named ? $"{figure.Variant} " : "") + Microseconds(perRow) + rank + fewer + figure.NotSteady;
    }

    // One sentence from the ranked rows: the order under Default against the order tuned and durable, and by how much the first moved.
    private static string Sentence(IReadOnlyList<Row> rows)
    {
        var underDefault = Order(rows, r => r.Default?.MicrosecondsPerRow);
        var tuned = Order(rows, r => r.Durable?.MicrosecondsPerRow);
        if (underDefault.Count < 2 || tuned.Count < 2)
        {
            return "fewer than two of them have both a Default and a durable figure: no order to compare.";
        }

        var defaultOrder = string.Join(", ", underDefault.Select(r => r.Answer.Engine));
        var tunedOrder = string.Join(", ", tuned.Select(r => $"{r.Answer.Engine} ({r.Durable!.Variant})"));
        var fastest = tuned[0];
        var gain = fastest.Default is { MicrosecondsPerRow: > 0 } baseline
            ? string.Create(CultureInfo.InvariantCulture, $"; the fastest tuned and durable, {fastest.Answer.Engine} under {fastest.Durable!.Variant}, takes {Microseconds(fastest.Durable.MicrosecondsPerRow)}, {baseline.MicrosecondsPerRow / fastest.Durable.MicrosecondsPerRow:0.#}x less than its own Default")
            : "";
        return underDefault.Select(r => r.Answer.Engine).SequenceEqual(tuned.Select(r => r.Answer.Engine))
            ? $"tuning does not change the order: {defaultOrder}, fastest first, under Default and tuned and durable alike{gain}."
            : $"tuning changes the order: under Default {defaultOrder}; tuned and durable {tunedOrder}{gain}.";
    }

    private static List<Row> Order(IReadOnlyList<Row> rows, Func<Row, double?> figure) =>
        [.. rows.Where(r => figure(r) is > 0).OrderBy(r => figure(r))];

    private static IEnumerable<KeyValuePair<Row, int>> Ranks(IReadOnlyList<Row> rows, Func<Row, double?> figure) =>
        Order(rows, figure).Select((r, i) => KeyValuePair.Create(r, i + 1));

    private static string Microseconds(double perRow) =>
        perRow.ToString(perRow >= 100 ? "N0" : perRow >= 10 ? "0.0" : "0.00", CultureInfo.InvariantCulture) + " µs/row";

    // One engine's figures on the workload.
    private sealed record Row(WorkloadAnswer Answer)
    {
        public VariantFigure? Default => Answer.Writes.FirstOrDefault(w => w.Variant == Variant.Default);

        public VariantFigure? Best => Answer.Writes.Where(w => w.MicrosecondsPerRow > 0).MinBy(w => w.MicrosecondsPerRow);

        public VariantFigure? Durable => Answer.Writes.Where(w => w.MicrosecondsPerRow > 0 && Answer.Risks[w.Variant].Durable).MinBy(w => w.MicrosecondsPerRow);
    }
}
