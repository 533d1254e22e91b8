using System.Text;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The suite's page beside BenchmarkDotNet's reports (<c>artifacts/results/suite-report.md</c>):
/// engines and providers, variants and steps each engine can't express and why, and every failure.
/// </summary>
public static class SuiteReport
{
    private const string SharedStatesNote =
        "W3's imported tables (297,450 rows) and W2's 25,000 inserted rows are prepared, and verified step by step, once per " +
        "engine and variant in a run; every later run that starts from them gets its own fresh database loaded with a page " +
        "copy of that state (SQLite's online backup API) and verified again before it is timed, in the engine (W2: row count, " +
        "key sum and the rows the steps filter on, the whole table being read back after every run; W3: each table's " +
        "aggregates). Engines without such a copy (servers, Firebird, DuckDB, LiteDB) prepare every run anew.";

    /// <summary>Writes the page for <paramref name="summaries"/>, run at <paramref name="runAtUtc"/>, and the report pages; returns the failures it lists.</summary>
    public static IReadOnlyList<string> Write(string artifactsPath, IReadOnlyList<Summary> summaries, ProtocolBook book, LedgerLookup ledger, DateTime runAtUtc)
    {
        var failures = SuiteRunner.Failures(summaries, ledger);
        var page = new StringBuilder()
            .AppendLine("# EmbeddedDbBench suite report")
            .AppendLine()
            .AppendLine($"Run at {runAtUtc:yyyy-MM-dd HH:mm} UTC. Timings, µs/row, rows/s and ratios to Default are in the")
            .AppendLine("BenchmarkDotNet reports beside this page (`*-report-github.md`, `*-report.html`).")
            .AppendLine()
            .AppendLine("## Engines and variants")
            .AppendLine()
            .AppendLine("| engine | provider | variant | status |")
            .AppendLine("|---|---|---|---|");
        foreach (var engine in EngineCatalog.All)
        {
            foreach (var support in engine.AllVariants())
            {
                page.AppendLine($"| {engine.Name} | {engine.Provider} | {support.Variant} | {(support.IsSupported ? "runs" : "n/a: " + support.NotApplicableReason)} |");
            }
        }

        var shortened = SpreadCheck.Lines(summaries, book);
        page.AppendLine().AppendLine("## Shortened protocols").AppendLine()
            .AppendLine("Cases whose single run was foreseen to take over " +
                $"{ProtocolPlanner.LongRunSeconds:0} s ran without warm-up and with fewer runs (docs/architecture.md, Run protocol); " +
                "their measured spread:")
            .AppendLine()
            .AppendLine(shortened.Count == 0 ? "None." : string.Join(Environment.NewLine, shortened.Select(l => "- " + l)));

        AppendNotApplicableSteps(page);
        page.AppendLine().AppendLine("## Failures").AppendLine();
        page.AppendLine(failures.Count == 0 ? "None: every case ran and validated." : string.Join(Environment.NewLine, failures.Select(f => "- " + f)));
        var results = Path.Combine(artifactsPath, "results");
        Directory.CreateDirectory(results);
        var path = Path.Combine(results, "suite-report.md");
        File.WriteAllText(path, page.ToString());
        System.Console.WriteLine($"// Suite report: {path}");
        WritePages(results, MeasuredCase.From(summaries, ledger));
        return failures;
    }

    private static void AppendNotApplicableSteps(StringBuilder page)
    {
        page.AppendLine().AppendLine("## Single queries under commit-only variants").AppendLine().AppendLine(RedundantCases.Note);
        page.AppendLine().AppendLine("## Starting states shared between runs").AppendLine().AppendLine(SharedStatesNote);
        page.AppendLine().AppendLine("## Steps engines can't express").AppendLine();
        var steps = NotApplicableSteps.All().ToArray();
        if (steps.Length == 0)
        {
            page.AppendLine("None: every engine runs every step.");
            return;
        }

        page.AppendLine("| engine | benchmark | under | status |").AppendLine("|---|---|---|---|");
        foreach (var (engine, benchmark, variants, reason) in steps)
        {
            page.AppendLine($"| {engine.Name} | {benchmark} | {variants} | n/a: {reason} |");
        }
    }

    private static void WritePages(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var pages = typeof(IReportPage).Assembly.GetTypes()
            .Where(t => t is { IsClass: true, IsAbstract: false } && t.IsAssignableTo(typeof(IReportPage)))
            .Select(t => (IReportPage)Activator.CreateInstance(t)!);
        foreach (var page in pages)
        {
            if (page.Write(resultsPath, cases) is { } written)
            {
                System.Console.WriteLine($"// Report page: {written}");
            }
        }
    }
}
