using EmbeddedDbBench.Console;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// The command line keeps BenchmarkDotNet's conventions: its options mean what they mean there,
/// are read through its parser (any case, response files), and one it has that the suite cannot
/// honour is refused in one line. Runs are one cheap case, dry and in process.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class CommandLineTests
{
    // One case, no Batch variant (so no harness check joins it): a run of a few seconds.
    private const string OneCase = "*Crud<MicrosoftSqliteEngine>.Create(N: 200, Variant: Default)";

    [Fact]
    public void Short_h_hides_a_column_as_in_BenchmarkDotNet_and_the_suite_still_plans_and_reports()
    {
        using var artifacts = new TemporaryArtifacts();

        Assert.Equal(0, SuiteRunner.Run(["-h", "Error", "--filter", OneCase, "--job", "dry", "--inProcess"]));

        var header = artifacts.ReadSingle("*Crud_MicrosoftSqliteEngine_-report-github.md").Split('\n').Single(line => line.StartsWith("| Method ", StringComparison.Ordinal));
        Assert.All(["| Mean ", "| Valid "], shown => Assert.Contains(shown, header, StringComparison.Ordinal));
        Assert.DoesNotContain("| Error ", header, StringComparison.Ordinal);
        Assert.Single(artifacts.Find("suite-report.md"));
    }

    [Theory]
    [InlineData("-?")]
    [InlineData("--help")]
    public void Help_is_asked_for_with_help_or_question_mark_and_names_hide_under_h(string help)
    {
        using var console = new ConsoleCapture();

        Assert.Equal(0, SuiteRunner.Run([help]));

        Assert.Contains(console.OutLines, line => line.StartsWith("-h, --hide", StringComparison.Ordinal));
    }

    [Fact]
    public void Artifacts_option_takes_every_output_of_the_suite_and_compare_finds_it()
    {
        using var environmentFolder = new TemporaryArtifacts();
        var chosen = Directory.CreateTempSubdirectory("embeddeddbbench-option-").FullName;
        try
        {
            Assert.Equal(0, SuiteRunner.Run(["--filter", OneCase, "--job", "dry", "--inProcess", "--artifacts", chosen]));

            Assert.Single(Directory.GetFiles(Path.Combine(chosen, "ledger"), "*.jsonl"));
            foreach (var page in new[] { "suite-report.md", "tuning-report.html", "tuning-data.json", "crud-published.md" })
            {
                Assert.True(File.Exists(Path.Combine(chosen, "results", page)), $"{page} is not under --artifacts");
            }

            Assert.Empty(Directory.GetFileSystemEntries(environmentFolder.Path));
            Assert.Equal(0, SuiteRunner.Run(["compare", chosen, chosen]));
        }
        finally
        {
            Directory.Delete(chosen, recursive: true);
        }
    }

    [Theory]
    [InlineData("--runtimes", "net8.0")]
    [InlineData("--resume")]
    [InlineData("--apples")]
    public void An_option_the_suite_cannot_honour_is_one_clear_error(params string[] option)
    {
        using var artifacts = new TemporaryArtifacts();
        using var console = new ConsoleCapture();

        var exitCode = SuiteRunner.Run([.. option, "--filter", OneCase, "--job", "dry", "--inProcess"]);

        Assert.Equal(2, exitCode);
        var error = Assert.Single(console.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries), line => line.StartsWith("error: ", StringComparison.Ordinal));
        Assert.DoesNotContain("   at ", console.Error + console.Out, StringComparison.Ordinal);
        Assert.StartsWith($"error: {option[0]} is a BenchmarkDotNet option the suite cannot honour: ", error, StringComparison.Ordinal);
        Assert.Empty(artifacts.Find("*"));
    }

    [Fact]
    public void List_names_what_a_run_selects_by_name_not_every_case_a_parameter_matches()
    {
        using var console = new ConsoleCapture();

        Assert.Equal(0, SuiteRunner.Run(["--list", "flat", "--filter", "*Sync*"]));

        Assert.Equal(10, Names(console).Length);
        Assert.All(Names(console), name => Assert.Contains(".Sync<", name, StringComparison.Ordinal));
    }

    [Fact]
    public void A_list_that_names_nothing_exits_2()
    {
        using var console = new ConsoleCapture();

        Assert.Equal(2, SuiteRunner.Run(["--list", "flat", "--filter", "*NoSuchEngine*"]));
        Assert.Empty(Names(console));
    }

    [Fact]
    public void Option_names_are_read_in_any_case_and_from_a_response_file()
    {
        var responseFile = Path.GetTempFileName();
        try
        {
            File.WriteAllLines(responseFile, ["--filter \"*Crud<MicrosoftSqliteEngine>.Write\"", "--list flat"]);
            using var console = new ConsoleCapture();

            Assert.Equal(0, SuiteRunner.Run(["--LIST", "flat", "--Filter", "*Crud<MicrosoftSqliteEngine>.Write"]));
            var mixedCase = Names(console);
            Assert.Equal(0, SuiteRunner.Run([$"@{responseFile}"]));

            Assert.Contains("EmbeddedDbBench.Console.Benchmarks.Crud<MicrosoftSqliteEngine>.Write", mixedCase);
            Assert.Equal([.. mixedCase, .. mixedCase], Names(console));
        }
        finally
        {
            File.Delete(responseFile);
        }
    }

    [Fact]
    public void A_run_shows_the_suites_time_estimate_and_not_BenchmarkDotNets()
    {
        using var artifacts = new TemporaryArtifacts();
        using var console = new ConsoleCapture();

        Assert.Equal(0, SuiteRunner.Run(["--filter", OneCase, "--job", "dry", "--inProcess"]));

        Assert.Contains(console.OutLines, line => line.StartsWith("// [1/1] ", StringComparison.Ordinal) && line.EndsWith(" left", StringComparison.Ordinal));
        Assert.DoesNotContain("Estimated finish", console.Out, StringComparison.Ordinal);
    }

    // The benchmark names among the lines printed (tests of other collections may print too).
    private static string[] Names(ConsoleCapture console) =>
        [.. console.OutLines.Where(line => line.StartsWith("EmbeddedDbBench.Console.Benchmarks.", StringComparison.Ordinal))];
}
