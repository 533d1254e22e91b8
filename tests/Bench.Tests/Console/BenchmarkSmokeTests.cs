using EmbeddedDbBench.Console;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// Runs an engine's W1 write benchmarks through the console's entry point with a one-run job, in
/// process, and checks the reports a user reads: HTML and GitHub Markdown with measurements,
/// every variant and size, ratios to Default and the settings read back, in tables that fit a screen.
/// The write step alone has every variant and size; W1's other steps are each engine's Crud tests', and the
/// console's run of every class is <see cref="EveryBenchmarkClassSmokeTests"/>' (all six steps, five engines, were
/// the largest share of this collection, which runs alone).
/// </summary>
[Collection(nameof(ConsoleRuns))]
public abstract class BenchmarkSmokeTests<TEngine> where TEngine : Engine, new()
{
    [EngineFact]
    public void Crud_dry_run_writes_reports_with_every_variant_size_ratio_and_setting_in_tables_that_fit_a_screen()
    {
        using var artifacts = new TemporaryArtifacts();
        var engine = typeof(TEngine).Name;

        var exitCode = SuiteRunner.Run(["--filter", $"*Crud<{engine}>.Write*", "--job", "dry", "--inProcess"]);

        Assert.Equal(0, exitCode);
        var markdown = artifacts.ReadSingle($"*Crud_{engine}_-report-github.md");
        Assert.Single(artifacts.Find($"*Crud_{engine}_-report.html"));
        var expected = new TEngine().SupportedVariants().Select(v => $" {v} ")
            .Concat(["SpeedUp", "baseline", "x faster", "ok (1 runs)"]);
        Assert.All(expected, text => Assert.Contains(text, markdown, StringComparison.Ordinal));
        // Each size in its own cell, bold where BenchmarkDotNet marks a new group.
        Assert.All(["200", "1000"], size => Assert.Matches($@"\|\s*(\*\*)?{size}(\*\*)?\s*\|", markdown));
        Assert.DoesNotContain("FAILED", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("no record", markdown, StringComparison.Ordinal);
        ReportTables.AssertFitsAScreen(markdown);
    }
}

public sealed class MicrosoftSqliteSmokeTests(SqliteWriteDryRun run) : BenchmarkSmokeTests<MicrosoftSqliteEngine>
{
    [Fact]
    public void Sqlite_report_shows_each_variants_settings_read_back()
    {
        Assert.Equal(0, run.ExitCode);

        var markdown = run.Artifacts.ReadSingle("*Crud_MicrosoftSqliteEngine_-report-github.md");
        Assert.Contains("journal_mode=wal synchronous=NORMAL", markdown, StringComparison.Ordinal);
        Assert.Contains("synchronous=OFF locking_mode=exclusive", markdown, StringComparison.Ordinal);
        Assert.Contains("journal_mode=delete synchronous=FULL locking_mode=normal", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void A_filter_that_matches_nothing_is_an_error()
    {
        using var artifacts = new TemporaryArtifacts();

        Assert.Equal(2, SuiteRunner.Run(["--filter", "*NoSuchEngine*", "--job", "dry", "--inProcess"]));
    }
}

public sealed class SystemDataSqliteSmokeTests : BenchmarkSmokeTests<SystemDataSqliteEngine>;

public sealed class PostgresSmokeTests : BenchmarkSmokeTests<PostgresEngine>;

public sealed class MariaDbSmokeTests : BenchmarkSmokeTests<MariaDbEngine>;

public sealed class DuckDbSmokeTests : BenchmarkSmokeTests<DuckDbEngine>;
