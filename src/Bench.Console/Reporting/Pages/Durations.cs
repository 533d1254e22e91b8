using System.Globalization;

namespace EmbeddedDbBench.Console.Reporting.Pages;

/// <summary>Times measured in nanoseconds, as the tuning report, W6's recording cost and <c>compare</c> print them.</summary>
public static class Durations
{
    /// <summary>In milliseconds with the unit: <c>4,200 ms</c> from 100 ms up, <c>12.34 ms</c> below.</summary>
    public static string Milliseconds(double nanoseconds) =>
        (nanoseconds / 1e6).ToString(nanoseconds >= 1e8 ? "N0" : "N2", CultureInfo.InvariantCulture) + " ms";
}
