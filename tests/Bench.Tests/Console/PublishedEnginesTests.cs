using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>The published pages put a seed's row beside the engines that declare it, and beside no other.</summary>
public sealed class PublishedEnginesTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("published-engines").FullName;

    [Fact]
    public void The_matrix_page_sets_mysqls_row_beside_mariadb_firebirds_beside_both_forms_and_none_beside_litedb()
    {
        var page = File.ReadAllText(new MatrixPublishedPage().Write(_folder,
        [
            Case("Matrix", "MariaDbEngine", "MariaDb", "Direct", Variant.Default),
            Case("Matrix", "FirebirdEmbeddedEngine", "Firebird.Embedded", "Direct", Variant.Default),
            Case("Matrix", "FirebirdServerEngine", "Firebird.Server", "Direct", Variant.Default),
            Case("Matrix", "LiteDbEngine", "LiteDb", "Direct", Variant.Default),
            Case("Matrix", "PostgresEngine", "Postgres", "Direct", Variant.SyncOff),
        ])!);

        Assert.Contains("| MySQL (ZEOS) | Default | 3,426 / 100,000 |", page, StringComparison.Ordinal);
        Assert.Equal(2, page.Split("| Firebird (ZEOS, form not given) | Default | 9,733 / 100,000 |").Length - 1);
        Assert.Contains("| - | Default | - / 100,000 |", page, StringComparison.Ordinal);
        Assert.Contains("| - | SyncOff | - / 100,000 |", page, StringComparison.Ordinal);
    }

    [Fact]
    public void The_shipments_page_compares_the_engines_standing_for_firebird_1_5_with_the_first_standing_for_sqlite()
    {
        var page = File.ReadAllText(new ShipmentsPage().Write(_folder,
        [
            Case("Shipments", "SystemDataSqliteEngine", "Sqlite.SystemData", "Join1", Variant.Default),
            Case("Shipments", "MicrosoftSqliteEngine", "Sqlite.MicrosoftData", "Join1", Variant.Default),
            Case("Shipments", "FirebirdEmbeddedEngine", "Firebird.Embedded", "Join1", Variant.Default),
            Case("Shipments", "FirebirdServerEngine", "Firebird.Server", "Join1", Variant.Default),
            Case("Shipments", "PostgresEngine", "Postgres", "Join1", Variant.Default),
        ])!);

        var section = page[page.IndexOf("## Firebird against SQLite", StringComparison.Ordinal)..];
        Assert.StartsWith("## Firebird against SQLite (Sqlite.MicrosoftData), 2006 and now", section, StringComparison.Ordinal);
        Assert.Contains("| Join1 | Default | 11,796 / 156 = 75.6x | Firebird.Embedded | 50 | 50 | 1.0x |", section, StringComparison.Ordinal);
        Assert.Contains("| Firebird.Server |", section, StringComparison.Ordinal);
        Assert.DoesNotContain("Postgres", section, StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    // 5,000 rows in 50 ms: 100,000 rows/s.
    private static MeasuredCase Case(string workload, string engineType, string engine, string step, Variant variant) => TestCases.Case(
        workload, engineType, step, new Dictionary<string, string> { ["Variant"] = variant.ToString() }, 50e6, 50e6,
        new CaseRecord { Key = $"{workload}.{step}({variant})", Engine = engine, ServerVersion = "v", Variant = variant, RowsPerRun = 5_000, ValidatedRuns = 1 });
}
