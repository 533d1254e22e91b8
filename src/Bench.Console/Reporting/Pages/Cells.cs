using System.Globalization;
using EmbeddedDbBench.Console.Results;

namespace EmbeddedDbBench.Console.Reporting.Pages;

/// <summary>The cells the pages share: a case's time, its rate per row, a factor, each or what became of the case.</summary>
public static class Cells
{
    /// <summary>Milliseconds with enough digits for a sub-millisecond step.</summary>
    public static string Milliseconds(double ms) =>
        ms.ToString(ms < 1 ? "N3" : ms < 100 ? "N2" : "N0", CultureInfo.InvariantCulture);

    /// <summary>A case's mean in ms; "-" when it did not run, "failed", or "no result".</summary>
    public static string MeanMilliseconds(MeasuredCase? c) => c switch
    {
        null => "-",
        { Record.Error: not null } => "failed",
        { IsValid: true, MeanNanoseconds: { } mean } => Milliseconds(mean / 1e6),
        _ => "no result",
    };

    /// <summary>Microseconds per row at the median of a validated case's runs, or null.</summary>
    public static double? MicrosecondsPerRow(MeasuredCase? c) =>
        c is { IsValid: true, MedianNanoseconds: { } median, Record.RowsPerRun: > 0 and var rows } ? RowRates.MicrosecondsPerRow(median, rows) : null;

    /// <summary>A time per row: two decimals below 10.</summary>
    public static string PerRow(double value) => value.ToString(value < 10 ? "0.00" : "N1", CultureInfo.InvariantCulture);

    /// <summary>A factor with one decimal, e.g. <c>8.2x</c>; "-" when there is none.</summary>
    public static string Factor(double? value) => value is { } factor ? factor.ToString("0.0", CultureInfo.InvariantCulture) + "x" : "-";

    /// <summary>A whole number with thousands separators; "-" when there is none.</summary>
    public static string Whole(double? value) => value?.ToString("N0", CultureInfo.InvariantCulture) ?? "-";

    /// <summary>A case's µs per row (<see cref="MicrosecondsPerRow"/>); "-" when it did not run, "failed" when it has no figure.</summary>
    public static string PerRowOrStatus(MeasuredCase? c) => MicrosecondsPerRow(c) is { } value ? PerRow(value) : c is null ? "-" : "failed";
}
