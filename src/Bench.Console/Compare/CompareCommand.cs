using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using ScottPlot;

namespace EmbeddedDbBench.Console.Compare;

/// <summary>
/// <c>compare A B</c>: two runs' results side by side (x64 against arm64, one disk against
/// another, before against after a setting). For every case both ran: B / A with the statistics of
/// the tuning report (<see cref="SpeedUp"/>: geometric means, the 99.9% interval on logs, and what
/// the runs say), and a chart of the ratios. Written as <c>compare-report.md</c> and <c>.html</c>
/// under this run's results folder.
/// </summary>
public static class CompareCommand
{
    /// <summary>The verb.</summary>
    public const string Verb = "compare";

    /// <summary>Runs the verb with the arguments after it; returns the exit code.</summary>
    public static int Run(IReadOnlyList<string> args, string artifactsPath)
    {
        if (args.Count != 2)
        {
            System.Console.Error.WriteLine("usage: compare <artifacts or results folder A> <artifacts or results folder B>");
            return 2;
        }

        IReadOnlyList<TuningData.Entry> a, b;
        try
        {
            (a, b) = (TuningData.Read(args[0]), TuningData.Read(args[1]));
        }
        catch (Exception e) when (e is FileNotFoundException or InvalidDataException or IOException or UnauthorizedAccessException)
        {
            System.Console.Error.WriteLine($"error: {e.Message}");
            return 2;
        }

        var pairs = a.Join(b, e => e.Key, e => e.Key, (x, y) => (A: x, B: y)).ToArray();
        if (pairs.Length == 0)
        {
            System.Console.Error.WriteLine($"error: {args[0]} and {args[1]} have no case in common.");
            return 2;
        }

        var results = Path.Combine(artifactsPath, "results");
        Directory.CreateDirectory(results);
        var document = new ReportDocument("Two runs compared")
            .Paragraph($"A: {Path.GetFullPath(args[0])} ({a[0].Engine} …). B: {Path.GetFullPath(args[1])}. A and B: each side's " +
                "mean. B / A: the ratio of the two sides' geometric means (below 1x: B is faster), in brackets from three runs a side " +
                "its 99.9% confidence interval (Student's t on the runs' logarithms, so never below zero), from two the range the runs " +
                "allow, from one none; then the runs behind A and B. The verdict, as the tuning report gives it: every run of one side " +
                "faster than every run of the other where their runs do not overlap and the interval leaves 1x out; not settled where " +
                "the runs do not overlap but the interval holds 1x; beyond noise where they overlap but the interval leaves 1x out; " +
                "within noise where they overlap and it holds 1x; none with one run on a side.")
            .Table(
                pairs,
                new("case", p => p.A.Key),
                new("A", p => Durations.Milliseconds(p.A.MeanNanoseconds)),
                new("B", p => Durations.Milliseconds(p.B.MeanNanoseconds)),
                new("B / A", p => Figure(Ratio(p), p.A.Runs, p.B.Runs)),
                new("verdict", p => Verdict(Ratio(p))));
        document.Image(Path.Combine(results, "compare-report.png"), Chart(pairs).GetImageBytes(ChartWidth(pairs.Length), ChartHeight, ImageFormat.Png), "B / A per case");
        foreach (var path in document.Save(results, "compare-report"))
        {
            System.Console.WriteLine($"// Compare report: {path}");
        }

        return 0;
    }

    // SpeedUp of A over B is B's time / A's time: the ratio this report shows.
    private static SpeedUp Ratio((TuningData.Entry A, TuningData.Entry B) pair) => SpeedUp.Of(pair.B.Time, pair.A.Time);

    private static string Figure(SpeedUp ratio, int aRuns, int bRuns) =>
        (ratio.IsOneRun ? SpeedUp.Format(ratio.Factor) : $"{SpeedUp.Format(ratio.Factor)} {ratio.Bounds}") + $", A {RunCount(aRuns)}, B {RunCount(bRuns)}";

    // The ratio is B's time / A's: above 1x B is slower.
    private static string Verdict(SpeedUp ratio)
    {
        var direction = ratio.Factor < 1 ? "faster" : "slower";
        return ratio.Verdict switch
        {
            SpeedUpVerdict.None when ratio.BaselineRuns < 2 || ratio.VariantRuns < 2 => "one run on a side: no verdict",
            // A tuning-data.json written before each run was kept holds the means alone.
            SpeedUpVerdict.None => "runs not in the results file: no verdict",
            SpeedUpVerdict.SameWithinNoise => "within noise (the runs overlap)",
            SpeedUpVerdict.BeyondNoise => $"B {direction}, beyond noise",
            SpeedUpVerdict.NotSettled => "not settled (the runs do not overlap, the interval holds 1x)",
            _ => $"B {direction}: every run of B {direction} than every run of A",
        };
    }

    private static string RunCount(int runs) => runs == 1 ? "1 run" : $"{runs} runs";

    /// <summary>The chart's height in pixels.</summary>
    public const int ChartHeight = 500;

    // A tick at each power of ten, and within two decades of 1x at 2x and 5x of each too: ratios near 1x would otherwise read against 1x alone.
    private static ScottPlot.TickGenerators.NumericManual RatioTicks(double low, double high)
    {
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        double[] steps = high - low < 2 ? [1, 2, 5] : [1];
        for (var power = Math.Floor(low); power <= Math.Ceiling(high); power++)
        {
            foreach (var ratio in steps.Select(step => step * Math.Pow(10, power)).Where(r => Math.Log10(r) >= low && Math.Log10(r) <= high))
            {
                ticks.AddMajor(Math.Log10(ratio), ratio.ToString("0.###", CultureInfo.InvariantCulture) + "x");
            }
        }

        return ticks;
    }

    /// <summary>The chart's width in pixels for <paramref name="cases"/> cases: a share per bar, within bounds.</summary>
    public static int ChartWidth(int cases) => Math.Clamp(60 + (cases * 12), 800, 2400);

    /// <summary>The chart of B / A for each pair of entries (A's and B's of one case), a bar per case in their order on a log scale.</summary>
    public static Plot Chart(IReadOnlyList<(TuningData.Entry A, TuningData.Entry B)> pairs)
    {
        ArgumentNullException.ThrowIfNull(pairs);
        var plot = new Plot();
        // Case n of the table at n: the axis counts cases, so its ticks are whole numbers.
        var bars = pairs.Select((p, i) => new Bar { Position = i + 1, Value = Math.Log10(Ratio(p).Factor) }).ToArray();
        plot.Add.Bars(bars);
        plot.Axes.Bottom.TickGenerator = new ScottPlot.TickGenerators.NumericAutomatic { IntegerTicksOnly = true };
        plot.Axes.SetLimitsX(0, pairs.Count + 1);
        var (low, high) = (Math.Min(-0.5, bars.Min(b => b.Value) - 0.2), Math.Max(0.5, bars.Max(b => b.Value) + 0.2));
        plot.Axes.Left.TickGenerator = RatioTicks(low, high);
        plot.Axes.SetLimitsY(low, high);
        plot.YLabel("B / A (log scale; below 1x: B faster)");
        plot.XLabel($"{pairs.Count} cases in the order of the table");
        plot.Title("B / A per case");
        return plot;
    }
}
