using System.Globalization;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Layers;

/// <summary>The layers page: µs/row and the multiple of native C per layer, the answer computed from them, nothing without a layer.</summary>
public sealed class SqliteLayersPageTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("layers-page-").FullName;

    [Fact]
    public void The_page_divides_each_layer_by_native_c_and_answers_from_the_figures()
    {
        var written = new SqliteLayersPage().Write(_folder,
        [
            // Native C: 5 measured runs after one warm-up; its own clock says 50 ms (2 µs/row) in the median.
            Native("ContactsSqliteLayersNativeC", "Insert", [900, 49, 50, 51, 48, 52], runs: 5),
            Layer("SqliteLayersRawEngine", "Insert", Variant.Batch, 60e6),
            Layer("MicrosoftSqliteEngine", "Insert", Variant.Batch, 100e6),
            Layer("SqliteLayersEfCoreEngine", "Insert", Variant.Batch, 500e6, settings: "journal_mode=wal"),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("| raw SQLitePCLRaw | - |  |  | - |  |  | 2.40 (5) | 1.20 | 24 |", page, StringComparison.Ordinal);
        Assert.Contains("| native C | - |  |  | 2.00 (5) | 1.00 | - | 2.00 (5) | 1.00 | - |", page, StringComparison.Ordinal);
        Assert.Contains("takes 2.00 µs/row and Microsoft.Data.Sqlite's fastest path 4.00, so the engine is 50", page, StringComparison.Ordinal);
        Assert.Contains("EF Core's fastest path takes 20.00 µs/row, 10.0x native C: 80", page, StringComparison.Ordinal);
        Assert.Contains("1.20x — met", page, StringComparison.Ordinal);
        Assert.Contains("EF Core, settings read back under Batch: journal_mode=wal", page, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(_folder, "sqlite-layers.png")));
    }

    [Fact]
    public void A_raw_path_beyond_the_target_is_reported_as_not_met()
    {
        var written = new SqliteLayersPage().Write(_folder,
        [
            Native("ContactsSqliteLayersNativeC", "Insert", [50], runs: 1),
            Layer("SqliteLayersRawEngine", "Insert", Variant.Batch, 100e6),
        ]);

        Assert.Contains("2.00x — not met", File.ReadAllText(written!), StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_layer_case_the_page_is_not_written()
    {
        Assert.Null(new SqliteLayersPage().Write(_folder, [Layer("MicrosoftSqliteEngine", "Insert", Variant.Batch, 100e6)]));
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private static MeasuredCase Native(string benchmark, string step, double[] selfTimed, int runs) =>
        TestCases.Case(benchmark, "", step, new Dictionary<string, string> { [nameof(Variant)] = nameof(Variant.Default) }, 1e9, 1e9, Record(benchmark) with
        {
            SelfTimedMilliseconds = selfTimed,
        }) with { MeasuredRuns = runs };

    private static MeasuredCase Layer(string engineType, string step, Variant variant, double medianNanoseconds, string settings = "journal_mode=delete") =>
        TestCases.Case("Contacts", engineType, step, new Dictionary<string, string> { [nameof(Variant)] = variant.ToString() }, medianNanoseconds, medianNanoseconds,
            Record(engineType) with { Variant = variant, Settings = settings }) with
        {
            MeasuredRuns = 5,
            AllocatedBytesPerRun = 600_000,
        };

    private static CaseRecord Record(string name) => new()
    {
        Key = name,
        Engine = name,
        Variant = Variant.Default,
        RowsPerRun = 25_000,
        Settings = "journal_mode=delete",
    };
}
