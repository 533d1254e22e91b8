using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core.Ledger;
using ScottPlot;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W7's page (<c>ycsb-report.md</c> and <c>.html</c>): per engine × variant × workload, throughput and
/// the p99 of each operation kind, lock errors and retries, the runs measured, and a chart of
/// throughput per workload; where a case holds the native lookup beside it, the engine's and the provider's
/// shares of a point lookup (<see cref="PointLookupSection"/>); and each case in YCSB's own output format under <c>results/ycsb/</c>
/// (<see cref="YcsbOutput"/>). Writes nothing when W7 did not run.
/// </summary>
public sealed class YcsbPage : IReportPage
{
    /// <summary>The page's file name, without extension.</summary>
    public const string FileName = "ycsb-report";

    /// <summary>The chart's width in pixels.</summary>
    public const int ChartWidth = 1200;

    /// <summary>The chart's height in pixels.</summary>
    public const int ChartHeight = 560;

    private static readonly string[] _kinds = [.. Roles.YcsbKinds];

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var measured = Measured(cases);
        if (measured.Length == 0)
        {
            return null;
        }

        var written = WriteYcsbFiles(resultsPath, measured);
        var document = new ReportDocument("W7: YCSB core workloads")
            .Paragraph(
                "YCSB's core workloads (A 50/50 read/update, B 95/5 read/update, C read only, all zipfian; D 95/5 read/insert, latest; " +
                "E 95/5 short scan/insert; F 50/50 read/read-modify-write) on YCSB's usertable (a key and fieldcount text fields), or the " +
                "user's property file. The load phase is untimed; the timed region is the run phase: operationcount operations on " +
                "threadcount threads, each its own autocommit statement, drawn from a fixed seed before timing. Every read is checked " +
                "as it is read (each value carries its version and is rebuilt from key, field and version), and the final table against " +
                "the operations applied; a wrong or torn value fails the case.")
            .Paragraph(
                "Throughput is the measured runs' operations over their run phases; p99 per operation kind from HdrHistogram (3 " +
                "significant digits), timed from each operation's start, or from its intended start when target paces the run (open " +
                "loop). A read-modify-write's read and update are counted under READ and UPDATE too, as YCSB counts them. " +
                $"Each case in YCSB's own output format: {written} file(s) under results/ycsb/.")
            .Paragraph($"This machine has {Environment.ProcessorCount} cores.");
        document.Table(measured,
            new Column<MeasuredCase>("engine", c => c.EngineName),
            new Column<MeasuredCase>("workload", c => c.YcsbWorkload ?? ""),
            new Column<MeasuredCase>("variant", c => c.Variant.ToString()),
            new Column<MeasuredCase>("ops/s", c => Overall(c) is { } o ? ConcurrencyPage.Rate(o.OpsPerSecond) : c.Record?.Error is null ? "no result" : "failed (below)", Right: true),
            new Column<MeasuredCase>("p99 read", c => P99(c, Roles.Read), Right: true),
            new Column<MeasuredCase>("p99 update", c => P99(c, Roles.Update), Right: true),
            new Column<MeasuredCase>("p99 insert", c => P99(c, Roles.Insert), Right: true),
            new Column<MeasuredCase>("p99 scan", c => P99(c, Roles.Scan), Right: true),
            new Column<MeasuredCase>("p99 rmw", c => P99(c, Roles.ReadModifyWrite), Right: true),
            new Column<MeasuredCase>("lock errors", c => ConcurrencyPage.Errors(Merged(c))),
            new Column<MeasuredCase>("threads", c => Overall(c)?.Threads.ToString(CultureInfo.InvariantCulture) ?? "", Right: true),
            new Column<MeasuredCase>("runs", c => c.MeasuredRuns.ToString(CultureInfo.InvariantCulture), Right: true));
        // A failure's message under the table, where it may wrap, rather than in a figures column kept on one line.
        var failures = measured.Where(c => Overall(c) is null && c.Record?.Error is not null)
            .Select(c => $"{c.EngineName}, {c.YcsbWorkload}, {c.Variant}: failed: {c.Record!.Error}").ToList();
        if (failures.Count > 0)
        {
            document.List(failures);
        }

        var settings = measured.Where(c => c.Record?.ConcurrencySettings is not null)
            .Select(c => $"{c.Record!.Engine}, {c.Variant}: {c.Record.Settings} {c.Record.ConcurrencySettings}").Distinct().ToList();
        if (settings.Count > 0)
        {
            document.Heading(2, "Settings read back").List(settings);
        }

        PointLookupSection.Add(document, measured);
        if (Chart(measured) is { } chart)
        {
            document.Image(Path.Combine(resultsPath, FileName + "-throughput.png"), chart.GetImageBytes(ChartWidth, ChartHeight, ImageFormat.Png),
                "Throughput per workload, a group of bars per engine and variant");
        }

        return document.Save(resultsPath, FileName)[^1];
    }

    private static int WriteYcsbFiles(string resultsPath, IEnumerable<MeasuredCase> measured)
    {
        var folder = Path.Combine(resultsPath, "ycsb");
        Directory.CreateDirectory(folder);
        var count = 0;
        foreach (var c in measured.Where(c => c.IsValid && c.Record?.Latencies is not null))
        {
            var engine = c.Record!.Engine;
            var workload = c.YcsbWorkload ?? "";
            File.WriteAllText(Path.Combine(folder, YcsbOutput.FileName(engine, c.Variant.ToString(), workload)),
                YcsbOutput.Format(engine, c.Variant.ToString(), workload, c.Record.Latencies!, c.Record.ConcurrencySettings));
            count++;
        }

        return count;
    }

    /// <summary>
    /// The throughput chart of W7's cases among <paramref name="cases"/>: a group of bars per engine and variant, one bar per
    /// workload (named above it), in the variant's colour as on every chart; null when no case has a result. Bars, not lines:
    /// the workloads are kinds, with nothing between two of them to draw a line through.
    /// </summary>
    public static Plot? Chart(IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var measured = Measured(cases);
        var workloads = measured.Select(c => c.YcsbWorkload ?? "").Distinct().Order(StringComparer.Ordinal).ToArray();
        var groups = measured.Where(c => Overall(c) is not null).GroupBy(c => (c.Record!.Engine, c.Variant))
            .OrderBy(g => g.Key.Engine, StringComparer.Ordinal).ThenBy(g => g.Key.Variant).ToArray();
        if (groups.Length == 0)
        {
            return null;
        }

        // YCSB's own workloads by their letter; a user's by number, named under the axis, where a name would cover its neighbours.
        var names = workloads.Select(w => w.StartsWith("workload", StringComparison.Ordinal) ? w["workload".Length..] : w).ToArray();
        var numbered = names.Any(n => n.Length > 3);
        var labels = numbered ? [.. names.Select((_, i) => (i + 1).ToString(CultureInfo.InvariantCulture))] : names;
        var plot = new Plot();
        var bars = new List<Bar>();
        var bottom = new ScottPlot.TickGenerators.NumericManual();
        var x = 0;
        foreach (var group in groups)
        {
            var first = x;
            foreach (var c in group.OrderBy(c => c.YcsbWorkload, StringComparer.Ordinal))
            {
                var workload = Array.IndexOf(workloads, c.YcsbWorkload ?? "");
                bars.Add(new Bar
                {
                    Position = x++,
                    Value = Math.Log10(Math.Max(1, Overall(c)!.OpsPerSecond)),
                    FillColor = VariantColors.Of(group.Key.Variant),
                    Label = workloads.Length > 1 ? labels[workload] : "",
                });
            }

            bottom.AddMajor((first + x - 1) / 2.0, $"{group.Key.Engine} {group.Key.Variant}");
            x++;
        }

        // From the lowest whole decade, so that rates of one order differ visibly.
        var low = Math.Floor(bars.Min(b => b.Value));
        var high = Math.Ceiling(bars.Max(b => b.Value));
        bars.ForEach(b => b.ValueBase = low);
        var plottable = plot.Add.Bars(bars);
        plottable.ValueLabelStyle.FontSize = 11;
        foreach (var variant in groups.Select(g => g.Key.Variant).Distinct().Order())
        {
            plot.Legend.ManualItems.Add(VariantColors.LegendEntry(variant));
        }

        plot.Axes.Bottom.TickGenerator = bottom;
        // Turned a quarter, each engine and variant runs down from its group: a group is narrower than its name.
        var longest = UprightTicks.Longest(groups.Select(g => $"{g.Key.Engine} {g.Key.Variant}"));
        UprightTicks.Apply(plot, longest);
        plot.Layout.Fixed(new PixelPadding(90, 160, UprightTicks.Padding(longest), 50));
        plot.XLabel(workloads.Length == 1 ? $"workload {workloads[0]}"
            : numbered ? "workloads: " + string.Join(", ", names.Select((n, i) => $"{labels[i]} = {n}"))
            : "a bar per workload, its letter above it");

        // Whole decades around the bars, each labelled: rates a few percent apart would otherwise share one tick.
        plot.Axes.Left.TickGenerator = DecadeTicks.Of(low, high);
        plot.YLabel("ops/s (log scale)");
        plot.Axes.SetLimitsY(low, high + 0.2);
        plot.Axes.SetLimitsX(-1, x - 1);
        plot.Title("W7: YCSB throughput per workload");
        plot.ShowLegend(Edge.Right);
        return plot;
    }

    private static MeasuredCase[] Measured(IReadOnlyList<MeasuredCase> cases) =>
        [.. cases.Of(typeof(Ycsb<>)).OrderBy(c => c.EngineName, StringComparer.Ordinal).ThenBy(c => c.YcsbWorkload, StringComparer.Ordinal).ThenBy(c => c.Variant)];

    private static RoleLatency? Overall(MeasuredCase c) => c.IsValid ? c.Role(Roles.Overall) : null;

    private static RoleLatency? Kind(MeasuredCase c, string kind) => c.IsValid ? c.Role(kind) : null;

    private static string P99(MeasuredCase c, string kind) => Kind(c, kind) is { Recorded: true } role ? ConcurrencyPage.Microseconds(role.P99) : "";

    // Lock errors over every kind but read-modify-write, whose read and update count their own.
    private static RoleLatency? Merged(MeasuredCase c)
    {
        var kinds = _kinds[..^1].Select(k => Kind(c, k)).OfType<RoleLatency>().ToArray();
        return kinds.Length == 0 ? null : kinds[0] with
        {
            Errors = kinds.SelectMany(k => k.Errors ?? new Dictionary<string, long>()).GroupBy(e => e.Key).ToDictionary(g => g.Key, g => g.Sum(e => e.Value)),
            Retried = kinds.Sum(k => k.Retried),
        };
    }
}
