using EmbeddedDbBench.Console.ReferenceRun;
using EmbeddedDbBench.Tests.Reporting;

namespace EmbeddedDbBench.Tests.ReferenceRun;

/// <summary>
/// The README's first table, W1 across engines, is the tuning report's own table for W1, rendered from the cases the
/// reference run kept: the same rows, ranks and sentence, so that the README cannot answer otherwise than the report.
/// </summary>
public sealed class AcrossEnginesBlockTests(ReportGoldenTests.WrittenReports written) : IClassFixture<ReportGoldenTests.WrittenReports>
{
    [Fact]
    public void The_readme_block_is_the_tuning_reports_w1_section_across_engines()
    {
        var run = new ReferenceResults([], [], [], [], new Dictionary<string, (double, int, double)>()) { Measured = written.Cases };

        var block = HeadlineBlocks.Of(run).Single(b => b.Name == "across-engines-crud").Content;

        var report = File.ReadAllText(Path.Combine(written.Run.ResultsPath, "tuning-report.md")).ReplaceLineEndings("\n");
        var section = report[report.IndexOf("### Crud\n", StringComparison.Ordinal)..report.IndexOf("\n## The answer", StringComparison.Ordinal)].TrimEnd('\n');
        Assert.Contains("| Postgres |", section, StringComparison.Ordinal);
        Assert.Equal(section, block);
    }

    [Fact]
    public void A_run_that_kept_no_cases_says_so_instead_of_a_table()
    {
        var run = new ReferenceResults([new ReferenceStage("suite", "2026-12-02 21:19 UTC", "42464e8", "about 37 min", "--filter '*Sqlite*'")], [], [], [],
            new Dictionary<string, (double, int, double)>());

        var block = HeadlineBlocks.Of(run).Single(b => b.Name == "across-engines-crud").Content;

        Assert.Contains("kept no cases", block, StringComparison.Ordinal);
        Assert.Contains("42464e8", block, StringComparison.Ordinal);
    }
}
