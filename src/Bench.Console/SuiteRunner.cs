using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console;

/// <summary>
/// Runs the benchmarks BenchmarkDotNet-style and turns every failure into a non-zero exit code:
/// a benchmark that failed to run, a validation error, or a filter that matched nothing.
/// </summary>
public static class SuiteRunner
{
    /// <summary>The filter used when none is given: the main job on the embedded default.</summary>
    public const string DefaultFilter = "*Crud*Sqlite*";

    private static readonly string[] InformationalArguments = ["--list", "--help", "-h", "--info", "--version", "-?"];

    /// <summary>Runs with BenchmarkDotNet command-line <paramref name="args"/>; returns the process exit code.</summary>
    public static int Run(string[] args)
    {
        var artifacts = ArtifactsFolder.Locate();
        var ledger = new CaseLedger(Path.Combine(artifacts, "ledger", $"run-{DateTime.UtcNow:yyyyMMdd-HHmmss}-{Environment.ProcessId}.jsonl"));
        Directory.CreateDirectory(Path.GetDirectoryName(ledger.Path)!);
        // Benchmark processes inherit the environment: this is how they find the ledger.
        Environment.SetEnvironmentVariable(CaseLedger.PathVariable, ledger.Path);

        var informational = args.Any(a => InformationalArguments.Contains(a, StringComparer.OrdinalIgnoreCase));
        if (!informational && !args.Any(IsFilterOption))
        {
            System.Console.WriteLine($"// No --filter given: running the main job, --filter {DefaultFilter}.");
            args = ["--filter", DefaultFilter, .. args];
        }

        MeasuredRunsAttribute.CommandLineJobGiven = args.Any(a => a is "--job" or "-j" || a.StartsWith("--job=", StringComparison.Ordinal));
        var summaries = BenchmarkSwitcher.FromTypes([.. BenchmarkCatalog.Types])
            .Run(args, SuiteConfig.Create(artifacts))
            .ToArray();
        if (informational)
        {
            return 0;
        }

        if (summaries.Any(s => s.HasCriticalValidationErrors))
        {
            foreach (var error in summaries.SelectMany(s => s.ValidationErrors).Where(v => v.IsCritical))
            {
                System.Console.Error.WriteLine($"error: {error.Message}");
            }

            return 1;
        }

        if (summaries.Length == 0 || summaries.All(s => s.BenchmarksCases.Length == 0))
        {
            System.Console.Error.WriteLine(
                $"error: no benchmark matches {string.Join(' ', args)}. Benchmarks are named " +
                "Workload<Engine>.Step, e.g. Crud<MicrosoftSqliteEngine>.Write; '--list flat' lists them all.");
            return 2;
        }

        var failures = SuiteReport.Write(artifacts, summaries);
        foreach (var failure in failures)
        {
            System.Console.Error.WriteLine($"error: {failure}");
        }

        return failures.Count == 0 ? 0 : 1;
    }

    private static bool IsFilterOption(string arg) => arg is "--filter" or "-f" || arg.StartsWith("--filter=", StringComparison.Ordinal);

    /// <summary>Cases that produced no measurement, failed validation, or left no record.</summary>
    public static IReadOnlyList<string> Failures(IEnumerable<Summary> summaries)
    {
        var failures = new List<string>();
        foreach (var summary in summaries)
        {
            foreach (var benchmarkCase in summary.BenchmarksCases)
            {
                var name = summary[benchmarkCase]?.BenchmarkCase.DisplayInfo ?? benchmarkCase.DisplayInfo;
                var record = LedgerLookup.RecordOf(benchmarkCase);
                if (record?.Error is { } error)
                {
                    failures.Add($"{name}: {error}");
                }
                else if (summary[benchmarkCase] is not { Success: true })
                {
                    failures.Add($"{name}: produced no measurement (see the log above)");
                }
                else if (record is null)
                {
                    failures.Add($"{name}: left no validation record");
                }
            }
        }

        return failures;
    }
}
