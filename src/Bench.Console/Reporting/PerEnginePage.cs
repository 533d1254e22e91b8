using System.Text;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// A report page about one workload: an introduction, then one section per engine that ran it.
/// Writes nothing when the workload did not run.
/// </summary>
public abstract class PerEnginePage : IReportPage
{
    /// <summary>The benchmark class the page is about, without its type argument.</summary>
    protected abstract string Workload { get; }

    /// <summary>The page's file name under <c>artifacts/results/</c>.</summary>
    protected abstract string FileName { get; }

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var measured = cases.Where(c => c.Workload == Workload).ToArray();
        if (measured.Length == 0 && !cases.Any(c => AlsoCovers.Contains(c.Workload)))
        {
            return null;
        }

        var page = new StringBuilder();
        if (measured.Length > 0)
        {
            AppendIntroduction(page);
            foreach (var engine in EngineCases.Of(measured))
            {
                AppendEngine(page, engine);
            }
        }

        AppendEnd(page, cases);

        var path = Path.Combine(resultsPath, FileName);
        File.WriteAllText(path, page.ToString());
        return path;
    }

    /// <summary>Other benchmark classes whose cases alone make the page worth writing (see <see cref="AppendEnd"/>).</summary>
    protected virtual IEnumerable<string> AlsoCovers => [];

    /// <summary>What follows the engines' sections, from every case of the run (nothing by default).</summary>
    protected virtual void AppendEnd(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
    }

    /// <summary>The title and what the reader needs to know to read the tables.</summary>
    protected abstract void AppendIntroduction(StringBuilder page);

    /// <summary>One engine's section.</summary>
    protected abstract void AppendEngine(StringBuilder page, EngineCases engine);
}
