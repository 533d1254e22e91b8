using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting.Readable;
using Perfolizer.Horology;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The suite-wide BenchmarkDotNet configuration: reports under <c>artifacts/</c> as HTML and
/// GitHub Markdown in the readable layout (what every row shares said once above the table:
/// <see cref="ReadableTableBuilder"/>), CSV and full JSON with every value, times in milliseconds,
/// the suite's own columns, and only the cases the run's <see cref="CasePlanner"/> runs (none whose engine
/// can't express its step, <see cref="NotApplicableSteps"/>; none that would repeat another's figure, <see cref="RedundantCases"/>).
/// </summary>
public static class SuiteConfig
{
    /// <summary>
    /// Creates the configuration writing under <paramref name="artifactsPath"/>, with each case's
    /// protocol from <paramref name="book"/>, its record from <paramref name="ledger"/>, and the cases <paramref name="planner"/> runs.
    /// </summary>
    public static ManualConfig Create(string artifactsPath, ProtocolBook book, LedgerLookup ledger, CasePlanner planner) => DefaultsWithoutTheirLogger()
        .AddLogger(SuiteConsoleLogger.Instance)
        .WithArtifactsPath(artifactsPath)
        .AddExporter(JsonExporter.Full)
        .AddColumn([.. SuiteColumns.All(ledger), SuiteColumns.Protocol(book)])
        .AddFilter(planner.Filter)
        .WithSummaryStyle(SummaryStyle.Default.WithTimeUnit(TimeUnit.Millisecond).WithMaxParameterColumnWidth(40))
        .WithOption(ConfigOptions.DisableLogFile, false)
        // BenchmarkDotNet builds one benchmark project per run; its default two-minute limit
        // was reached on a loaded 2-core machine, which failed every case of the run.
        .WithBuildTimeout(TimeSpan.FromMinutes(10));

    // BenchmarkDotNet's defaults, its console logger replaced (ManualConfig can add a logger, not
    // remove one), and its Markdown and HTML exporters by the readable ones (its CSV stays: it is for machines).
    private static ManualConfig DefaultsWithoutTheirLogger()
    {
        var defaults = DefaultConfig.Instance;
        return ManualConfig.CreateEmpty()
            .AddColumnProvider([.. defaults.GetColumnProviders()])
            .AddExporter([.. defaults.GetExporters().Where(e => e is not MarkdownExporter and not HtmlExporter)])
            .AddExporter(ReadableMarkdownExporter.GitHub, ReadableHtmlExporter.Default)
            .AddAnalyser([.. defaults.GetAnalysers()])
            .AddValidator([.. defaults.GetValidators()])
            .WithOptions(defaults.Options)
            .WithSummaryStyle(defaults.SummaryStyle)
            .WithCategoryDiscoverer(defaults.CategoryDiscoverer!);
    }
}
