using System.Text.Json;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Console.ReferenceRun;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.ReferenceRun;

/// <summary>The figures README.md and docs/reliability.md quote from the reference run are the ones its data under docs/results/ holds.</summary>
public sealed partial class ReferenceBlocksTests
{
    private static readonly ReferenceResults _run = ReferenceResults.Load(Path.Combine(RepositoryFile.Root, "docs", "results"));

    public static TheoryData<string> Files => [.. ReferenceBlocksCommand.Files(_run).Select(f => f.File)];

    [Theory]
    [MemberData(nameof(Files))]
    public void Every_block_holds_the_figures_of_the_data_under_docs_results(string file)
    {
        var blocks = BlocksOf(file);

        Assert.Empty(ReferenceBlocksCommand.Stale(RepositoryFile.Read(file), blocks, file));
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Every_figure_of_every_block_edited_by_hand_is_caught(string file)
    {
        var text = RepositoryFile.Read(file);
        var blocks = BlocksOf(file);

        foreach (var (name, _) in blocks)
        {
            var content = MarkedBlocks.Read(text, name, file);
            var figures = Figure().Matches(content);
            Assert.NotEmpty(figures);
            foreach (Match figure in figures)
            {
                var edited = MarkedBlocks.Write(text, name, content[..figure.Index] + "9" + content[figure.Index..], file);
                Assert.Contains(name, ReferenceBlocksCommand.Stale(edited, blocks, file));
            }
        }
    }

    [Fact]
    public void The_readme_quotes_the_power_checks_cut_count_as_the_data_holds_it()
    {
        var cuts = _run.Power.Sum(p => p.Cuts.Count);

        Assert.True(cuts > 0, "the reference run's power-durability.json holds no cut");
        Assert.Contains($"({cuts:N0} of them)", MarkedBlocks.Read(RepositoryFile.Read("README.md"), "reference-run", "README.md"), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("crash-check", "crash-durability.json")]
    [InlineData("power-check", "power-durability.json")]
    [InlineData("fault-check", "fault-durability.json")]
    [InlineData("suite", "tuning-data.json")]
    public void Every_results_file_names_the_commit_its_stage_ran(string stage, string file)
    {
        using var json = JsonDocument.Parse(RepositoryFile.Read("docs", "results", file));

        Assert.Equal(_run.Stage(stage)?.Commit, json.RootElement.GetProperty("Run").GetProperty("Commit").GetString());
    }

    [Fact]
    public void Every_stage_of_the_reference_run_ran_from_one_commit()
    {
        var measured = _run.MeasuredStages.ToArray();
        Assert.Equal(["crash-check", "fault-check", "power-check", "suite"], measured.Select(s => s.Name).Order(StringComparer.Ordinal));
        Assert.Single(measured.Select(s => s.Commit).Distinct());
        Assert.DoesNotContain("not all at the suite's commit", MarkedBlocks.Read(RepositoryFile.Read("README.md"), "reference-run", "README.md"), StringComparison.Ordinal);
    }

    [Fact]
    public void Every_page_chart_and_ycsb_file_the_suite_kept_names_the_suite_s_commit()
    {
        var folder = Path.Combine(RepositoryFile.Root, "docs", "results");
        var stamp = $"Reference run: commit `{_run.Stage("suite")?.Commit}`";
        var htmlStamp = $"Reference run: commit <code>{_run.Stage("suite")?.Commit}</code>";
        var unstamped = Directory.EnumerateFiles(folder)
            .Where(f => Path.GetExtension(f) is ".md" or ".html" or ".png" && Path.GetFileName(f) != "README.md")
            .Where(f => !Stamped(f, stamp, htmlStamp))
            .Select(Path.GetFileName)
            .ToArray();
        var ycsb = Path.Combine(folder, "ycsb");

        Assert.Empty(unstamped);
        Assert.True(!Directory.Exists(ycsb) || File.ReadAllText(Path.Combine(ycsb, "RUN.md")).StartsWith(stamp, StringComparison.Ordinal), "ycsb/RUN.md names another run");
    }

    // A page's first line, an HTML page's first paragraph (its commit in <code>, or in backticks as stamp.sh wrote it before), a
    // chart's PNG comment (its bytes are Latin-1 text there).
    private static bool Stamped(string file, string stamp, string htmlStamp) => Path.GetExtension(file) switch
    {
        ".md" => File.ReadLines(file).First().StartsWith(stamp, StringComparison.Ordinal),
        ".html" => File.ReadAllText(file) is var html
            && (html.Contains($"<p class=\"run\">{htmlStamp}", StringComparison.Ordinal)
                || html.Contains($"<p class=\"run\">{System.Net.WebUtility.HtmlEncode(stamp)}", StringComparison.Ordinal)),
        _ => System.Text.Encoding.Latin1.GetString(File.ReadAllBytes(file)).Contains($"tEXtComment\0{stamp}", StringComparison.Ordinal),
    };

    [Fact]
    public void A_file_without_its_block_is_named_in_the_error()
    {
        var error = Assert.Throws<InvalidDataException>(() => MarkedBlocks.Read("no markers here", "crud", "README.md"));

        Assert.Contains("README.md", error.Message, StringComparison.Ordinal);
        Assert.Contains("crud", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Writing_a_block_keeps_the_text_around_it()
    {
        var text = $"before\n{MarkedBlocks.Opening("b")}\nold\n{MarkedBlocks.Closing("b")}\nafter\n";

        var written = MarkedBlocks.Write(text, "b", "new", "f.md");

        Assert.Equal($"before\n{MarkedBlocks.Opening("b")}\nnew\n{MarkedBlocks.Closing("b")}\nafter\n", written);
    }

    private static IReadOnlyList<(string Name, string Content)> BlocksOf(string file) =>
        ReferenceBlocksCommand.Files(_run).Single(f => f.File == file).Blocks;

    // A figure: digits, with a thousands separator or decimals.
    [GeneratedRegex(@"\d[\d,.]*")]
    private static partial Regex Figure();
}
