using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W5 beside mORMot's 2014 table (<c>artifacts/results/matrix-published.md</c>): for each engine
/// and variant that has a published row, the published rows/s next to ours, column by column
/// (Direct, Batch, Trans, Batch+Trans, read by one, read all).
/// </summary>
public sealed class MatrixPublishedPage : PerEnginePage
{
    private const string SeedOnly = "†";

    private static readonly string[] _steps = ["Direct", "Batch", "Trans", "BatchTrans", "ByOne", "All"];

    // The spec's figures (004 seed), rows/s. The SQLite "file off" reads are in the seed's table
    // but not in the spec; they are marked as coming from the seed alone.
    private static readonly PublishedRow[] _published =
    [
        new("Sqlite", "Default", "SQLite3 (file full)", [462, 356, 95_377, 130_086, 27_284, 550_842]),
        new("Sqlite", "SyncOff", "SQLite3 (file off)", [844, 821, 100_389, 136_675, 26_896, 526_149], ReadsFromSeedOnly: true),
        new("Sqlite", "Exclusive", "SQLite3 (file off exc)", [28_847, 35_316, 102_599, 144_258, 128_077, 535_905]),
        new("Sqlite", "Memory", "SQLite3 (mem)", [89_456, 120_513, 104_249, 146_933, 127_106, 563_316]),
        new("Postgres", "Default", "PostgreSQL (ZEOS)", [4_196, 26_663, 9_689, 38_735, 8_833, 223_583]),
        new("Maria", "Default", "MySQL (ZEOS)", [3_426, 34_037, 12_217, 40_186, 2_052, 245_772]),
        new("MySql", "Default", "MySQL (ZEOS)", [3_426, 34_037, 12_217, 40_186, 2_052, 245_772]),
        // One Firebird row in the spec, beside both of our forms: it does not say which form ZEOS used.
        new("Firebird", "Default", "Firebird (ZEOS, form not given)", [9_733, 13_429, 26_348, 30_616, 20_296, 107_229]),
    ];

    /// <inheritdoc />
    protected override string Workload => "Matrix";

    /// <inheritdoc />
    protected override string FileName => "matrix-published.md";

    /// <inheritdoc />
    protected override void AppendIntroduction(StringBuilder page) => page
        .AppendLine("# W5 insert/read matrix: published beside measured")
        .AppendLine()
        .AppendLine("Published: mORMot's table, **2014, Delphi XE4, Core i7 notebook, SSD**, 5,000 records, rows/s.")
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
            var published = _published.FirstOrDefault(p =>
                engine.Name.Contains(p.EngineFamily, StringComparison.OrdinalIgnoreCase) && p.Variant == variant);
            var cells = _steps.Select((step, i) =>
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

    private sealed record PublishedRow(string EngineFamily, string Variant, string Label, long[] RowsPerSecond, bool ReadsFromSeedOnly = false);
}
