using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Shipments;

/// <summary>The W3 report page: published figures beside ours, Batch against Default, sizes.</summary>
public sealed class ShipmentsPageTests
{
    [Fact]
    public void The_page_shows_the_2006_figures_the_batch_to_default_ratio_and_the_size()
    {
        var folder = ShipmentsTestData.NewFolder("page");
        Directory.CreateDirectory(folder);
        try
        {
            var path = new ShipmentsPage().Write(folder, [
                Case("ShipmentsNaiveImport", "Import", Variant.Default, 400_000),
                Case("ShipmentsImport", "Import", Variant.Batch, 1_000, [new StoragePart("bench.db", 13_778_944)]),
                Case("Shipments", "Join1", Variant.Default, 68),
            ]);

            var page = File.ReadAllText(path!);
            Assert.Contains("SQLite 4,750 (x64 4,641), Jet 7,719, Firebird 39,094", page, StringComparison.Ordinal);
            Assert.Contains("SQL Server 17,728 (+219,264 log)", page, StringComparison.Ordinal);
            Assert.Contains("| Sqlite | 400,000 | 1,000 | 0.0025 | 400.0x |", page, StringComparison.Ordinal);
            Assert.Contains("| Sqlite | Batch | 13,456 | 13,456 (bench.db) | none |", page, StringComparison.Ordinal);
            Assert.Contains("| Join1 | SQLite 156 (x64 172), Jet 453, Firebird 11,796 | 68 |", page, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_page_is_not_written_when_w3_did_not_run() =>
        Assert.Null(new ShipmentsPage().Write(Path.GetTempPath(), [Case("Crud", "Write", Variant.Default, 1)]));

    private static MeasuredCase Case(string workload, string step, Variant variant, double ms, IReadOnlyList<StoragePart>? storage = null) =>
        TestCases.Case(workload, "MicrosoftSqliteEngine", step, new Dictionary<string, string> { ["Variant"] = variant.ToString() }, ms * 1e6, ms * 1e6,
            new CaseRecord { Key = $"{workload}.{step}({variant})", Engine = "Sqlite", Variant = variant, ValidatedRuns = 1, Storage = storage });
}
