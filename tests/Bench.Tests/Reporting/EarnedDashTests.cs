using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// A "-" is a case the run did not measure. Over the fixed run (<see cref="ReportRun"/>: W1 to W6 and
/// W3's imports on both SQLite providers, the layers, a server engine, and the cases whose Default the
/// suite leaves out by design), every measured case has a cell of its own in the tuning report that is not
/// "-", and the suite report calls "runs" only an engine and variant the run measured.
/// </summary>
public sealed class EarnedDashTests(ReportGoldenTests.WrittenReports written) : IClassFixture<ReportGoldenTests.WrittenReports>
{
    private const string DefaultColumn = "Default (mean, runs)";

    [Fact]
    public void Every_measured_case_has_a_figure_in_its_tuning_table()
    {
        var tables = TuningTables.Read(File.ReadAllLines(Path.Combine(written.Run.ResultsPath, "tuning-report.md")));
        var dashes = written.Cases.Where(c => c.IsValid && c.EngineType is not null)
            .Select(c => (Case: c, Section: $"{TuningReport.WorkloadOf(c).Name.Split('`')[0]} on {c.EngineName}", Column: c.Variant == Variant.Default ? DefaultColumn : c.Variant.ToString()))
            .Where(c => tables.CellOf(c.Section, c.Case.StepLabel, c.Column) is null or "-")
            .Select(c => $"{c.Section}, {c.Case.StepLabel}, {c.Column}: {tables.CellOf(c.Section, c.Case.StepLabel, c.Column) ?? "no cell"}")
            .ToArray();
        Assert.True(dashes.Length == 0, "measured, yet '-' or missing in the tuning report:\n" + string.Join("\n", dashes));
        Assert.True(written.Cases.Count(c => c.IsValid) > 20, "the fixed run measured too few cases to guard anything");
    }

    [Fact]
    public void Every_measured_layer_case_has_a_figure_in_the_layers_section()
    {
        var tables = TuningTables.Read(File.ReadAllLines(Path.Combine(written.Run.ResultsPath, "tuning-report.md")));
        var layerCases = written.Cases
            .Where(c => c is { IsValid: true, Workload: "Crud" or "Contacts", Variant: Variant.Default or Variant.Transaction or Variant.Batch })
            .Select(c => (Case: c, Layer: EngineCatalog.Find(c.EngineTypeName)?.Facts.Layer?.Label))
            .Where(c => c.Layer is not null)
            .ToArray();
        var dashes = layerCases
            .Select(c => (c.Case, c.Layer, Section: $"{(c.Case.Workload == "Crud" ? "W1" : "W2")} {c.Case.Step}{(c.Case.OtherParametersByName is { Length: > 0 } size ? $" ({size})" : "")}"))
            .Where(c => tables.CellOf(c.Section, c.Layer!, $"{c.Case.Variant} µs/row") is null or "-")
            .Select(c => $"{c.Section}, {c.Layer}, {c.Case.Variant}: {tables.CellOf(c.Section, c.Layer!, $"{c.Case.Variant} µs/row") ?? "no cell"}")
            .ToArray();
        Assert.NotEmpty(layerCases);
        Assert.True(dashes.Length == 0, "measured, yet '-' or missing in the layers section:\n" + string.Join("\n", dashes));
    }

    [Fact]
    public void The_suite_report_says_runs_only_for_an_engine_and_variant_the_run_measured()
    {
        var measured = written.Cases.Select(c => (c.Plan.Engine.Name, c.Variant.ToString())).ToHashSet();
        var rows = File.ReadAllLines(Path.Combine(written.Run.ResultsPath, "suite-report.md"))
            .Select(line => line.Split(" | "))
            .Where(cells => cells.Length == 4 && cells[3].TrimEnd(' ', '|') == "runs")
            .Select(cells => (cells[0].TrimStart('|', ' '), cells[2]))
            .ToArray();
        Assert.NotEmpty(rows);
        Assert.All(rows, row => Assert.Contains(row, measured));
    }

    // The first table under each "###" heading ("<workload> on <engine>", a layers step "W2 Insert"), cell by row label and column name.
    private sealed class TuningTables
    {
        private readonly Dictionary<(string Section, string Row, string Column), string> _cells = [];

        public static TuningTables Read(IEnumerable<string> lines)
        {
            var tables = new TuningTables();
            string? section = null;
            string[]? header = null;
            foreach (var line in lines)
            {
                if (line.StartsWith("### ", StringComparison.Ordinal))
                {
                    (section, header) = (line[4..], null);
                }
                else if (section is not null && line.StartsWith("| ", StringComparison.Ordinal) && header is null)
                {
                    header = Cells(line);
                }
                else if (section is not null && header is not null && line.StartsWith("| ", StringComparison.Ordinal))
                {
                    var cells = Cells(line);
                    for (var i = 1; i < Math.Min(cells.Length, header.Length); i++)
                    {
                        tables._cells.TryAdd((section, cells[0], header[i]), cells[i]);
                    }
                }
                else if (line.Length == 0 && header is not null)
                {
                    section = null;
                }
            }

            return tables;
        }

        public string? CellOf(string section, string row, string column) => _cells.GetValueOrDefault((section, row, column));

        private static string[] Cells(string line) => [.. line.Trim().Trim('|').Split(" | ").Select(c => c.Trim())];
    }
}
