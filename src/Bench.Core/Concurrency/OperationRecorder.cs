using System.Diagnostics;
using HdrHistogram;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// One thread's record of its operations: a latency histogram (Stopwatch ticks, allocated before
/// the run, so recording allocates nothing), the count, the lock errors met by kind and the
/// operations that had to be retried. An operation cut off by the run's deadline is recorded with
/// the time it waited (<see cref="CutOff"/>) but not counted as completed. Only its own thread
/// writes it, until the thread has ended.
/// </summary>
public sealed class OperationRecorder
{
    // Two minutes: longer than any provider's default command timeout (30 s), so every wait fits.
    private static readonly long _highestTicks = Stopwatch.Frequency * 120;

    private readonly long[] _errors = new long[Enum.GetValues<LockErrorKind>().Length];

    /// <summary>Creates a recorder; <paramref name="timesOperations"/> false counts operations without timing them.</summary>
    public OperationRecorder(bool timesOperations)
    {
        TimesOperations = timesOperations;
        Histogram = new LongHistogram(_highestTicks, 3);
    }

    /// <summary>Whether each operation is timed into <see cref="Histogram"/> (the recording whose own cost W6 measures).</summary>
    public bool TimesOperations { get; }

    /// <summary>Latencies in Stopwatch ticks.</summary>
    public LongHistogram Histogram { get; }

    /// <summary>Operations completed.</summary>
    public long Operations { get; private set; }

    /// <summary>
    /// Operations in flight when the run's deadline passed: they did not run, but the time they waited
    /// is in <see cref="Histogram"/> when operations are timed (a starved writer's wait is its latency).
    /// </summary>
    public long CutOffs { get; private set; }

    /// <summary>The longest wait of an operation cut off by the deadline, in Stopwatch ticks (0 when none, or not timed).</summary>
    public long LongestCutOffTicks { get; private set; }

    /// <summary>Operations that met at least one lock error and were run again.</summary>
    public long Retried { get; private set; }

    /// <summary>Lock errors met, by kind.</summary>
    public long Errors(LockErrorKind kind) => _errors[(int)kind];

    /// <summary>The timestamp an operation starts at (0 when operations are not timed).</summary>
    public long Start() => TimesOperations ? Stopwatch.GetTimestamp() : 0;

    /// <summary>Counts an operation that began at <paramref name="started"/> and, when timed, records its latency.</summary>
    public void Completed(long started, bool retried)
    {
        Operations++;
        if (retried)
        {
            Retried++;
        }

        if (TimesOperations)
        {
            Histogram.RecordValue(Math.Min(Stopwatch.GetTimestamp() - started, _highestTicks));
        }
    }

    /// <summary>
    /// Records an operation that began at <paramref name="started"/> and was given up at the run's
    /// deadline: not completed, but its wait goes into the latencies, so that a writer starved of its
    /// lock does not show only the operations it got through.
    /// </summary>
    public void CutOff(long started)
    {
        CutOffs++;
        if (TimesOperations)
        {
            var waited = Math.Min(Stopwatch.GetTimestamp() - started, _highestTicks);
            Histogram.RecordValue(waited);
            LongestCutOffTicks = Math.Max(LongestCutOffTicks, waited);
        }
    }

    /// <summary>Counts one lock error of <paramref name="kind"/>.</summary>
    public void Met(LockErrorKind kind) => _errors[(int)kind]++;

    /// <summary>
    /// Adds what a worker process recorded (a W6 reader's <see cref="ReaderProcessReport"/>, a W8 writer's report): its
    /// operations, retries, lock errors by kind, latency histogram, and the operations it gave up.
    /// </summary>
    internal void Add(long operations, long retried, IReadOnlyList<long> errors, HistogramBase histogram, long cutOffs = 0, long longestCutOffTicks = 0)
    {
        Operations += operations;
        CutOffs += cutOffs;
        LongestCutOffTicks = Math.Max(LongestCutOffTicks, longestCutOffTicks);
        Retried += retried;
        for (var i = 0; i < _errors.Length && i < errors.Count; i++)
        {
            _errors[i] += errors[i];
        }

        Histogram.Add(histogram);
    }

    /// <summary>Adds <paramref name="other"/>'s counts and latencies to this one.</summary>
    public void Add(OperationRecorder other)
    {
        ArgumentNullException.ThrowIfNull(other);
        Operations += other.Operations;
        CutOffs += other.CutOffs;
        LongestCutOffTicks = Math.Max(LongestCutOffTicks, other.LongestCutOffTicks);
        Retried += other.Retried;
        for (var i = 0; i < _errors.Length; i++)
        {
            _errors[i] += other._errors[i];
        }

        Histogram.Add(other.Histogram);
    }
}
