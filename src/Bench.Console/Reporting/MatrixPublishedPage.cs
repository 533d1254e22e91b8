using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Matrix;
using EmbeddedDbBench.Core.Published;
using static EmbeddedDbBench.Console.Reporting.Pages.Cells;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W5 beside mORMot's 2014 table (<c>artifacts/results/matrix-published.md</c>): for each engine
/// and variant that has a published row, the published rows/s next to ours, column by column
/// (Direct, Batch, Trans, Batch+Trans, read by one, read all).
/// </summary>
public sealed class MatrixPublishedPage() : PerEnginePage(typeof(Matrix<>), "W5 insert/read matrix: published beside measured", "matrix-published")
{
    private const string SeedOnly = "†";

    private static readonly string[] _headers = ["Direct", "Batch", "Trans", "Batch+Trans", "read by one", "read all"];

    // Variants with a published row first, in the table's order; the others after them as they ran.
    private static readonly Variant[] _order = [Variant.Default, Variant.SyncOff, Variant.Exclusive, Variant.Memory];

    /// <inheritdoc />
    protected override void Introduce(ReportDocument document) => document.Paragraph($"""
        Published: mORMot's table, **2014, Delphi XE4, Core i7 notebook, SSD**, 5,000 records, rows/s. SQLite's rows are
        the seed's "ext" family throughout (SQLite through mORMot's external-database layer, whose Batch sends multi-row
        INSERTs, as this suite's Batch does; the "file" rows' Batch commits row by row); the tuning chart reads the same rows.
        Measured: this run, rows/s at the median of the measured runs (BenchmarkDotNet's rows/s column uses the mean).
        Each cell reads `published / measured`; a dash means no published or no measured figure.
        {SeedOnly} read figures from the seed's table; the spec does not repeat them.
        """);

    /// <inheritdoc />
    protected override void Section(ReportDocument document, EngineCases engine)
    {
        var variants = engine.Cases.Select(c => c.Variant).Distinct().OrderBy(v => Array.IndexOf(_order, v) is >= 0 and var i ? i : _order.Length);
        document.Table(
            variants.Select(v => (Variant: v, Published: PublishedEngines.MatrixRow(engine.Cases[0].Plan.Engine, v))),
            [
                new("published row", r => r.Published?.Label ?? "-"), new("variant", r => r.Variant.ToString()),
                .. MormotPublished.Steps.Select((step, i) => new Column<(Variant Variant, MormotPublished.Row? Published)>(_headers[i], r =>
                    $"{Whole(r.Published?.RowsPerSecond[i])}{(r.Published is { ReadsFromSeedOnly: true } && i >= 4 ? SeedOnly : "")}" +
                    $" / {Measured(engine.Cases.Find(Enum.Parse<MatrixStep>(step), r.Variant))}")),
            ]);
    }

    private static string Measured(MeasuredCase? measured) => measured switch
    {
        null => "-",
        { IsValid: false } => "failed",
        { MedianNanoseconds: { } median, Record.RowsPerRun: > 0 and var rows } => Whole((long)RowRates.RowsPerSecond(median, rows)),
        _ => "-",
    };
}
