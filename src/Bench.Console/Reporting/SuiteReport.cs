using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The suite's page beside BenchmarkDotNet's reports (<c>artifacts/results/suite-report.md</c>):
/// engines and providers, variants and steps each engine can't express and why, every failure, and where the run's time went.
/// </summary>
public static class SuiteReport
{
    private const string SharedStatesNote =
        "W3's imported tables (297,450 rows) and W2's 25,000 inserted rows are prepared, and verified step by step, once per " +
        "engine and variant in a run; every later run that starts from them gets its own fresh database loaded with a page " +
        "copy of that state (SQLite's online backup API) and verified again before it is timed, in the engine (W2: row count, " +
        "key sum and the rows the steps filter on, the whole table being read back after every run; W3: each table's " +
        "aggregates). Engines without such a copy (servers, Firebird, DuckDB, LiteDB) prepare every run anew.";

    /// <summary>
    /// Writes the page for <paramref name="summaries"/>, run at <paramref name="runAtUtc"/> and clocked as <paramref name="times"/>
    /// says, and the report pages from the run's <paramref name="cases"/>; returns the failures it lists.
    /// </summary>
    public static IReadOnlyList<string> Write(string artifactsPath, IReadOnlyList<Summary> summaries, IReadOnlyList<MeasuredCase> cases, ProtocolBook book, LedgerLookup ledger, DateTime runAtUtc, RunTimes times)
    {
        var failures = CaseFailures.Of(summaries, ledger.RecordOf);
        var document = new ReportDocument("EmbeddedDbBench suite report")
            .Paragraph($"Run at {runAtUtc:yyyy-MM-dd HH:mm} UTC. Timings, µs/row, rows/s and ratios to Default are in the\n" +
                "BenchmarkDotNet reports beside this page (`*-report-github.md`, `*-report.html`).")
            .Heading(2, "Engines and variants")
            .Table(
                EngineCatalog.All.SelectMany(engine => engine.AllVariants().Select(support => (Engine: engine, Support: support))),
                new("engine", r => r.Engine.Name),
                new("provider", r => r.Engine.Provider),
                new("variant", r => r.Support.Variant.ToString()),
                new("status", r => Status(r.Engine, r.Support, cases)));
        var shortened = SpreadCheck.Lines(summaries, book);
        document.Heading(2, "Shortened protocols")
            .Paragraph("Cases whose single run was foreseen to take over " +
                $"{ProtocolPlanner.LongRun} ran without warm-up and with fewer runs (docs/architecture.md, Run protocol); " +
                "their measured spread:");
        Listed(document, shortened, "None.");
        AppendNotApplicableSteps(document);
        Listed(document.Heading(2, "Failures"), failures, "None: every case ran and validated.");
        RunTimeSection.Append(document, summaries, ledger, times);
        var results = Path.Combine(artifactsPath, "results");
        Directory.CreateDirectory(results);
        System.Console.WriteLine($"// Suite report: {document.SaveMarkdown(results, "suite-report")}");
        WritePages(results, cases);
        return failures;
    }

    // "runs" only for an engine and variant this run measured a case of: the catalog lists every engine,
    // and a run's filter selects some.
    private static string Status(Engine engine, VariantSupport support, IReadOnlyList<MeasuredCase> cases) =>
        !support.IsSupported ? "n/a: " + support.NotApplicableReason
        : cases.Any(c => c.Plan.Engine.Name == engine.Name && c.Variant == support.Variant) ? "runs"
        : "not in this run (its filter or job selected no case of it)";

    private static void AppendNotApplicableSteps(ReportDocument document)
    {
        document.Heading(2, "Cases left out").Paragraph(RedundantCases.Note).Paragraph(RedundantCases.CoreSetsNote)
            .Heading(2, "W3's naive import").Paragraph(NaiveImportCases.Note)
            .Heading(2, "Starting states shared between runs").Paragraph(SharedStatesNote)
            .Heading(2, "Steps engines can't express");
        var steps = NotApplicableSteps.All().ToArray();
        if (steps.Length == 0)
        {
            document.Paragraph("None: every engine runs every step.");
            return;
        }

        document.Table(
            steps,
            new("engine", s => s.Engine.Name),
            new("benchmark", s => s.Benchmark),
            new("under", s => s.Variants),
            new("status", s => $"n/a: {s.Reason}"));
    }

    // A list, or what its absence means.
    private static void Listed(ReportDocument document, IReadOnlyList<string> items, string none)
    {
        if (items.Count == 0)
        {
            document.Paragraph(none);
        }
        else
        {
            document.List(items);
        }
    }

    private static void WritePages(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        foreach (var written in WriteWorkloadPages(resultsPath, cases))
        {
            System.Console.WriteLine($"// Report page: {written}");
        }
    }

    /// <summary>Writes every workload page (each <see cref="IReportPage"/>) from <paramref name="cases"/>; returns the files written.</summary>
    public static IReadOnlyList<string> WriteWorkloadPages(string resultsPath, IReadOnlyList<MeasuredCase> cases) =>
        [.. typeof(IReportPage).Assembly.GetTypes()
            .Where(t => t is { IsClass: true, IsAbstract: false } && t.IsAssignableTo(typeof(IReportPage)))
            .OrderBy(t => t.Name, StringComparer.Ordinal)
            .Select(t => ((IReportPage)Activator.CreateInstance(t)!).Write(resultsPath, cases))
            .OfType<string>()];
}
