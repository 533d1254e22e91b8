using System.Globalization;
using System.Text;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W5 beside mORMot's 2014 table (<c>artifacts/results/matrix-published.md</c>): for each engine
/// and variant that has a published row, the published rows/s next to ours, column by column
/// (Direct, Batch, Trans, Batch+Trans, read by one, read all).
/// </summary>
public sealed class MatrixPublishedPage : PerEnginePage
{
    private const string SeedOnly = "†";

    /// <inheritdoc />
    protected override string Workload => "Matrix";

    /// <inheritdoc />
    protected override string FileName => "matrix-published.md";

    /// <inheritdoc />
    protected override void AppendIntroduction(StringBuilder page) => page
        .AppendLine("# W5 insert/read matrix: published beside measured")
        .AppendLine()
        .AppendLine("Published: mORMot's table, **2014, Delphi XE4, Core i7 notebook, SSD**, 5,000 records, rows/s. SQLite's rows are")
        .AppendLine("the seed's \"ext\" family throughout (SQLite through mORMot's external-database layer, whose Batch sends multi-row")
        .AppendLine("INSERTs, as this suite's Batch does; the \"file\" rows' Batch commits row by row); the tuning chart reads the same rows.")
        .AppendLine("Measured: this run, rows/s at the median of the measured runs (BenchmarkDotNet's rows/s column uses the mean).")
        .AppendLine("Each cell reads `published / measured`; a dash means no published or no measured figure.")
        .AppendLine($"{SeedOnly} read figures from the seed's table; the spec does not repeat them.")
        .AppendLine();

    /// <inheritdoc />
    protected override void AppendEngine(StringBuilder page, EngineCases engine)
    {
        var cases = engine.Cases;
        page.AppendLine(engine.Heading).AppendLine()
            .AppendLine("| published row | variant | Direct | Batch | Trans | Batch+Trans | read by one | read all |")
            .AppendLine("|---|---|---|---|---|---|---|---|");
        var variants = cases.Select(c => c["Variant"] ?? "").Distinct().OrderBy(VariantOrder);
        foreach (var variant in variants)
        {
            var published = PublishedEngines.MatrixRow(engine.Name, variant);
            var cells = MormotPublished.Steps.Select((step, i) =>
                $"{Format(published?.RowsPerSecond[i])}{(published is { ReadsFromSeedOnly: true } && i >= 4 ? SeedOnly : "")}" +
                $" / {Measured(cases, variant, step)}");
            page.AppendLine($"| {published?.Label ?? "-"} | {variant} | {string.Join(" | ", cells)} |");
        }

        page.AppendLine();
    }

    private static string Measured(IReadOnlyList<MeasuredCase> cases, string variant, string step)
    {
        var measured = cases.FirstOrDefault(c => c.Step == step && c["Variant"] == variant);
        return measured switch
        {
            null => "-",
            { IsValid: false } => "failed",
            { MedianNanoseconds: { } median, Record.RowsPerRun: > 0 and var rows } => Format((long)RowRates.RowsPerSecond(median, rows)),
            _ => "-",
        };
    }

    private static int VariantOrder(string variant) => variant switch
    {
        "Default" => 0,
        "SyncOff" => 1,
        "Exclusive" => 2,
        "Memory" => 3,
        _ => 4,
    };

    private static string Format(long? value) => value?.ToString("N0", CultureInfo.InvariantCulture) ?? "-";
}
