using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteRaw;
using EmbeddedDbBench.Tests.Reporting;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>
/// The answer across engines: per workload a row per engine with its Default, fastest and fastest durable variant, each
/// ranked among the engines on the same steps, and one sentence on whether tuning changes the order.
/// </summary>
public sealed class AcrossEnginesTests
{
        private static MeasuredCase Write(Type engine, string name, Variant variant, double milliseconds, string n = "1000") => TestCases.Tuned(
        typeof(Crud<>), engine, "Write", $"N={n}", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
        new CaseRecord { Key = $"{name} {n} {variant}", Engine = name, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000 },
        new RunProtocol(0, 1, "test"));

    private static PowerResult KeptEverything(string engine, Variant variant, FileSystemModel model) =>
        new(engine, variant, 5, [new PowerCutOutcome(0, 10, 40, 0, "ok")], "check", Model: model);

    private static PowerResult Lost(string engine, Variant variant, FileSystemModel model) =>
        new(engine, variant, 5, [new PowerCutOutcome(0, 10, 40, 40, "ok")], "check", Model: model);

    private static string Render(IReadOnlyList<MeasuredCase>[] engines, IReadOnlyList<PowerResult> powers)
    {
        var answers = engines.Select(cases => EngineAnswers.Of(cases, c => c.Plan.Workload, [], powers, SpeedUps.Unpaired)).ToArray();
        var document = new ReportDocument("t");
        AcrossEngines.Append(document, answers);
        var folder = Directory.CreateTempSubdirectory("across-engines-");
        try
        {
            return File.ReadAllText(document.SaveMarkdown(folder.FullName, "t"));
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }

    [Fact]
    public void Each_engine_is_ranked_under_Default_fastest_and_durable_and_the_sentence_says_the_order_changed()
    {
        // SQLite: slow Default (1 ms/row), Batch fast but it loses commits, WalFull durable. DuckDB: faster Default, slower durable.
        MeasuredCase[] sqlite =
        [
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Default, 1000), Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Batch, 4),
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.WalFull, 50),
        ];
        MeasuredCase[] duckDb = [Write(typeof(DuckDbEngine), "DuckDb", Variant.Default, 400), Write(typeof(DuckDbEngine), "DuckDb", Variant.Batch, 100)];
        PowerResult[] powers = [.. FileSystemModels.All.SelectMany(m => new[]
        {
            Lost("Sqlite.MicrosoftData", Variant.Default, m), Lost("Sqlite.MicrosoftData", Variant.Batch, m), KeptEverything("Sqlite.MicrosoftData", Variant.WalFull, m),
            KeptEverything("DuckDb", Variant.Default, m), KeptEverything("DuckDb", Variant.Batch, m),
        })];

        var page = Render([sqlite, duckDb], powers);

        Assert.Contains("| engine | steps | Default | fastest variant | fastest durable as measured | its price beside readers and writers |", page, StringComparison.Ordinal);
        Assert.Contains("| Sqlite.MicrosoftData | 1 | 1,000 µs/row (#2) | Batch 4.00 µs/row (#1) | WalFull 50.0 µs/row (#1) |", page, StringComparison.Ordinal);
        Assert.Contains("| DuckDb | 1 | 400 µs/row (#1) | Batch 100 µs/row (#2) | Batch 100 µs/row (#2) |", page, StringComparison.Ordinal);
        Assert.Contains("- On 1 step (Sqlite.MicrosoftData, DuckDb): tuning changes the order: under Default DuckDb, Sqlite.MicrosoftData; tuned and durable Sqlite.MicrosoftData (WalFull), DuckDb (Batch); " +
            "the fastest tuned and durable, Sqlite.MicrosoftData under WalFull, takes 50.0 µs/row, 20x less than its own Default.", page, StringComparison.Ordinal);
    }

    [Fact]
    public void The_durable_variant_s_price_beside_writers_is_read_at_the_settings_it_runs_on()
    {
        // Batch wraps each step in one transaction on Default's settings, so W8 under Default is its price.
        var w8 = PageLedger.Cases.Where(c => c.Plan.Workload == typeof(Writers<>)).ToArray();
        MeasuredCase[] sqlite =
        [
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Default, 1000), Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Batch, 4),
            .. w8,
        ];
        MeasuredCase[] duckDb = [Write(typeof(DuckDbEngine), "DuckDb", Variant.Default, 400), Write(typeof(DuckDbEngine), "DuckDb", Variant.Batch, 100)];
        PowerResult[] powers = [.. FileSystemModels.All.SelectMany(m => new[]
        {
            KeptEverything("Sqlite.MicrosoftData", Variant.Batch, m), KeptEverything("DuckDb", Variant.Batch, m),
        })];

        var page = Render([sqlite, duckDb], powers);

        Assert.Contains("| Sqlite.MicrosoftData | 1 | 1,000 µs/row (#2) | Batch 4.00 µs/row (#1) | Batch 4.00 µs/row (#1) | (Default's settings) W8: Immediate 800 tx/s |", page, StringComparison.Ordinal);
        Assert.Contains("| DuckDb | 1 | 400 µs/row (#1) | Batch 100 µs/row (#2) | Batch 100 µs/row (#2) | - |", page, StringComparison.Ordinal);
    }

    [Fact]
    public void Engines_on_other_steps_are_ranked_among_themselves_and_one_engine_alone_gets_no_section()
    {
        MeasuredCase[] provider =
        [
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Default, 1000), Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Batch, 4),
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Default, 200, "200"), Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", Variant.Batch, 1, "200"),
        ];
        MeasuredCase[] duckDb =
        [
            Write(typeof(DuckDbEngine), "DuckDb", Variant.Default, 400), Write(typeof(DuckDbEngine), "DuckDb", Variant.Batch, 100),
            Write(typeof(DuckDbEngine), "DuckDb", Variant.Default, 80, "200"), Write(typeof(DuckDbEngine), "DuckDb", Variant.Batch, 20, "200"),
        ];
        MeasuredCase[] raw = [Write(typeof(SqliteLayersRawEngine), "Sqlite.Raw", Variant.Default, 900), Write(typeof(SqliteLayersRawEngine), "Sqlite.Raw", Variant.Batch, 2)];

        var page = Render([raw, provider, duckDb], []);

        // The two engines on two steps come first and are ranked between them; the layer on one step stands alone, unranked.
        var rows = page.Split('\n').Where(l => l.StartsWith("| ", StringComparison.Ordinal)).Skip(1).ToArray();
        Assert.StartsWith("| Sqlite.MicrosoftData | 2 | 447 µs/row (#2) | Batch 2.00 µs/row (#1) |", rows[0], StringComparison.Ordinal);
        Assert.StartsWith("| DuckDb | 2 | 179 µs/row (#1) | Batch 44.7 µs/row (#2) |", rows[1], StringComparison.Ordinal);
        Assert.Equal("| Sqlite.Raw | 1 | 900 µs/row (#1) | Batch 2.00 µs/row (#1) | none | - |", rows[2]);
        Assert.Contains("- On 2 steps (Sqlite.MicrosoftData, DuckDb): ", page, StringComparison.Ordinal);
        Assert.DoesNotContain("- On 1 step", page, StringComparison.Ordinal);
        Assert.DoesNotContain("Which engine", Render([provider], []), StringComparison.Ordinal);
    }
}
