using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>
/// W6's ratios where a writer's time is not its speed: a Default writer that hit its deadline gives a lower bound,
/// an open-loop writer's time is its schedule's; neither enters the answer's geometric mean.
/// </summary>
public sealed class DeadlineRatioTests
{
    private const string Engine = "Sqlite.MicrosoftData";

    private static MeasuredCase Writes(Variant variant, int readers, double seconds, bool starved = false, bool paced = false) => TestCases.Tuned(
        typeof(Concurrency<>), typeof(MicrosoftSqliteEngine), "Writes",
        $"Readers={readers}, Recording=On, BusyTimeout=AsShipped, Shape=PointsAndAggregate, Writer={(paced ? "OpenLoop" : "ClosedLoop")}",
        variant, new Interval(seconds * 1e9, double.NaN, double.NaN, 1),
        new CaseRecord
        {
            Key = $"{variant} {readers} {paced}", Engine = Engine, Variant = variant, RowsPerRun = 1000, AutocommitWrites = 1000,
            Latencies = [new RoleLatency { Role = "writer", Runs = 1, Operations = starved ? 10 : 1000, Planned = 1000, Seconds = seconds, StarvedRuns = starved ? 1 : 0, Recorded = true }],
        },
        protocol: null);

    private static readonly MeasuredCase[] _cases =
    [
        Writes(Variant.Default, 0, 4), Writes(Variant.Wal, 0, 1),
        Writes(Variant.Default, 4, 10, starved: true), Writes(Variant.Wal, 4, 0.04),
        Writes(Variant.Default, 0, 5, paced: true), Writes(Variant.Wal, 0, 5, paced: true),
    ];

    [Fact]
    public void A_ratio_against_a_starved_default_is_a_lower_bound_and_a_paced_writer_no_speed_up()
    {
        var speedUps = SpeedUps.Unpaired;
        var starved = StepSpeedUp.Of(speedUps, _cases[2], _cases[3]);
        var paced = StepSpeedUp.Of(speedUps, _cases[4], _cases[5]);
        var measured = StepSpeedUp.Of(speedUps, _cases[0], _cases[1]);

        Assert.Equal(StepRatioKind.AtLeast, starved.Kind);
        Assert.Equal("≥ 250x (Default starved)", starved.ToString());
        Assert.Equal(StepRatioKind.Paced, paced.Kind);
        Assert.StartsWith("paced", paced.ToString(), StringComparison.Ordinal);
        Assert.True(measured.IsMeasured);
        Assert.Equal(4, measured.SpeedUp.Factor, precision: 9);
    }

    [Fact]
    public void The_answer_means_only_the_steps_both_sides_finished_and_says_the_bound_beside_the_mean()
    {
        var answer = WorkloadAnswer.Of(typeof(Concurrency<>), _cases, [])!;
        var wal = answer.Writes.Single(w => w.Variant == Variant.Wal);

        // Only the alone step is a speed-up (4x); 250x against the starved Default is a bound, the paced pair nothing.
        Assert.Equal(1, wal.Steps);
        Assert.Equal(4, wal.Factor, precision: 9);
        Assert.Equal(1, wal.BoundedSteps);
        Assert.Equal(250, wal.AtLeast, precision: 6);
        Assert.Equal(1, wal.UnmeasuredSteps);
        Assert.Equal("4.00x, ≥ 250x on 1", wal.Cell);
        Assert.Contains("at least 250x on 1 step where Default's writer hit its deadline", wal.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void The_answer_tables_have_a_row_per_variant_default_first_the_speed_ups_then_the_price()
    {
        var answer = WorkloadAnswer.Of(typeof(Concurrency<>), _cases, [])!;
        var document = new ReportDocument("t");

        AnswerTable.Append(document, [answer], _cases, [], []);
        var markdown = Render(document);

        var rows = markdown.Split('\n').Where(l => l.StartsWith("| ", StringComparison.Ordinal)).ToArray();
        // The speed-ups, then the price, the same rows in the same order.
        Assert.Equal("| variant | Concurrency |", rows[0]);
        Assert.StartsWith("| Default |", rows[1], StringComparison.Ordinal);
        Assert.Equal("| **Wal** | 4.00x, ≥ 250x on 1 |", rows[2]);
        Assert.Equal("| variant | power cut (posix) | power cut (journaled) | W6 writer beside readers |", rows[3]);
        Assert.StartsWith("| Default |", rows[4], StringComparison.Ordinal);
        Assert.Contains("starved in 1 of 1 runs, R=4", rows[4], StringComparison.Ordinal);
        Assert.StartsWith("| **Wal** |", rows[5], StringComparison.Ordinal);
        Assert.Contains("25.00x of alone, R=4", rows[5], StringComparison.Ordinal);
    }

    private static string Render(ReportDocument document)
    {
        var folder = Directory.CreateTempSubdirectory();
        try
        {
            return File.ReadAllText(document.SaveMarkdown(folder.FullName, "t"));
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }
}
