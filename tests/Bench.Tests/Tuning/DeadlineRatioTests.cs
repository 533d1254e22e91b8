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
    public void A_bound_said_for_several_steps_is_the_smallest_of_their_bounds()
    {
        // Two starved Defaults: against the first the variant is at least 250x faster, against the second 20x;
        // "at least N on 2" holds for both steps only with N = 20.
        MeasuredCase[] cases =
        [
            Writes(Variant.Default, 4, 10, starved: true), Writes(Variant.Wal, 4, 0.04),
            Writes(Variant.Default, 8, 10, starved: true), Writes(Variant.Wal, 8, 0.5),
        ];

        var wal = WorkloadAnswer.Of(typeof(Concurrency<>), cases, [])!.Writes.Single(w => w.Variant == Variant.Wal);

        Assert.Equal(2, wal.BoundedSteps);
        Assert.Equal(20, wal.AtLeast, precision: 6);
        Assert.Equal("≥ 20.0x", wal.Cell);
    }

    [Fact]
    public void Two_w8_cases_whose_writers_both_stopped_at_the_deadline_have_no_time_ratio()
    {
        // Both variants' runs end at the 5 s deadline with transfers never tried (2 and 201 of 800 committed):
        // their times are the deadline's, so 1.00x between them would say nothing of their rates.
        var deferred = WritersCase(Variant.Default, committed: 2);
        var wal = WritersCase(Variant.Wal, committed: 201);

        var ratio = StepSpeedUp.Of(SpeedUps.Unpaired, deferred, wal);

        Assert.True(deferred.HitDeadline);
        Assert.Equal(StepRatioKind.BothAtDeadline, ratio.Kind);
        Assert.False(ratio.IsMeasured);
        Assert.Equal("both stopped at the deadline", ratio.ToString());
        Assert.False(WritersCase(Variant.Wal, committed: 800).HitDeadline);
    }

    private static MeasuredCase WritersCase(Variant variant, long committed) => TestCases.Tuned(
        typeof(Writers<>), typeof(MicrosoftSqliteEngine), "Transfers",
        "W=4, BusyTimeout=AsShipped, Start=Deferred, Retry=None, Host=Threads",
        variant, new Interval(5e9, double.NaN, double.NaN, 1),
        new CaseRecord
        {
            Key = $"{variant} {committed}", Engine = Engine, Variant = variant,
            Writers = new WritersSummary { Writers = 4, Runs = 1, Planned = 800, Committed = committed, Seconds = 5 },
        },
        protocol: null);

    [Fact]
    public void The_answer_tables_have_a_row_per_variant_default_first_the_speed_ups_then_the_price()
    {
        var answer = WorkloadAnswer.Of(typeof(Concurrency<>), _cases, [])!;
        var document = new ReportDocument("t");

        AnswerTable.Append(document, [answer], _cases, [], []);
        var markdown = Render(document);

        var rows = markdown.Split('\n').Where(l => l.StartsWith("| ", StringComparison.Ordinal)).ToArray();
        // The speed-ups, then the price, the same rows in the same order.
        Assert.Equal("| variant | Concurrency (3 steps) |", rows[0]);
        Assert.StartsWith("| Default |", rows[1], StringComparison.Ordinal);
        Assert.Equal("| **Wal** | 4.00x, ≥ 250x on 1 |", rows[2]);
        Assert.Equal("| variant | power cut (posix) | power cut (journaled) | W6 writer beside readers | W6 readers beside the writer |", rows[3]);
        Assert.StartsWith("| Default |", rows[4], StringComparison.Ordinal);
        Assert.Contains("starved in 1 of 1 runs, R=4", rows[4], StringComparison.Ordinal);
        Assert.StartsWith("| **Wal** |", rows[5], StringComparison.Ordinal);
        Assert.Contains("25.00x of alone, R=4", rows[5], StringComparison.Ordinal);
    }

    [Fact]
    public void The_price_of_W6_includes_what_the_readers_pay_beside_the_writer_with_and_without_a_busy_timeout()
    {
        // One reader beside the writer: 172,479 reads a second as shipped; with a 5 s busy timeout it waits on the writer's lock.
        MeasuredCase Beside(BusyTimeoutSetting busyTimeout, double opsPerSecond, double p99) => TestCases.Tuned(
            typeof(Concurrency<>), typeof(MicrosoftSqliteEngine), "Writes",
            $"Readers=1, Recording=On, BusyTimeout={busyTimeout}, Shape=PointsAndAggregate, Writer=ClosedLoop",
            Variant.Default, new Interval(1e9, double.NaN, double.NaN, 1),
            new CaseRecord
            {
                Key = $"beside {busyTimeout}", Engine = Engine, Variant = Variant.Default, RowsPerRun = 1000, AutocommitWrites = 1000,
                Latencies =
                [
                    new RoleLatency { Role = "writer", Runs = 1, Operations = 1000, Planned = 1000, Seconds = 1, Recorded = true },
                    new RoleLatency { Role = "readers", Threads = 1, Runs = 1, Operations = (long)opsPerSecond, Seconds = 1, Recorded = true, P99 = p99 },
                ],
            },
            protocol: null);
        MeasuredCase[] cases = [Writes(Variant.Default, 0, 4), Beside(BusyTimeoutSetting.AsShipped, 172_479, 9), Beside(BusyTimeoutSetting.FiveSeconds, 3, 732_000)];
        var document = new ReportDocument("t");

        AnswerTable.Append(document, [WorkloadAnswer.Of(typeof(Concurrency<>), cases, [])!], cases, [], []);

        var row = Render(document).Split('\n').Last(l => l.StartsWith("| Default |", StringComparison.Ordinal));
        Assert.EndsWith("| 172,479 ops/s, p99 9 µs, R=1; with a 5 s busy timeout 3.0 ops/s, p99 732.0 ms |", row, StringComparison.Ordinal);
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
