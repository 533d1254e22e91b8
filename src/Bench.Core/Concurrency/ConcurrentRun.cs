using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// One run of W6's timed step: the reader threads (each with its own session from the engine's
/// <see cref="IConcurrencyStore"/> — a connection on SQL engines — opened and prepared before timing,
/// then waiting at a barrier), the writer's session, and every thread's <see cref="OperationRecorder"/>. <see cref="RunWriter"/> releases
/// the barrier and runs the writer's operations; the readers run until the writer is done.
/// <see cref="Dispose"/> stops and joins every thread and closes its sessions.
/// </summary>
internal sealed class ConcurrentRun : IDisposable
{
    private const int KeySequenceLength = 4096;

    // Whether this reader thread has reached the barrier: one that fails before it must leave it,
    // or the writer would wait for it forever.
    [ThreadStatic]
    private static bool _pastBarrier;

    private readonly ConcurrencyPlan _plan;
    private readonly Barrier _barrier;
    private readonly List<IConcurrencySession> _sessions = [];
    private readonly List<Thread> _threads = [];
    private readonly IConcurrencySession _writer;
    private volatile bool _stop;
    private bool _released;
    private string? _failure;

    public ConcurrentRun(ConcurrencyWorkload workload, IConcurrencyStore store)
    {
        var plan = workload.Plan;
        var readers = workload.ReaderThreads;
        var timesOperations = workload.TimesOperations;
        var seed = workload.Seed;
        _plan = plan;
        Writer = new OperationRecorder(timesOperations);
        var aggregate = readers > 0 && workload.AggregateReader ? 1 : 0;
        // The writer, and each reader once its thread starts: a run whose setup fails half-way
        // waits for none that never started.
        _barrier = new Barrier(1);
        try
        {
            _writer = Open(store, ConcurrencyRole.Writer);
            string? settings = null;
            for (var i = 0; i < readers; i++)
            {
                var recorder = new OperationRecorder(timesOperations);
                Readers.Add(recorder);
                var sequence = KeySequence(seed + i + 1);
                var session = Open(store, ConcurrencyRole.PointReader);
                settings ??= session.ReadSettings();
                Start(() => ReadPoints(session, recorder, sequence));
            }

            Settings = settings ?? _writer.ReadSettings();
            if (aggregate > 0)
            {
                Aggregate = new OperationRecorder(timesOperations);
                var session = Open(store, ConcurrencyRole.AggregateReader);
                Start(() => ReadAggregates(session, Aggregate));
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public OperationRecorder Writer { get; }

    public List<OperationRecorder> Readers { get; } = [];

    public OperationRecorder? Aggregate { get; }

    /// <summary>The concurrency settings read back on a reader's session (the writer's when there are no readers).</summary>
    public string Settings { get; }

    /// <summary>Seconds from the barrier's release to the writer's last operation: the timed region.</summary>
    public double Seconds { get; private set; }

    /// <summary>
    /// Whether the writer stopped after its deadline, by the run's own clock: the one thing that lets
    /// it stop short of its script (validation checks it, not the writer's count).
    /// </summary>
    public bool ReachedDeadline { get; private set; }

    /// <summary>
    /// Releases the readers and runs the writer's operations, every one unless the run's deadline
    /// passes first (a writer the readers starve of its lock); returns how many it applied.
    /// </summary>
    public int RunWriter(TimeSpan deadline)
    {
        _released = true;
        _barrier.SignalAndWait();
        var started = Stopwatch.GetTimestamp();
        var end = started + (long)(deadline.TotalSeconds * Stopwatch.Frequency);
        var applied = 0;
        try
        {
            foreach (var operation in _plan.Operations)
            {
                if (Stopwatch.GetTimestamp() > end)
                {
                    break;
                }

                var begun = Writer.Start();
                var rows = _writer.Apply(operation, Writer, end, out var retried);
                if (rows < 0)
                {
                    // Starved past the deadline: this operation never ran, but it waited, and that
                    // wait belongs in the writer's latencies (it may be most of the timed region).
                    Writer.CutOff(begun);
                    break;
                }

                Writer.Completed(begun, retried);
                applied += rows == 1 ? 1 : throw new WorkloadValidationException($"writer operation {applied + 1} (key {operation.Key}) changed {rows} rows, expected 1.");
            }
        }
        finally
        {
            var stopped = Stopwatch.GetTimestamp();
            Seconds = Stopwatch.GetElapsedTime(started, stopped).TotalSeconds;
            ReachedDeadline = stopped > end;
            _stop = true;
        }

        return applied;
    }

    /// <summary>Stops and joins the readers; throws when one of them read a row no committed state held.</summary>
    public void Finish()
    {
        Stop();
        if (_failure is { } failure)
        {
            throw new WorkloadValidationException(failure);
        }
    }

    public void Dispose()
    {
        Stop();
        foreach (var session in _sessions)
        {
            session.Dispose();
        }

        _sessions.Clear();
        _barrier.Dispose();
    }

    private void Stop()
    {
        _stop = true;
        if (!_released)
        {
            // The timed step never ran: let the waiting readers through so they see the stop.
            _released = true;
            _barrier.SignalAndWait();
        }

        foreach (var thread in _threads)
        {
            thread.Join();
        }

        _threads.Clear();
    }

    private void WaitForWriter()
    {
        _pastBarrier = true;
        _barrier.SignalAndWait();
    }

    private IConcurrencySession Open(IConcurrencyStore store, ConcurrencyRole role)
    {
        var session = store.Open(role);
        _sessions.Add(session);
        return session;
    }

    private void Start(Action body)
    {
        var thread = new Thread(() =>
        {
            try
            {
                body();
            }
            catch (Exception e)
            {
                Fail($"a reader failed: {e.GetType().Name}: {e.Message}");
                if (!_pastBarrier)
                {
                    _barrier.RemoveParticipant();
                }
            }
        })
        { IsBackground = true, Name = "W6 reader" };
        _barrier.AddParticipant();
        _threads.Add(thread);
        thread.Start();
    }

    private void Fail(string message)
    {
        Interlocked.CompareExchange(ref _failure, message, null);
        _stop = true;
    }

    private void ReadPoints(IConcurrencySession session, OperationRecorder recorder, int[] sequence)
    {
        var lastSeen = new long[_plan.KeyCount + 1];
        Array.Fill(lastSeen, -1);
        WaitForWriter();
        for (var i = 0; !_stop; i++)
        {
            var key = sequence[i % KeySequenceLength];
            var begun = recorder.Start();
            var (found, version, stamp) = session.Find(key, recorder, out var retried);
            recorder.Completed(begun, retried);
            if (PointReadError(key, found, version, stamp, lastSeen[key]) is { } error)
            {
                Fail(error);
                return;
            }

            lastSeen[key] = found ? version : lastSeen[key];
        }
    }

    // A row no committed state held: a version past the writer's last, one older than this reader
    // saw before, a stamp that is not the version's, or an inserted row that vanished.
    private string? PointReadError(int key, bool found, long version, long stamp, long seen)
    {
        if (!found)
        {
            return key <= _plan.Rows || seen >= 0 ? $"key {key} was not found (last seen at version {seen})." : null;
        }

        return version > _plan.FinalVersions[key] || version < seen || stamp != ConcurrencyPlan.Stamp(key, version)
            ? $"key {key} read at version {version} (stamp {stamp}) after version {seen}; the writer ends it at {_plan.FinalVersions[key]}."
            : null;
    }

    private void ReadAggregates(IConcurrencySession session, OperationRecorder recorder)
    {
        var lastState = 0;
        WaitForWriter();
        while (!_stop)
        {
            var begun = recorder.Start();
            var (rows, versions) = session.Aggregate(recorder, out var retried);
            recorder.Completed(begun, retried);
            var state = _plan.StateAfter(rows, versions);
            if (state < lastState)
            {
                Fail($"the aggregate read {rows} rows with version sum {versions}: no committed state at or after the writer's operation {lastState} holds that.");
                return;
            }

            lastState = state;
        }
    }

    private int[] KeySequence(int seed)
    {
        var random = new Random(seed);
        return [.. Enumerable.Range(0, KeySequenceLength).Select(_ => random.Next(1, _plan.KeyCount + 1))];
    }
}
