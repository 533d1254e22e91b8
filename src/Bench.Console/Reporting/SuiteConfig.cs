using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Csv;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Benchmarks;
using Perfolizer.Horology;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The suite-wide BenchmarkDotNet configuration: reports under <c>artifacts/</c> as HTML,
/// GitHub Markdown, CSV and JSON, times in milliseconds, the suite's own columns, and no case
/// whose engine can't express its step (<see cref="NotApplicableSteps"/>).
/// </summary>
public static class SuiteConfig
{
    /// <summary>Creates the configuration writing under <paramref name="artifactsPath"/>.</summary>
    public static IConfig Create(string artifactsPath) => ManualConfig.Create(DefaultConfig.Instance)
        .WithArtifactsPath(artifactsPath)
        .AddExporter(MarkdownExporter.GitHub, HtmlExporter.Default, CsvExporter.Default, JsonExporter.Full)
        .AddColumn(SuiteColumns.All)
        .AddFilter(NotApplicableSteps.Filter)
        .WithSummaryStyle(SummaryStyle.Default.WithTimeUnit(TimeUnit.Millisecond).WithMaxParameterColumnWidth(40))
        .WithOption(ConfigOptions.DisableLogFile, false)
        // BenchmarkDotNet's default of 2 minutes is too short for building the generated project on a
        // loaded 2-core machine (CI, several builds at once): the run then fails without a benchmark run.
        .WithBuildTimeout(TimeSpan.FromMinutes(10));
}
