namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>A flag one thread sets and others poll: the end of a W6 run's timed region.</summary>
internal sealed class RunSignal
{
    private volatile bool _set;

    public bool IsSet => _set;

    public void Set() => _set = true;
}

/// <summary>
/// One W6 point reader's loop, the same in a reader thread and in a reader process: SELECTs by key
/// (keys seeded per reader) until the run's signal, each read timed into the reader's recorder — from
/// its actual start in a closed loop, from its intended start on a schedule (<see cref="OpenLoopSchedule"/>)
/// — and checked against the committed states without allocating.
/// </summary>
internal sealed class PointReader
{
    /// <summary>Keys per reader's sequence, read in a cycle.</summary>
    public const int KeySequenceLength = 4096;

    private readonly ConcurrencyPlan _plan;
    private readonly IConcurrencySession _session;
    private readonly int[] _sequence;
    private readonly int _readsPerSecond;
    private readonly long[] _lastSeen;

    /// <summary>
    /// A reader of <paramref name="plan"/>'s table through <paramref name="session"/>, its keys seeded by
    /// <paramref name="seed"/>; <paramref name="readsPerSecond"/> 0 reads back to back (a closed loop).
    /// </summary>
    public PointReader(ConcurrencyPlan plan, IConcurrencySession session, OperationRecorder recorder, int seed, int readsPerSecond)
    {
        _plan = plan;
        _session = session;
        Recorder = recorder;
        _readsPerSecond = readsPerSecond;
        var random = new Random(seed);
        _sequence = [.. Enumerable.Range(0, KeySequenceLength).Select(_ => random.Next(1, plan.KeyCount + 1))];
        _lastSeen = new long[plan.KeyCount + 1];
        Array.Fill(_lastSeen, -1);
    }

    /// <summary>The reader's operations, latencies and lock errors.</summary>
    public OperationRecorder Recorder { get; }

    /// <summary>
    /// Reads until <paramref name="stop"/> is set; returns why a read held no committed state, or null.
    /// A paced reader's schedule starts at <paramref name="origin"/> (a Stopwatch timestamp): the run's
    /// release, the same instant the writer's timed region starts from.
    /// </summary>
    public string? Run(RunSignal stop, long origin)
    {
        var schedule = _readsPerSecond > 0 ? OpenLoopSchedule.Starting(origin, _readsPerSecond) : default;
        for (var i = 0; !stop.IsSet; i++)
        {
            var key = _sequence[i % KeySequenceLength];
            var begun = schedule.IsOpen ? schedule.WaitFor(i) : Recorder.Start();
            if (stop.IsSet)
            {
                break;
            }

            var (found, version, stamp) = _session.Find(key, Recorder, out var retried);
            Recorder.Completed(begun, retried);
            if (PointReadError(key, found, version, stamp, _lastSeen[key]) is { } error)
            {
                return error;
            }

            _lastSeen[key] = found ? version : _lastSeen[key];
        }

        return null;
    }

    // A row no committed state held: a version past the writer's last, one older than this reader
    // saw before, a stamp that is not the version's, or a row that vanished. Each says what differed.
    private string? PointReadError(int key, bool found, long version, long stamp, long seen)
    {
        if (!found)
        {
            return seen >= 0 ? $"key {key} was not found after it was read at version {seen}."
                : key <= _plan.Rows ? $"loaded key {key} was not found." : null;
        }

        var last = _plan.FinalVersions[key];
        if (version > last)
        {
            return $"key {key} read at version {version}, past the writer's last for it ({last}).";
        }

        if (version < seen)
        {
            return $"key {key} read at version {version} after version {seen}: back to an older state.";
        }

        var expected = ConcurrencyPlan.Stamp(key, version);
        return stamp != expected ? $"key {key} read at version {version} with stamp {stamp}, not that version's {expected}." : null;
    }
}
