namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// What timing one operation into an <see cref="OperationRecorder"/> costs in this process: the
/// two timestamps and the histogram increment every recorded operation pays, measured on a
/// recorder of the same size, outside any timed region. Set beside an operation's mean latency it
/// bounds the share of that latency the recording can be: a figure that, unlike a run with the
/// recording beside a run without, does not depend on how the scheduler split the cores that time.
/// </summary>
public static class RecordingCost
{
    // A round lasts about 4 ms: long enough to time, short beside the process (W1 measures it in about 100 processes a run).
    private const int PerRound = 50_000;
    private const int Rounds = 3;

    /// <summary>Nanoseconds per recorded operation: the fastest of three rounds of 50,000.</summary>
    public static double MeasureNanoseconds()
    {
        var recorder = new OperationRecorder(timesOperations: true);
        var nanoseconds = FastestRound.NanosecondsPerOperation(Rounds, PerRound, count =>
        {
            for (var i = 0; i < count; i++)
            {
                recorder.Completed(recorder.Start(), retried: false);
            }
        });

        // The count is used so that no round can be optimised away.
        return recorder.Histogram.TotalCount == (long)Rounds * PerRound ? nanoseconds : throw new InvalidOperationException("the recorder lost operations");
    }
}
