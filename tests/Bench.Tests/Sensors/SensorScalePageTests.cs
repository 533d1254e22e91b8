using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class SensorScalePageTests
{
    [Fact]
    public void Page_shows_time_against_n_the_growth_exponent_and_the_published_figures()
    {
        MeasuredCase[] cases =
        [
            Case("Load", 1_000, "Default", seconds: 1),
            Case("Load", 10_000, "Default", seconds: 100),
            Case("Load", 1_000, "Batch", seconds: 0.01),
            Case("Outages", 1_000, "Default", seconds: 0.002),
            Case("LastReadings", 1_000, "Default", seconds: 0.0001),
        ];

        var page = Render(cases);

        Assert.Contains("## LOAD", page);
        Assert.Contains("| Sqlite.MicrosoftData | Keyed | Default | 1 | 2.00 | 100 |", page);
        Assert.Contains("| DuckDB 1.x | 2.918 | 3135.6 |", page);
        Assert.Contains("| PostgreSQL (local server) | 0.013 | 21.67 |", page);
        Assert.Contains("## OUTAGES", page);
        Assert.Contains("| PostgreSQL (local server) |  | 0.523 |", page);
        Assert.Contains("| Sqlite.MicrosoftData | Keyed | Default | 0.002 |", page);
        Assert.Contains("| Berkeley DB (key-value, no SQL) | 0.000093 | 0.00114 |", page);
        Assert.DoesNotContain("## ANOMALIES", page);
    }

    [Fact]
    public void The_published_duckdb_figures_get_the_suites_duckdb_figures_beside_them()
    {
        MeasuredCase[] cases =
        [
            DuckDbCase(1_000, "Default", seconds: 0.05),
            DuckDbCase(1_000, "Batch", seconds: 0.0012),
            DuckDbCase(1_000_000, "Batch", seconds: 1.9),
            DuckDbCase(1_000_000, "Batch", seconds: 0.65, "Unkeyed"),
        ];

        var page = Render(cases);

        Assert.Contains("| DuckDB 1.x | 2.918 | 3135.6 | 1.01 | Keyed Default 0.05, Keyed Batch 0.0012 | Keyed Batch 1.9, Unkeyed Batch 0.65 |", page);
        // Both tables' LOAD side by side, each with the process's peak memory.
        Assert.Contains("| DuckDb | Keyed | Batch | 0.0012 (peak 512 MiB) | 1.07 | 1.9 (peak 512 MiB) |", page);
        Assert.Contains("| DuckDb | Unkeyed | Batch |  |  | 0.65 (peak 512 MiB) |", page);
        Assert.Contains("study's own table", page);
        Assert.Contains("| Berkeley DB (key-value, no SQL) | 0.001 | 0.733 | 0.96 |  |  |", page);
    }

    [Fact]
    public void A_failed_case_is_shown_as_failed_not_as_a_time()
    {
        var failed = Case("Read", 1_000, "Default", seconds: 1) with { Record = Record("Default", "WorkloadValidationException: wrong rows") };

        Assert.Contains("| Sqlite.MicrosoftData | Keyed | Default | FAILED |", Render([failed]));
    }

    [Theory]
    [InlineData(1.0, 10.0, "1.00")]
    [InlineData(1.0, 100.0, "2.00")]
    [InlineData(1.0, null, "")]
    public void Slope_is_the_log_log_growth_exponent(double t1, double? t2, string slope)
    {
        Assert.Equal(slope, SensorScalePage.Slope(t1, 1_000, t2, 10_000));
    }

    // The page's Markdown, as the suite writes it.
    private static string Render(IReadOnlyList<MeasuredCase> cases)
    {
        var folder = Directory.CreateTempSubdirectory("sensors-page-").FullName;
        try
        {
            return File.ReadAllText(SensorScalePage.Render(cases).Save(folder, SensorScalePage.FileName)[0]);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static MeasuredCase Case(string step, int n, string variant, double seconds, string table = "Keyed") => TestCases.Case(
        step is "Load" or "Read" ? "SensorsKeyed" : "SensorsQueries",
        "MicrosoftSqliteEngine",
        step,
        new Dictionary<string, string> { ["N"] = n.ToString(System.Globalization.CultureInfo.InvariantCulture), ["Table"] = table, ["Variant"] = variant },
        seconds * 1e9,
        seconds * 1e9,
        Record(variant, error: null));

    private static MeasuredCase DuckDbCase(int n, string variant, double seconds, string table = "Keyed") => Case("Load", n, variant, seconds, table).OnEngine("DuckDbEngine") with
    {
        Record = new() { Key = "k", Engine = "DuckDb", Variant = Enum.Parse<Core.Variant>(variant), ValidatedRuns = 5, PeakWorkingSetBytes = 512L * 1024 * 1024 },
    };

    private static CaseRecord Record(string variant, string? error) =>
        new() { Key = "k", Engine = "Sqlite.MicrosoftData", Variant = Enum.Parse<Core.Variant>(variant), ValidatedRuns = 5, Error = error };
}
