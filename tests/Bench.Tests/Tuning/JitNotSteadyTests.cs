using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>
/// A figure whose case ended its warm-up while the JIT still compiled is marked wherever it is shown: in its step's table,
/// in the answer's cell of the workload and in the answer across engines; a steady one is not.
/// </summary>
public sealed class JitNotSteadyTests
{
    private const string Engine = "Sqlite.MicrosoftData";

    // W1's write of 1,000 rows: a warm-up that stood still after 40 runs, or one cut at 18 runs with 132 methods still compiling.
    private static MeasuredCase Write(Variant variant, double milliseconds, bool steady) => TestCases.Tuned(
        typeof(Crud<>), typeof(MicrosoftSqliteEngine), "Write", "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 5),
        new CaseRecord
        {
            Key = $"Write {variant}", Engine = Engine, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000,
            JitWarmupRuns = steady ? 40 : 18, JitWarmupStillCompiling = steady ? null : 132,
        },
        new RunProtocol(0, 5, "test"));

    [Fact]
    public void Only_a_warm_up_that_ended_while_the_jit_compiled_is_not_steady()
    {
        Assert.True(Write(Variant.Batch, 5, steady: false).JitNotSteady);
        Assert.False(Write(Variant.Batch, 5, steady: true).JitNotSteady);
        Assert.False(TestCases.Tuned(typeof(Crud<>), typeof(MicrosoftSqliteEngine), "Write", "N=1000", Variant.Batch,
            new Interval(5e6, double.NaN, double.NaN, 5), new CaseRecord { Key = "tiering off", Engine = Engine, Variant = Variant.Batch }, null).JitNotSteady);
    }

    [Fact]
    public void The_step_table_and_the_answer_mark_the_figure_whose_jit_still_compiled()
    {
        MeasuredCase[] cases = [Write(Variant.Default, 1000, steady: true), Write(Variant.Batch, 5, steady: false), Write(Variant.Transaction, 6, steady: true)];

        var document = new ReportDocument("t");
        WorkloadSection.Append(document, Path.GetTempPath(), typeof(Crud<>), cases, disk: null);
        var rows = Rows(document);
        var answer = WorkloadAnswer.Of(typeof(Crud<>), cases, [])!;

        // Only Batch's cell is marked: Default's and Transaction's ran steady code.
        var header = rows[0].Split('|').Select(c => c.Trim()).ToList();
        var write = Assert.Single(rows, r => r.StartsWith("| Write", StringComparison.Ordinal)).Split('|').Select(c => c.Trim()).ToList();
        var marked = write.Select((cell, i) => (cell, i)).Where(c => c.cell.Contains(WorkloadSection.JitNotSteadyWords, StringComparison.Ordinal)).ToArray();
        Assert.Equal(header.IndexOf("Batch"), Assert.Single(marked).i);
        Assert.EndsWith($", {WorkloadSection.JitNotSteadyWords} on 1", answer.Writes.Single(w => w.Variant == Variant.Batch).Cell, StringComparison.Ordinal);
        Assert.DoesNotContain(WorkloadSection.JitNotSteadyWords, answer.Writes.Single(w => w.Variant == Variant.Transaction).Cell, StringComparison.Ordinal);
    }

    private static string[] Rows(ReportDocument document)
    {
        var folder = Directory.CreateTempSubdirectory("jit-steady-");
        try
        {
            return [.. File.ReadAllLines(document.SaveMarkdown(folder.FullName, "t")).Where(l => l.StartsWith("| ", StringComparison.Ordinal))];
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }
}
