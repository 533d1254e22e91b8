using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The SQLite layers (docs/sqlite-layers.md) as a report section: the answer in two sentences
/// computed from the figures, the raw API's distance from native C, a chart, and per step and size a
/// table of µs/row, the multiple of native C and bytes allocated per row, for each layer and variant.
/// Shown on its own page (<c>sqlite-layers.md</c>) and in the tuning report.
/// </summary>
public static class LayersSection
{
    /// <summary>The page's file name, without extension.</summary>
    public const string FileName = "sqlite-layers";

    /// <summary>The raw path's target: at most this multiple of native C on W2's insert in one transaction.</summary>
    public const double RawTarget = 1.3;

    /// <summary>
    /// What the raw API does per row that the C loop does not, from SQLitePCLRaw's source; not measured apart here.
    /// </summary>
    public const string RawOverNative =
        "What raw SQLitePCLRaw does per row that the C program does not: each text it binds is converted from .NET's UTF-16 to " +
        "UTF-8 and bound SQLITE_TRANSIENT, so SQLite copies it (`raw.sqlite3_bind_text(stmt, index, string)` in SQLitePCLRaw's " +
        "`src/SQLitePCLRaw.core/raw.cs`), while the C program binds UTF-8 it already holds, SQLITE_STATIC; each bind, step and " +
        "reset is also a call from .NET into C. W2's insert binds eight texts a row, W1's write one; how much of the multiple " +
        "each part is, the suite does not measure.";

    private static readonly Variant[] _variants = [Variant.Default, Variant.Transaction, Variant.Batch];

    /// <summary>Appends the section under a heading of <paramref name="level"/>; false (nothing appended) when no layer ran.</summary>
    public static bool Append(ReportDocument document, string resultsPath, IReadOnlyList<LayerFigure> figures, int level)
    {
        if (!figures.Any(f => !LayerFigure.Providers.Contains(f.Layer)))
        {
            return false;
        }

        var turns = LayerTurns.Load(resultsPath);
        document.Heading(level, "SQLite layers: what each .NET layer costs over the same e_sqlite3")
            .Paragraph(Answer(figures))
            .Paragraph(RawVerdict(figures, turns) + " " + RawOverNative)
            .Paragraph("µs/row: the median of the measured runs ÷ rows per run (native C: the program's own clock around its loop, " +
                "median of its measured runs). `×C`: the multiple of native C on the same step and size with the same commits — the C " +
                "program runs W2's insert in one transaction (shown under Transaction and Batch) and W1's write in autocommit (under " +
                $"Default) — but for {LayerFigure.EfCore}: EF Core's database creator leaves the file in WAL mode (its settings below), " +
                "so its ×C sets WAL commits against the rollback journal's of C and the other layers. `B/row`: bytes allocated per row, what each measured run's timed call allocated " +
                "(every thread; the median over the runs). Every figure is from validated runs.")
            .List(Settings(figures));
        if (LayersChart.Draw(figures) is { } chart)
        {
            document.Image(Path.Combine(resultsPath, FileName + ".png"), chart, "µs/row per layer, log scale");
        }

        LayerTurnsSection.Append(document, level + 1, turns, figures);

        foreach (var step in figures.GroupBy(f => (f.Workload, f.Step, f.Size)).OrderBy(g => g.Key.Workload, StringComparer.Ordinal)
            .ThenBy(g => StepOrder(g.Key.Workload, g.Key.Step)).ThenBy(g => g.Key.Size, StringComparer.Ordinal))
        {
            document.Heading(level + 1, StepTitle(step.Key.Workload, step.Key.Step, step.Key.Size));
            IReadOnlyList<LayerFigure> ofStep = [.. step];
            document.Table(LayerFigure.Layers.Where(layer => ofStep.Any(f => f.Layer == layer)), Columns(ofStep));
        }

        return true;
    }

    /// <summary>A step's title on the page: <c>W1 Write (N=1000)</c>, <c>W2 Insert</c>.</summary>
    public static string StepTitle(string workload, string step, string size) =>
        $"{(workload == "Crud" ? "W1" : "W2")} {step}{(size == "-" ? "" : $" ({size})")}";

    /// <summary>Where the time goes once commits are tuned away, from W2's insert in one transaction.</summary>
    public static string Answer(IReadOnlyList<LayerFigure> figures)
    {
        var native = Tuned(figures, LayerFigure.Native);
        var provider = Tuned(figures, LayerFigure.MicrosoftData);
        var raw = Tuned(figures, LayerFigure.Raw);
        var efCore = Tuned(figures, LayerFigure.EfCore);
        if (native is null || provider is null)
        {
            return "W2's insert in one transaction did not run both natively and through Microsoft.Data.Sqlite in this run, so where the time " +
                "goes once commits are tuned away is not answered here (run the layers' filter, docs/sqlite-layers.md).";
        }

        var first = Invariant($"Once commits are tuned away (W2's 25,000-row insert in one transaction), SQLite itself — a C program on the same libe_sqlite3 — takes {native:0.00} µs/row and Microsoft.Data.Sqlite's fastest path {provider:0.00}, so the engine is {native / provider:P0} of the provider's time and the .NET layers above it {1 - (native / provider):P0}")
            + (raw is { } r ? Invariant($"; SQLitePCLRaw's raw API, the floor a .NET program reaches, takes {r:0.00} ({r / native:0.00}x native C).") : ".");
        var second = efCore is { } e
            ? Invariant($" EF Core's fastest path takes {e:0.00} µs/row, {e / native:0.0}x native C: {(e - provider) / e:P0} of it is EF Core above the provider, {native / e:P0} is SQLite.")
            : " EF Core's insert did not run in one transaction here.";
        return first + second;
    }

    // The raw API's distance from native C on W2's insert under Batch, held to RawTarget: by turns in one process where the
    // run timed the layers so (the ratio over the rounds and its interval, which the verdict reads), else from the two cases'
    // separate processes, minutes apart on a machine whose speed drifts, which the sentence says.
    private static string RawVerdict(IReadOnlyList<LayerFigure> figures, LayerTurns? turns)
    {
        var target = Invariant($"Target: the raw API within {RawTarget}x of native C on W2's insert in one transaction (Batch: prepared once, bind, step, reset)");
        var native = Tuned(figures, LayerFigure.Native);
        var raw = Figure(figures, LayerFigure.Raw, Variant.Batch);
        var separate = native is { } n && raw is { } r ? Invariant($"{r:0.00} against {n:0.00} µs/row, {r / n:0.00}x") : null;
        var insert = turns?.Steps.FirstOrDefault(step => step.Workload == "Contacts" && step.Step == "Insert");
        if (insert?.RatioToNative(LayerFigure.Raw) is { IsKnown: true } ratio)
        {
            // The rounds' geometric mean is the one figure of the runs kept here; it lies within the interval, so the interval decides,
            // once the JIT stood still: rounds run while it still compiled compare code at different tiers, not the layers.
            var verdict = !insert.JitStoodStill
                ? Invariant($"not settled: the JIT had not stood still when the rounds began (warm-up {new JitWarmup(insert.WarmupRounds, insert.StillCompiling) { MinimumRounds = insert.MinimumWarmupRounds }})")
                : VerdictRule.Against(VerdictRule.Side(ratio.Low, ratio.High, RawTarget), VerdictRule.Side([ratio.Factor], RawTarget)) switch
                {
                    ThresholdSide.Below => "met",
                    ThresholdSide.Above => "not met",
                    _ => Invariant($"not settled: the interval holds {RawTarget}x"),
                };
            return Invariant($"{target}: {ratio.Factor:0.00}x by turns in one process [{ratio.Low:0.00}x–{ratio.High:0.00}x{(ratio.IsConfidenceInterval ? $", {Interval.Level}" : ", the rounds' range")}] — {verdict}")
                + (separate is null ? "." : $"; the two cases' separate processes, minutes apart, gave {separate}.");
        }

        return separate is { } figure && native is { } c && raw is { } f
            ? $"{target}: {figure} in separate processes minutes apart, not by turns — {(f / c <= RawTarget ? "met" : "not met")} on those, which the machine's drift between them can move either way."
            : Invariant($"Target (the raw API within {RawTarget}x of native C on W2's insert in one transaction): not both measured in this run.");
    }

    // The layer's fastest W2 insert in one transaction (Transaction or Batch).
    private static double? Tuned(IReadOnlyList<LayerFigure> figures, string layer) =>
        figures.Where(f => f.Layer == layer && f.Workload == "Contacts" && f.Step == "Insert" && f.Variant != Variant.Default)
            .Select(f => (double?)f.MicrosecondsPerRow).Min();

    private static double? Figure(IReadOnlyList<LayerFigure> figures, string layer, Variant variant) =>
        figures.FirstOrDefault(f => f.Layer == layer && f.Workload == "Contacts" && f.Step == "Insert" && f.Variant == variant)?.MicrosecondsPerRow;

    // Per variant: µs/row with its runs, the multiple of native C under the same variant, bytes per row; blank where the layer did not run it.
    private static Column<string>[] Columns(IReadOnlyList<LayerFigure> step) =>
    [
        new("layer", layer => layer),
        .. _variants.SelectMany(variant => new Column<string>[]
        {
            new($"{variant} µs/row", layer => Of(step, layer, variant) is { } figure ? Invariant($"{figure.MicrosecondsPerRow:0.00} ({figure.Runs})") : "-"),
            new("×C", layer => Of(step, layer, variant) is { } figure && Of(step, LayerFigure.Native, variant) is { } native
                ? Invariant($"{figure.MicrosecondsPerRow / native.MicrosecondsPerRow:0.00}")
                : ""),
            new("B/row", layer => Of(step, layer, variant) is { } figure ? (figure.BytesPerRow is { } bytes ? Invariant($"{bytes:N0}") : "-") : ""),
        }),
    ];

    private static LayerFigure? Of(IReadOnlyList<LayerFigure> step, string layer, Variant variant) =>
        step.FirstOrDefault(f => f.Layer == layer && f.Variant == variant);

    // Each layer's settings as read back under Default (EF Core's journal mode is the one it leaves).
    private static IEnumerable<string> Settings(IReadOnlyList<LayerFigure> figures) =>
        LayerFigure.Layers.Select(layer => (layer, figures.FirstOrDefault(f => f.Layer == layer && f.Variant == Variant.Default && f.Settings is not null)
                ?? figures.FirstOrDefault(f => f.Layer == layer && f.Settings is not null)))
            .Where(p => p.Item2 is not null)
            .Select(p => $"{p.layer}, settings read back under {p.Item2!.Variant}: {p.Item2.Settings}");

    private static int StepOrder(string workload, string step) => workload == "Crud"
        ? Array.IndexOf(Enum.GetNames<Core.Crud.CrudStep>(), step)
        : Array.IndexOf(Enum.GetNames<Core.Contacts.ContactsStep>(), step);

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
