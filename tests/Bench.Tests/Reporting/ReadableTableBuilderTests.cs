using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Reporting.Readable;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// The readable layout of a benchmark table, from plain columns shaped like a W1 run under its
/// planned protocols: what every row shares is said once, settings per variant go in the small
/// table, restating columns fold, long reasons become notes, and nothing a row says is lost.
/// </summary>
public sealed class ReadableTableBuilderTests
{
    private const string Build = "SQLite 3.53.4 (2026-07-24 19:02:57 bf7c7f30)";
    private const string DefaultSettings = "journal_mode=delete synchronous=FULL cache_size=-2000 pooling=on";
    private const string WalSettings = "journal_mode=wal synchronous=NORMAL cache_size=-2000 pooling=on";
    private const string StudyProtocol = "1+5: as the study ran it";
    private const string ShortProtocol = "0+1: one run ≈ 12 s (1,000 autocommit writes × 12.000 ms): no warm-up, one run";

    [Fact]
    public void The_engine_build_and_the_settings_every_variant_shares_are_said_once()
    {
        var table = Layout(TwoVariants());

        Assert.Contains(table.Shared, s => s is { Name: SuiteColumnNames.Engine, Value: Build });
        Assert.Contains(table.Shared, s => s is { Name: "Settings (every variant)", Value: "cache_size=-2000 pooling=on" });
        Assert.DoesNotContain(table.Columns, c => c.Name is SuiteColumnNames.Engine or SuiteColumnNames.Settings);
    }

    [Fact]
    public void The_settings_that_differ_per_variant_go_in_the_variant_table_once_per_variant()
    {
        var perVariant = Layout(TwoVariants()).PerVariant;

        Assert.NotNull(perVariant);
        Assert.Equal(
            [new("Default", "journal_mode=delete synchronous=FULL"), new("Wal", "journal_mode=wal synchronous=NORMAL")],
            perVariant.Rows);
    }

    [Fact]
    public void Settings_that_differ_within_one_variant_stay_in_the_main_table()
    {
        var columns = TwoVariants();
        columns[Index(columns, SuiteColumnNames.Settings)] = Column(SuiteColumnNames.Settings, ColumnKind.Description,
            DefaultSettings, DefaultSettings + "; bulk: MultiRowValues", WalSettings, WalSettings);

        var table = Layout(columns);

        Assert.Null(table.PerVariant);
        Assert.Equal(["journal_mode=delete synchronous=FULL", "journal_mode=delete synchronous=FULL; bulk: MultiRowValues", "journal_mode=wal synchronous=NORMAL", "journal_mode=wal synchronous=NORMAL"],
            Assert.Single(table.Columns, c => c.Name == SuiteColumnNames.Settings).Values);
    }

    [Fact]
    public void Job_iteration_and_warmup_counts_fold_into_the_protocol_and_its_reasons_become_notes()
    {
        var table = Layout(TwoVariants());

        Assert.DoesNotContain(table.Columns, c => c.Name is "Job" or "IterationCount" or "WarmupCount" or "EnvironmentVariables");
        Assert.Contains(table.Shared, s => s is { Name: "EnvironmentVariables", Value: "DOTNET_TieredCompilation=0", IsJobCharacteristic: true });
        Assert.Equal(["1+5 [1]", "0+1 [2]", "1+5 [1]", "1+5 [1]"], Assert.Single(table.Columns, c => c.Name == SuiteColumnNames.Protocol).Values);
        Assert.Equal([StudyProtocol, ShortProtocol], table.Notes);
    }

    [Fact]
    public void The_job_is_kept_when_no_protocol_column_says_it()
    {
        var columns = TwoVariants();
        columns.RemoveAt(Index(columns, SuiteColumnNames.Protocol));

        var table = Layout(columns);

        Assert.Contains(table.Columns, c => c.Name == "Job");
        Assert.Contains(table.Columns, c => c.Name == "EnvironmentVariables" && c.Values[1] == RunWindow.Variable + "=0+1");
    }

    [Fact]
    public void A_ratio_said_in_words_a_deviation_under_its_error_and_bytes_per_row_fold_their_restatements()
    {
        var names = Layout(TwoVariants()).Columns.Select(c => c.Name).ToList();

        Assert.DoesNotContain(SuiteColumnNames.RatioToDefault, names);
        Assert.DoesNotContain("StdDev", names);
        Assert.DoesNotContain("Allocated", names);
        Assert.Contains(SuiteColumnNames.SpeedUp, names);
        Assert.Contains("Error", names);
        Assert.Contains(SuiteColumnNames.AllocatedPerRow, names);
    }

    [Fact]
    public void Rows_equal_to_N_and_a_median_equal_to_the_mean_fold_but_stay_when_they_say_more()
    {
        var same = Layout(TwoVariants()).Columns.Select(c => c.Name).ToList();
        var columns = TwoVariants();
        columns[Index(columns, SuiteColumnNames.Rows)] = Column(SuiteColumnNames.Rows, ColumnKind.Figure, "-", "200", "25000", "200");
        columns[Index(columns, SuiteColumnNames.MedianMicrosecondsPerRow)] = Column(SuiteColumnNames.MedianMicrosecondsPerRow, ColumnKind.Figure, "-", "790.00", "11.00", "12.00");
        var different = Layout(columns).Columns.Select(c => c.Name).ToList();

        Assert.DoesNotContain(SuiteColumnNames.Rows, same);
        Assert.DoesNotContain(SuiteColumnNames.MedianMicrosecondsPerRow, same);
        Assert.Contains(SuiteColumnNames.Rows, different);
        Assert.Contains(SuiteColumnNames.MedianMicrosecondsPerRow, different);
    }

    [Fact]
    public void Figures_parameters_and_validation_stay_even_when_every_row_shares_them()
    {
        var table = Layout(TwoVariants());

        Assert.Equal(
            ["Method", "N", "Variant", "Mean", "Error", SuiteColumnNames.MeanMicrosecondsPerRow, SuiteColumnNames.RowsPerSecond, SuiteColumnNames.AllocatedPerRow, SuiteColumnNames.SpeedUp, SuiteColumnNames.Valid, SuiteColumnNames.Protocol],
            table.Columns.Select(c => c.Name));
        Assert.All(Assert.Single(table.Columns, c => c.Name == SuiteColumnNames.Valid).Values, v => Assert.Equal("ok (7 runs)", v));
    }

    [Fact]
    public void A_validation_error_keeps_its_verdict_in_the_row_and_its_text_in_a_note()
    {
        var columns = TwoVariants();
        columns[Index(columns, SuiteColumnNames.Valid)] = Column(SuiteColumnNames.Valid, ColumnKind.Figure, "ok (7 runs)", "FAILED: expected 200 rows, found 199", "ok (7 runs)", "ok (7 runs)");

        var table = Layout(columns);

        // Notes are numbered in column order: Valid comes before Protocol.
        Assert.Equal("FAILED [1]", Assert.Single(table.Columns, c => c.Name == SuiteColumnNames.Valid).Values[1]);
        Assert.Equal("FAILED: expected 200 rows, found 199", table.Notes[0]);
        Assert.Equal("0+1 [3]", Assert.Single(table.Columns, c => c.Name == SuiteColumnNames.Protocol).Values[1]);
    }

    [Fact]
    public void Every_value_of_every_row_is_in_the_table_above_it_or_in_a_note_unless_another_column_restates_it()
    {
        var columns = TwoVariants();
        var table = Layout(columns);
        var said = string.Join("\n", table.Shared.Select(s => s.Value)
            .Concat(table.PerVariant!.Rows.Select(r => r.Value))
            .Concat(table.Columns.SelectMany(c => c.Values))
            .Concat(table.Notes));

        foreach (var column in columns.Where(c => !ColumnFolds.IsRestated(c, columns)))
        {
            foreach (var fact in column.Values.SelectMany(v => ColumnFolds.FactsOf(column, v)).Where(f => !ColumnFolds.IsRestatedFact(column, f.Text, columns)))
            {
                Assert.Contains(fact.Text, said, StringComparison.Ordinal);
            }
        }
    }

    private static ReadableTable Layout(IReadOnlyList<TableColumn> columns) =>
        ReadableTableBuilder.Build(columns, [true, false, true, false], [false, false, false, false], false);

    private static int Index(List<TableColumn> columns, string name) => columns.FindIndex(c => c.Name == name);

    private static TableColumn Column(string name, ColumnKind kind, params string[] values) =>
        new(name, name, kind, kind == ColumnKind.Figure, values);

    // Create and Write at N=200 under Default and Wal, the Default Write shortened to one run: as
    // BenchmarkDotNet's summary table gives them, the job's columns varying with the protocol.
    private static List<TableColumn> TwoVariants() =>
    [
        Column("Method", ColumnKind.Parameter, "Create", "Write", "Create", "Write"),
        Column("Job", ColumnKind.JobCharacteristic, "1+5runs", "0+1runs", "1+5runs", "1+5runs"),
        Column("EnvironmentVariables", ColumnKind.JobCharacteristic,
            $"DOTNET_TieredCompilation=0,{RunWindow.Variable}=1+5", $"DOTNET_TieredCompilation=0,{RunWindow.Variable}=0+1",
            $"DOTNET_TieredCompilation=0,{RunWindow.Variable}=1+5", $"DOTNET_TieredCompilation=0,{RunWindow.Variable}=1+5"),
        Column("IterationCount", ColumnKind.JobCharacteristic, "5", "1", "5", "5"),
        Column("WarmupCount", ColumnKind.JobCharacteristic, "1", "0", "1", "1"),
        Column("N", ColumnKind.Parameter, "200", "200", "200", "200"),
        Column("Variant", ColumnKind.Parameter, "Default", "Default", "Wal", "Wal"),
        Column("Mean", ColumnKind.Figure, "6.4 ms", "159.0 ms", "6.1 ms", "2.6 ms"),
        Column("Error", ColumnKind.Figure, "0.2 ms", "NA", "0.3 ms", "0.1 ms"),
        Column("StdDev", ColumnKind.Figure, "0.1 ms", "NA", "0.1 ms", "0.05 ms"),
        Column(SuiteColumnNames.Rows, ColumnKind.Figure, "-", "200", "-", "200"),
        Column(SuiteColumnNames.MeanMicrosecondsPerRow, ColumnKind.Figure, "-", "795.18", "-", "13.21"),
        Column(SuiteColumnNames.MedianMicrosecondsPerRow, ColumnKind.Figure, "-", "795.18", "-", "13.21"),
        Column(SuiteColumnNames.RowsPerSecond, ColumnKind.Figure, "-", "1,258", "-", "75,696"),
        Column(SuiteColumnNames.AllocatedPerRow, ColumnKind.Figure, "-", "745", "-", "750"),
        Column(SuiteColumnNames.RatioToDefault, ColumnKind.Figure, "1.0000", "1.0000", "0.9531", "0.0166"),
        Column(SuiteColumnNames.SpeedUp, ColumnKind.Figure, "baseline", "baseline", "1.05x faster", "60.18x faster"),
        Column(SuiteColumnNames.Engine, ColumnKind.Description, Build, Build, Build, Build),
        Column(SuiteColumnNames.Settings, ColumnKind.Description, DefaultSettings, DefaultSettings, WalSettings, WalSettings),
        Column(SuiteColumnNames.Valid, ColumnKind.Figure, "ok (7 runs)", "ok (7 runs)", "ok (7 runs)", "ok (7 runs)"),
        Column(SuiteColumnNames.Protocol, ColumnKind.Description, StudyProtocol, ShortProtocol, StudyProtocol, StudyProtocol),
        Column("Allocated", ColumnKind.Figure, "736 B", "148984 B", "740 B", "150000 B"),
    ];
}
