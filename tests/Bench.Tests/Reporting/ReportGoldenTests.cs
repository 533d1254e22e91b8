using System.Reflection;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// The reports a run writes last and a reader opens first, the suite report and the tuning report,
/// rendered from one fixed run (<see cref="ReportRun"/>), must equal their committed expected files
/// under <c>Reporting/Expected/Reports/</c> byte for byte, apart from the PNG bytes embedded in HTML
/// (the charts' pixels are ScottPlot's, not the report's). Everything else a report could take from
/// the machine (the run's time, the machine, the disk, a server folder's file system) is an input of
/// the fixed run. A report whose output changes on purpose gets its expected file updated in a commit
/// that says why, with the pages' switch:
/// <c>EMBEDDEDDBBENCH_WRITE_EXPECTED_PAGES=1 dotnet test -c Release --filter FullyQualifiedName~ReportGoldenTests</c>.
/// </summary>
public sealed partial class ReportGoldenTests(ReportGoldenTests.WrittenReports written) : IClassFixture<ReportGoldenTests.WrittenReports>
{
    private static readonly string[] _reports = ["suite-report.md", "tuning-report.md", "tuning-report.html"];

    public static TheoryData<string> Reports() => [.. _reports];

    [Theory]
    [MemberData(nameof(Reports))]
    public void The_report_written_from_the_fixed_run_equals_its_expected_file(string name)
    {
        var actual = Path.Combine(written.Run.ResultsPath, name);
        var expected = Path.Combine(ExpectedFolder(), name);
        Assert.True(File.Exists(actual), $"{name} was not written under {written.Run.ResultsPath}");
        if (Environment.GetEnvironmentVariable("EMBEDDEDDBBENCH_WRITE_EXPECTED_PAGES") == "1")
        {
            Directory.CreateDirectory(ExpectedFolder());
            File.WriteAllText(expected, Normalised(actual));
        }

        Assert.True(File.Exists(expected), $"no expected file {expected}; rendered: {actual}");
        Assert.Equal(File.ReadAllText(expected).ReplaceLineEndings("\n"), Normalised(actual));
    }

    // Line endings are compared as LF, since reports end their lines with the platform's.
    private static string Normalised(string path) =>
        PngData().Replace(File.ReadAllText(path), "data:image/png;base64,<png>").ReplaceLineEndings("\n");

    private static string ExpectedFolder() => Path.Combine(
        typeof(ReportGoldenTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "RepositoryRoot").Value!,
        "tests", "Bench.Tests", "Reporting", "Expected", "Reports");

    [GeneratedRegex("data:image/png;base64,[A-Za-z0-9+/=]+")]
    private static partial Regex PngData();

    /// <summary>The fixed run and its reports, written once for every expected file, as the suite writes them after a run.</summary>
    public sealed class WrittenReports : IDisposable
    {
        /// <summary>Writes the suite report (and the pages it writes) and the tuning report.</summary>
        public WrittenReports()
        {
            Cases = MeasuredCases.From(Run.Summaries, new CasePlanner().Plan, Run.Book, Run.Ledger, Run.Tuning.Paired);
            SuiteReport.Write(Run.ArtifactsPath, Run.Summaries, Cases, Run.Book, Run.Ledger, ReportRun.RunAtUtc, Run.Times);
            TuningReport.Write(Run.ResultsPath, Cases, Run.Tuning);
        }

        /// <summary>The run's measured cases, as the reports read them.</summary>
        internal IReadOnlyList<MeasuredCase> Cases { get; }

        /// <summary>The run.</summary>
        internal ReportRun Run { get; } = new();

        /// <inheritdoc />
        public void Dispose() => Run.Dispose();
    }
}
