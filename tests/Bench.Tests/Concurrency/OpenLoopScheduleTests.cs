using System.Diagnostics;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>An open loop's schedule: intended starts at start + i / rate, and a wait that never returns before one.</summary>
public sealed class OpenLoopScheduleTests
{
    [Fact]
    public void Each_operation_is_due_one_interval_after_the_one_before_it()
    {
        var schedule = OpenLoopSchedule.Starting(start: 1_000, perSecond: 200);

        Assert.True(schedule.IsOpen);
        Assert.False(default(OpenLoopSchedule).IsOpen);
        Assert.Equal(1_000, schedule.IntendedStart(0));
        Assert.Equal(1_000 + (7 * (Stopwatch.Frequency / 200)), schedule.IntendedStart(7));
    }

    [Fact]
    public void Waiting_for_an_operation_returns_its_intended_start_and_never_before_it()
    {
        var schedule = OpenLoopSchedule.Starting(Stopwatch.GetTimestamp(), perSecond: 1_000);

        for (var i = 0; i < 50; i++)
        {
            var due = schedule.WaitFor(i);
            var now = Stopwatch.GetTimestamp();

            Assert.Equal(schedule.IntendedStart(i), due);
            Assert.True(now >= due, $"operation {i} released {due - now} ticks before it was due");
        }
    }
}
