using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// A report page about one workload (<c>name.md</c> and <c>.html</c>): its title and introduction,
/// then one section per engine that ran it. Writes nothing when the workload did not run.
/// </summary>
/// <param name="benchmark">The workload's benchmark class, open generic.</param>
/// <param name="title">The page's title.</param>
/// <param name="fileName">The page's file name under <c>artifacts/results/</c>, without extension.</param>
public abstract class PerEnginePage(Type benchmark, string title, string fileName) : IReportPage
{
    /// <summary>The page's file name under <c>artifacts/results/</c>, without extension.</summary>
    protected string FileName => fileName;

    /// <inheritdoc />
    public virtual string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var measured = cases.Of(benchmark);
        if (measured.Length == 0)
        {
            return null;
        }

        var document = new ReportDocument(title);
        AppendEngines(document, measured);
        return document.Save(resultsPath, fileName)[0];
    }

    /// <summary>The introduction, then each engine's section under its name and version.</summary>
    protected void AppendEngines(ReportDocument document, IReadOnlyList<MeasuredCase> measured)
    {
        ArgumentNullException.ThrowIfNull(document);
        Introduce(document);
        foreach (var engine in EngineCases.Of(measured))
        {
            Section(document.Heading(2, engine.Title), engine);
        }
    }

    /// <summary>What the reader needs to know to read the tables.</summary>
    protected abstract void Introduce(ReportDocument document);

    /// <summary>One engine's section, below its heading.</summary>
    protected abstract void Section(ReportDocument document, EngineCases engine);
}
