using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>The per-operation recording W6 and the per-statement tails use: it must not allocate in a timed loop.</summary>
public sealed class OperationRecorderTests
{
    [Fact]
    public void Recording_an_operation_allocates_nothing_and_counts_it()
    {
        var recorder = new OperationRecorder(timesOperations: true);
        recorder.Completed(recorder.Start(), retried: false); // first call: JIT and statics out of the count

        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < 10_000; i++)
        {
            recorder.Completed(recorder.Start(), retried: i % 100 == 0);
        }

        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(0, allocated);
        Assert.Equal(10_001, recorder.Operations);
        Assert.Equal(10_001, recorder.Histogram.TotalCount);
        Assert.Equal(100, recorder.Retried);
    }

    [Fact]
    public void Lock_errors_are_sorted_by_the_engines_own_words()
    {
        Assert.Equal(LockErrorKind.Timeout, LockErrors.Classify(new TimeoutException()));
        Assert.Null(LockErrors.Classify(new InvalidOperationException("database is locked")));
    }
}
