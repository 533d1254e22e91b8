using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// <c>artifacts/results/sqlite-layers.md</c> and <c>.html</c>: the SQLite layers beside native C
/// (<see cref="LayersSection"/>). Writes nothing unless a layer ran.
/// </summary>
public sealed class SqliteLayersPage : IReportPage
{
    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var document = new ReportDocument("SQLite layers");
        return LayersSection.Append(document, resultsPath, LayerFigure.From(cases), level: 2)
            ? document.Save(resultsPath, LayersSection.FileName)[0]
            : null;
    }
}
