using System.Globalization;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>The ticks of a log-scale axis drawn as log10 of its values: one per power of ten, each labelled.</summary>
public static class DecadeTicks
{
    /// <summary>A tick at every whole power from floor(<paramref name="low"/>) to ceiling(<paramref name="high"/>), labelled by <paramref name="label"/>.</summary>
    public static ScottPlot.TickGenerators.NumericManual Of(double low, double high, Func<double, string> label)
    {
        ArgumentNullException.ThrowIfNull(label);
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        for (var power = Math.Floor(low); power <= Math.Ceiling(high); power++)
        {
            ticks.AddMajor(power, label(power));
        }

        return ticks;
    }

    /// <summary>
    /// Puts <paramref name="plot"/>'s left axis, drawn as log10 of its values, over the whole decades around <paramref name="log10Values"/>
    /// (0 when there are none): a labelled tick per power of ten, a tenth of a decade's margin each side, and <paramref name="label"/>.
    /// </summary>
    public static void LeftAxis(ScottPlot.Plot plot, IEnumerable<double> log10Values, string label)
    {
        ArgumentNullException.ThrowIfNull(plot);
        var values = log10Values.DefaultIfEmpty(0).ToArray();
        var (low, high) = (Math.Floor(values.Min()), Math.Ceiling(values.Max()));
        plot.Axes.Left.TickGenerator = Of(low, high);
        plot.Axes.SetLimitsY(low - 0.1, high + 0.1);
        plot.YLabel(label);
    }

    /// <summary>Ticks labelled with the value itself ("0.01", "1,000") and <paramref name="unit"/>.</summary>
    public static ScottPlot.TickGenerators.NumericManual Of(double low, double high, string unit = "") =>
        Of(low, high, power => Label(power, unit));

    /// <summary>The value at <paramref name="power"/> of ten itself ("0.01", "1,000"), then <paramref name="unit"/>.</summary>
    public static string Label(double power, string unit = "") =>
        Math.Pow(10, power).ToString(power < 0 ? "0.###" : "N0", CultureInfo.InvariantCulture) + unit;

    /// <summary>
    /// Where a log axis of <paramref name="rates"/> draws the zeros among them, which the log scale cannot hold: a band a
    /// decade below the lowest whole decade of the rates above zero; null when none is zero.
    /// </summary>
    public static double? ZeroBand(IEnumerable<double> rates)
    {
        var all = rates.ToArray();
        return all.Any(r => r <= 0) ? Math.Floor(all.Where(r => r > 0).Select(Math.Log10).DefaultIfEmpty(0).Min()) - 1 : null;
    }

    /// <summary>
    /// Ticks from <paramref name="low"/> to <paramref name="high"/> labelled with their values, and <paramref name="zeroBand"/>'s
    /// with <paramref name="zeroText"/>; with a band, a dashed break drawn on <paramref name="plot"/> between it and the decades.
    /// </summary>
    public static ScottPlot.TickGenerators.NumericManual WithZeroBand(ScottPlot.Plot plot, double low, double high, double? zeroBand, string zeroText)
    {
        ArgumentNullException.ThrowIfNull(plot);
        if (zeroBand is { } band)
        {
            plot.Add.HorizontalLine(band + 0.5, 1, ScottPlot.Colors.Gray, ScottPlot.LinePattern.Dashed);
        }

        return Of(low, high, power => power == zeroBand ? zeroText : Label(power));
    }
}
