using EmbeddedDbBench.Console;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// Runs real benchmarks through the console's entry point with a one-run job, in process, and
/// checks the reports a user reads: HTML and GitHub Markdown with measurements, ratios to
/// Default and the settings read back.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class BenchmarkSmokeTests
{
    [Fact]
    public void Crud_dry_run_writes_reports_with_every_variant_size_ratio_and_setting()
    {
        using var artifacts = new TemporaryArtifacts();

        var exitCode = SuiteRunner.Run(["--filter", "*Crud*", "--job", "dry", "--inProcess"]);

        Assert.Equal(0, exitCode);
        var markdown = artifacts.ReadSingle("*Crud*-report-github.md");
        Assert.Single(artifacts.Find("*Crud*-report.html"));
        foreach (var expected in new[] { "Default", "Transaction", "SyncOff", "Wal", "Exclusive", "Memory", "Batch", "| 200 ", "| 1000 ", "RatioToDefault", "journal_mode=wal", "synchronous=OFF", "locking_mode=exclusive", "ok (1 runs)" })
        {
            Assert.Contains(expected, markdown, StringComparison.Ordinal);
        }

        Assert.DoesNotContain("FAILED", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("no record", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void A_filter_that_matches_nothing_is_an_error()
    {
        using var artifacts = new TemporaryArtifacts();

        var exitCode = SuiteRunner.Run(["--filter", "*NoSuchEngine*", "--job", "dry", "--inProcess"]);

        Assert.Equal(2, exitCode);
    }
}
