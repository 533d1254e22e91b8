using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>The per-operation recording W6 and the per-statement tails use: it must not allocate in a timed loop.</summary>
public sealed class OperationRecorderTests
{
    [Fact]
    public void Recording_an_operation_allocates_nothing_and_counts_it()
    {
        var recorder = new OperationRecorder(timesOperations: true);
        // A first pass compiles every path (and any tier-up of the loop); the second is counted.
        RecordMany(recorder);

        var before = GC.GetAllocatedBytesForCurrentThread();
        RecordMany(recorder);

        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(0, allocated);
        Assert.Equal(20_000, recorder.Operations);
        Assert.Equal(20_000, recorder.Histogram.TotalCount);
        Assert.Equal(200, recorder.Retried);
    }

    private static void RecordMany(OperationRecorder recorder)
    {
        for (var i = 0; i < 10_000; i++)
        {
            recorder.Completed(recorder.Start(), retried: i % 100 == 0);
        }
    }

    [Fact]
    public void The_recording_s_own_cost_is_measured_over_operations_it_counted()
    {
        var nanoseconds = RecordingCost.MeasureNanoseconds();

        Assert.True(nanoseconds > 0 && double.IsFinite(nanoseconds), $"{nanoseconds} ns per recorded operation");
    }

    [Fact]
    public void Lock_errors_are_sorted_by_the_engines_own_words()
    {
        Assert.Equal(LockErrorKind.Timeout, LockErrors.Classify(new TimeoutException()));
        Assert.Null(LockErrors.Classify(new InvalidOperationException("database is locked")));
    }
}
