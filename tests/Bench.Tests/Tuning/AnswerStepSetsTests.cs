using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteRaw;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>
/// A workload's answer is a mean over its autocommit steps, so two engines measured on different steps (a provider on
/// W1's sizes, a layer on one) are not set side by side as one figure: each table's header says over how many steps, and
/// each set of steps gets a chart of its own.
/// </summary>
public sealed class AnswerStepSetsTests
{
    private static MeasuredCase Write(Type engine, string name, string n, Variant variant, double milliseconds) => TestCases.Tuned(
        typeof(Crud<>), engine, "Write", $"N={n}", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
        new CaseRecord { Key = $"{name} {n} {variant}", Engine = name, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000 },
        new RunProtocol(0, 1, "test"));

    [Fact]
    public void A_workload_measured_without_its_Default_keeps_its_column_with_no_figure_and_says_why()
    {
        // The second provider's W3 import runs its variants, its naive Default left to the first provider.
        MeasuredCase[] cases =
        [
            Write(typeof(SystemDataSqliteEngine), "Sqlite.SystemData", "1000", Variant.Batch, 4), Write(typeof(SystemDataSqliteEngine), "Sqlite.SystemData", "1000", Variant.Wal, 40),
        ];
        var engine = EngineAnswers.Of(cases, c => c.Plan.Workload, [], [], SpeedUps.Unpaired);
        var folder = Directory.CreateTempSubdirectory("answer-no-default-").FullName;
        try
        {
            var document = new ReportDocument("t");

            AnswerTable.Append(document, engine.Answers, cases, [], []);
            var markdown = File.ReadAllText(document.SaveMarkdown(folder, "t"));

            Assert.False(Assert.Single(engine.Answers).HasDefault);
            Assert.Contains("| variant | Crud (no Default) |", markdown, StringComparison.Ordinal);
            Assert.Contains("| **Batch** | no Default |", markdown, StringComparison.Ordinal);
            Assert.StartsWith("Crud: Wal, Batch measured without a Default case in this run", Assert.Single(engine.Answers[0].Lines()), StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void Engines_measured_on_different_steps_get_a_chart_each_and_headers_that_count_the_steps()
    {
        MeasuredCase[] provider =
        [
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", "1000", Variant.Default, 1000), Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", "1000", Variant.Batch, 4),
            Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", "200", Variant.Default, 200), Write(typeof(MicrosoftSqliteEngine), "Sqlite.MicrosoftData", "200", Variant.Batch, 2),
        ];
        MeasuredCase[] layer =
        [
            Write(typeof(SqliteLayersRawEngine), "Sqlite.Raw", "1000", Variant.Default, 1000), Write(typeof(SqliteLayersRawEngine), "Sqlite.Raw", "1000", Variant.Batch, 2),
        ];
        var engines = new[] { provider, layer }.Select(cases => EngineAnswers.Of(cases, c => c.Plan.Workload, [], [], SpeedUps.Unpaired)).ToArray();
        var folder = Directory.CreateTempSubdirectory("answer-step-sets-").FullName;
        try
        {
            var document = new ReportDocument("t");

            AnswerSection.Append(document, folder, engines, [], []);
            var markdown = File.ReadAllText(document.SaveMarkdown(folder, "t"));

            Assert.Contains("| variant | Crud (2 steps) |", markdown, StringComparison.Ordinal);
            Assert.Contains("| variant | Crud (1 step) |", markdown, StringComparison.Ordinal);
            Assert.True(File.Exists(Path.Combine(folder, "answer-crud.png")));
            Assert.True(File.Exists(Path.Combine(folder, "answer-crud-2.png")));
            Assert.Contains("Crud across engines measured on Write N=1000:", markdown, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
