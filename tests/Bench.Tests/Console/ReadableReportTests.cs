using System.Text.Json;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// BenchmarkDotNet's Markdown and HTML reports of a dry W1 Write run on Microsoft.Data.Sqlite, in
/// the readable layout: the engine build and the settings every variant shares said once above the
/// tables, each variant's settings once in a small table, a main table that fits a screen; and the
/// CSV and JSON still with every value on every row.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class ReadableReportTests(SqliteWriteDryRun run)
{
    private const string Report = "*Crud_MicrosoftSqliteEngine_-report";
    private const string BuildPrefix = "SQLite 3.";

    [Fact]
    public void The_markdown_says_the_engine_build_and_the_shared_settings_once_above_the_tables()
    {
        var markdown = Markdown();
        var firstTable = markdown.IndexOf("\n|", StringComparison.Ordinal);

        Assert.Single(Occurrences(markdown, "Engine: " + BuildPrefix));
        Assert.True(markdown.IndexOf("Engine: " + BuildPrefix, StringComparison.Ordinal) < firstTable);
        Assert.InRange(markdown.IndexOf("Settings (every variant): ", StringComparison.Ordinal), 0, firstTable);
        Assert.DoesNotContain(ReportTables.TableLines(markdown), line => line.Contains(BuildPrefix, StringComparison.Ordinal));
    }

    [Fact]
    public void Each_variants_settings_are_in_the_variant_table_once_and_the_main_table_names_the_variant_only()
    {
        var lines = ReportTables.TableLines(Markdown());
        var variantRows = lines.SkipWhile(line => !line.StartsWith("| Variant ", StringComparison.Ordinal)).Skip(2).TakeWhile(line => !line.StartsWith("| Method ", StringComparison.Ordinal)).ToList();
        var mainRows = lines.SkipWhile(line => !line.StartsWith("| Method ", StringComparison.Ordinal)).ToList();

        Assert.Equal(["Variant", "Settings"], ReportTables.Columns(lines[0]).AsEnumerable());
        Assert.Equal(
            new MicrosoftSqliteEngine().SupportedVariants().Select(v => v.ToString()).Order(),
            variantRows.Select(row => ReportTables.Columns(row)[0]).Order());
        Assert.All(variantRows, row => Assert.Contains("journal_mode=", row, StringComparison.Ordinal));
        Assert.DoesNotContain(mainRows, row => row.Contains("journal_mode=", StringComparison.Ordinal));
    }

    [Fact]
    public void The_main_table_fits_a_screen_and_keeps_the_figures_a_reader_compares()
    {
        var markdown = Markdown();
        var columns = ReportTables.Columns(ReportTables.MainHeader(markdown));

        ReportTables.AssertFitsAScreen(markdown);
        Assert.Equal(["Method", "N", "Variant"], columns.Take(3));
        Assert.All(["Mean", "Error", "us/row (mean)", "rows/s (mean)", "B/row (allocated)", "SpeedUp", "Valid"], kept => Assert.Contains(kept, columns));
        Assert.All(["Job", "IterationCount", "WarmupCount", "Engine", "Settings", "RatioToDefault"], folded => Assert.DoesNotContain(folded, columns));
    }

    [Fact]
    public void The_html_report_has_the_same_layout()
    {
        var html = run.Artifacts.ReadSingle(Report + ".html");

        Assert.Single(Occurrences(html, "Engine: " + BuildPrefix));
        Assert.Contains("<th class='text'>Variant</th><th class='text'>Settings</th></tr>", html, StringComparison.Ordinal);
        Assert.Contains("Settings (every variant): ", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<td class='text'>" + BuildPrefix, html, StringComparison.Ordinal);
        Assert.DoesNotContain("<th class='text'>Job</th>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void The_csv_and_json_keep_every_value_on_every_row()
    {
        var csv = run.Artifacts.ReadSingle(Report + ".csv").Split('\n', StringSplitOptions.RemoveEmptyEntries);
        using var json = JsonDocument.Parse(run.Artifacts.ReadSingle(Report + "-full.json"));
        var cases = json.RootElement.GetProperty("Benchmarks").GetArrayLength();

        Assert.All(["Job", "IterationCount", "WarmupCount", "RatioToDefault", "SpeedUp", "Engine", "Settings", "Protocol"], name => Assert.Contains(name, csv[0].Split(','), StringComparer.Ordinal));
        Assert.Equal(new MicrosoftSqliteEngine().SupportedVariants().Count() * 2, cases);
        Assert.Equal(cases, csv.Length - 1);
        Assert.All(csv.Skip(1), row =>
        {
            Assert.Contains(BuildPrefix, row, StringComparison.Ordinal);
            Assert.Contains("journal_mode=", row, StringComparison.Ordinal);
            Assert.Contains("cache_size=", row, StringComparison.Ordinal);
        });
    }

    private string Markdown()
    {
        Assert.Equal(0, run.ExitCode);
        return run.Artifacts.ReadSingle(Report + "-github.md");
    }

    private static IEnumerable<int> Occurrences(string text, string value)
    {
        for (var at = text.IndexOf(value, StringComparison.Ordinal); at >= 0; at = text.IndexOf(value, at + 1, StringComparison.Ordinal))
        {
            yield return at;
        }
    }
}
