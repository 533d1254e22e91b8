using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Rebuild;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Tests.Reporting;

namespace EmbeddedDbBench.Tests.Rebuild;

/// <summary>
/// The <c>report</c> verb renders a finished run's pages again from what the run kept: from the fixed run of the
/// report tests (<see cref="ReportRun"/>), every workload page, chart and the tuning report it renders equal, byte for
/// byte, the ones the run itself wrote; a folder that kept no run is refused, naming the folder.
/// </summary>
public sealed class ReportCommandTests : IDisposable
{
    private readonly ReportRun _run = new();
    private readonly string _rebuilt = Directory.CreateTempSubdirectory("report-rebuilt-").FullName;

    [Fact]
    public void The_pages_rendered_from_a_stored_run_equal_the_ones_the_run_wrote()
    {
        // The paired rounds are BenchmarkDotNet's summaries and are not kept; each case's paired ratio is.
        var cases = MeasuredCases.From(_run.Summaries, new CasePlanner().Plan, _run.Book, _run.Ledger, _run.Tuning.Paired);
        var inputs = _run.Tuning with { Paired = null };
        string[] written = [.. SuiteReport.WriteWorkloadPages(_run.ResultsPath, cases), .. TuningReport.Write(_run.ResultsPath, cases, inputs)];
        StoredRun.Of(ReportRun.RunAtUtc, cases, inputs).Save(_run.ResultsPath);
        var output = new StringWriter();

        var exit = ReportCommand.Run([_run.ResultsPath, "--out", _rebuilt], output, new StringWriter());

        Assert.Equal(0, exit);
        Assert.Contains($"from the {cases.Count} cases measured at 2026-03-14 09:26 UTC", output.ToString(), StringComparison.Ordinal);
        Assert.NotEmpty(written);
        var rendered = Directory.GetFiles(_run.ResultsPath).Where(f => Path.GetExtension(f) is ".md" or ".html" or ".png").ToArray();
        Assert.Contains(rendered, f => Path.GetFileName(f) == "tuning-report.md");
        Assert.All(rendered, original =>
        {
            var again = Path.Combine(_rebuilt, Path.GetFileName(original));
            Assert.True(File.Exists(again), $"{Path.GetFileName(original)} was not rendered again");
            Assert.True(File.ReadAllBytes(original).SequenceEqual(File.ReadAllBytes(again)), $"{Path.GetFileName(original)} differs when rendered again");
        });
    }

    [Fact]
    public void A_folder_that_kept_no_run_is_refused_naming_the_folder_and_the_file()
    {
        var error = new StringWriter();

        var exit = ReportCommand.Run([_rebuilt], new StringWriter(), error);

        Assert.Equal(1, exit);
        Assert.Contains(_rebuilt, error.ToString(), StringComparison.Ordinal);
        Assert.Contains(StoredRun.FileName, error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_stored_run_that_is_not_one_is_refused_naming_the_file()
    {
        File.WriteAllText(Path.Combine(_rebuilt, StoredRun.FileName), "{\"Cases\": 3}");
        var error = new StringWriter();

        var exit = ReportCommand.Run([_rebuilt], new StringWriter(), error);

        Assert.Equal(1, exit);
        Assert.Contains(Path.Combine(_rebuilt, StoredRun.FileName) + " is not a stored run", error.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("Crud", "NoSuchEngine", "N", "1000", "no engine NoSuchEngine")]
    [InlineData("NoSuchWorkload", "MicrosoftSqliteEngine", "N", "1000", "no benchmark class NoSuchWorkload<TEngine>")]
    [InlineData("Crud", "MicrosoftSqliteEngine", "N", "many", "Crud`1's parameter N has no value 'many'")]
    public void A_case_this_suite_cannot_read_is_refused_naming_it(string workload, string engine, string parameter, string value, string reason)
    {
        var run = new StoredRun(ReportRun.RunAtUtc, [new StoredCase(workload, engine, "Write", [new(parameter, value), new("Variant", "Default")], null)], ReportRun.Machine, null);
        run.Save(_rebuilt);
        var error = new StringWriter();

        var exit = ReportCommand.Run([_rebuilt], new StringWriter(), error);

        Assert.Equal(1, exit);
        Assert.Contains($"case 1 ({workload}<{engine}>.Write) cannot be read by this suite", error.ToString(), StringComparison.Ordinal);
        Assert.Contains(reason, error.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData]
    [InlineData("a", "b")]
    [InlineData("a", "--into", "b")]
    public void Arguments_other_than_a_folder_and_an_output_are_a_usage_error(params string[] args)
    {
        var error = new StringWriter();

        Assert.Equal(2, ReportCommand.Run(args, new StringWriter(), error));
        Assert.StartsWith("usage: report <results folder>", error.ToString(), StringComparison.Ordinal);
    }

    public void Dispose()
    {
        _run.Dispose();
        Directory.Delete(_rebuilt, recursive: true);
    }
}
