using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Drift;

public sealed class RunDriftTests
{
    private static readonly DateTime _start = new(2026, 11, 26, 10, 0, 0, DateTimeKind.Utc);

    private static CanaryReading Reading(int minute, int casesBefore, params double[] repeats) =>
        new(_start.AddMinutes(minute), casesBefore, repeats, 0.8);

    private static RunDrift Drift(params CanaryReading[] readings) => new(
        readings,
        [new CaseWindow("W1.Write(Default)", "1+8runs", _start.AddMinutes(0.1), _start.AddMinutes(0.9)),
         new CaseWindow("W1.Write(Batch)", "1+8runs", _start.AddMinutes(1.1), _start.AddMinutes(1.9))],
        []);

    [Fact]
    public void The_spread_is_taken_over_the_readings_medians()
    {
        var drift = Drift(Reading(0, 0, 80, 81, 200), Reading(1, 1, 100, 99, 101), Reading(2, 2, 120, 119, 121));

        Assert.Equal((81, 120), (drift.MinMilliseconds, drift.MaxMilliseconds));
        Assert.Equal(120 / 81.0, drift.MaxOverMin, precision: 9);
        Assert.Equal(39 / 201.0, drift.PlusMinus, precision: 9);
        Assert.Equal(2.4, drift.CostSeconds, precision: 9);
    }

    [Fact]
    public void Each_case_gets_the_last_reading_before_it_and_the_first_after_it()
    {
        var drift = Drift(Reading(0, 0, 80), Reading(1, 1, 100), Reading(2, 2, 120));

        var (before, after) = drift.Nearest("W1.Write(Batch)");

        Assert.Equal((100, 120), (before!.MedianMilliseconds, after!.MedianMilliseconds));
        Assert.Equal((null, null), drift.Nearest("W2.Insert(Batch)"));
    }

    [Fact]
    public void A_speed_up_narrower_than_the_drift_says_so_and_a_wider_one_does_not()
    {
        // Canary ±10%: an interval of ±2% claims more than the machine held still for; ±20% does not.
        var drift = Drift(Reading(0, 0, 90), Reading(1, 1, 110));
        var narrow = new SpeedUp(2, 1.96, 2.04, SpeedUpVerdict.BeyondNoise, 8, 8);
        var wide = new SpeedUp(2, 1.6, 2.4, SpeedUpVerdict.BeyondNoise, 8, 8);

        Assert.Equal("; finer than the machine's drift over this run: ±10%", DriftSection.Note(narrow, drift));
        Assert.Equal("", DriftSection.Note(wide, drift));
    }

    [Fact]
    public void One_reading_or_a_one_run_speed_up_carries_no_drift_note()
    {
        var narrow = new SpeedUp(2, 1.96, 2.04, SpeedUpVerdict.BeyondNoise, 8, 8);
        var oneRun = new SpeedUp(2, double.NaN, double.NaN, SpeedUpVerdict.None, 8, 1);

        Assert.Equal("", DriftSection.Note(narrow, Drift(Reading(0, 0, 90))));
        Assert.Equal("", DriftSection.Note(oneRun, Drift(Reading(0, 0, 90), Reading(1, 1, 110))));
    }

    [Fact]
    public void The_summary_states_the_readings_their_spread_and_their_cost()
    {
        var summary = DriftSection.Summary(Drift(Reading(0, 0, 90), Reading(1, 1, 110)));

        Assert.StartsWith("2 readings: fastest 90.00 ms, slowest 110.00 ms, max/min 1.222 (drift ±10% about the middle)", summary, StringComparison.Ordinal);
        Assert.Contains("The readings took 1.6 s of the run's", summary, StringComparison.Ordinal);
    }
}
