using EmbeddedDbBench.Console.Drift;

namespace EmbeddedDbBench.Tests.Drift;

public sealed class CanaryTests
{
    [Fact]
    public void A_reading_runs_the_fixed_task_in_a_process_of_its_own_and_returns_every_timed_repeat()
    {
        var (reading, error) = CanaryProbe.Read(casesBefore: 3);

        Assert.Null(error);
        Assert.NotNull(reading);
        Assert.Equal(Canary.MeasuredRepeats, reading.Milliseconds.Count);
        Assert.All(reading.Milliseconds, m => Assert.True(m > 0));
        Assert.Equal(3, reading.CasesBefore);
        Assert.True(reading.WallSeconds * 1000 > reading.Milliseconds.Sum(), "the reading's cost includes its repeats");
    }
}
