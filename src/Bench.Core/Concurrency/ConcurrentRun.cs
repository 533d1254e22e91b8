using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// One run of W6's timed step: the reader threads (each with its own session from the engine's
/// <see cref="IConcurrencyStore"/> — a connection on SQL engines — opened and prepared before timing,
/// then waiting at a barrier), the writer's session, and every thread's <see cref="OperationRecorder"/>. <see cref="RunWriter"/> releases
/// the barrier and runs the writer's operations; the readers run until the writer is done.
/// Point readers may instead be processes of their own (<see cref="ReaderProcess"/>), started and
/// ready before the timed step and released with the writer. The writer and the point readers may
/// each run on a schedule (<see cref="OpenLoopSchedule"/>) instead of back to back.
/// <see cref="Dispose"/> stops and joins every thread, kills any reader process left, and closes its sessions.
/// </summary>
internal sealed class ConcurrentRun : IDisposable
{
    // Whether this reader thread has reached the barrier: one that fails before it must leave it,
    // or the writer would wait for it forever.
    [ThreadStatic]
    private static bool _pastBarrier;

    private readonly ConcurrencyPlan _plan;
    private readonly Barrier _barrier;
    private readonly List<IConcurrencySession> _sessions = [];
    private readonly List<Thread> _threads = [];
    private readonly IConcurrencySession _writer;
    private readonly List<ReaderProcess> _processes = [];
    private readonly int _writesPerSecond;
    private readonly RunSignal _stop = new();
    private bool _released;
    private long _releasedAt;
    private string? _failure;

    /// <summary>
    /// Opens the writer's session and starts the readers; with <paramref name="processes"/> (a launcher and
    /// each reader's arguments) the point readers are processes of their own instead of threads.
    /// </summary>
    public ConcurrentRun(ConcurrencyWorkload workload, IConcurrencyStore store, (WorkerProcessLauncher Launcher, Func<int, IReadOnlyList<string>> Arguments)? processes = null)
    {
        var plan = workload.Plan;
        var readers = workload.ReaderThreads;
        var timesOperations = workload.TimesOperations;
        var seed = workload.Seed;
        _plan = plan;
        _writesPerSecond = workload.WritesPerSecond;
        Writer = new OperationRecorder(timesOperations);
        var aggregate = readers > 0 && workload.AggregateReader ? 1 : 0;
        // The writer, and each reader once its thread starts: a run whose setup fails half-way
        // waits for none that never started. The instant it releases them, taken before any of them
        // runs, is where the writer's timed region and the paced readers' schedules start: a reader
        // thread woken before the writer's must not have its schedule start before the region it is
        // counted over.
        _barrier = new Barrier(1, _ => _releasedAt = Stopwatch.GetTimestamp());
        try
        {
            _writer = Open(store, ConcurrencyRole.Writer);
            string? settings = null;
            if (processes is var (launcher, arguments))
            {
                settings = StartProcesses(readers, launcher, arguments, timesOperations);
            }

            for (var i = 0; i < readers && processes is null; i++)
            {
                var recorder = new OperationRecorder(timesOperations);
                Readers.Add(recorder);
                var session = Open(store, ConcurrencyRole.PointReader);
                settings ??= session.ReadSettings();
                var reader = new PointReader(plan, session, recorder, seed + i + 1, workload.ReadsPerSecond);
                Start(() => ReadPoints(reader));
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
        foreach (var process in _processes)
        {
            process.Go();
        }

        _barrier.SignalAndWait();
        var started = _releasedAt;
        var end = started + (long)(deadline.TotalSeconds * Stopwatch.Frequency);
        // An open loop: operation i is due at start + i / rate and timed from then (coordinated omission shown, not hidden).
        var schedule = _writesPerSecond > 0 ? OpenLoopSchedule.Starting(started, _writesPerSecond) : default;
        var applied = 0;
        try
        {
            foreach (var operation in _plan.Operations)
            {
                if (Stopwatch.GetTimestamp() > end || (schedule.IsOpen && schedule.IntendedStart(applied) > end))
                {
                    break;
                }

                var begun = schedule.IsOpen ? schedule.WaitFor(applied) : Writer.Start();
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
            // The readers told first, the clock read after: every read a reader issues was due
            // inside the region its count is put over.
            _stop.Set();
            var stopped = Stopwatch.GetTimestamp();
            Seconds = Stopwatch.GetElapsedTime(started, stopped).TotalSeconds;
            ReachedDeadline = stopped > end;
            foreach (var process in _processes)
            {
                process.Stop();
            }
        }

        return applied;
    }

    /// <summary>
    /// Stops and joins the readers and reads each reader process's figures; throws when one of them read
    /// a row no committed state held, or a process sent no figures.
    /// </summary>
    public void Finish()
    {
        Stop();
        for (var i = 0; i < _processes.Count; i++)
        {
            _processes[i].CollectInto(Readers[i]);
        }

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
        foreach (var process in _processes)
        {
            process.Dispose();
        }

        _processes.Clear();
        _barrier.Dispose();
    }

    private void Stop()
    {
        _stop.Set();
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
        _stop.Set();
    }

    // Every process started first, then each waited for: their start-ups overlap.
    private string? StartProcesses(int readers, WorkerProcessLauncher launcher, Func<int, IReadOnlyList<string>> arguments, bool timesOperations)
    {
        for (var i = 0; i < readers; i++)
        {
            Readers.Add(new OperationRecorder(timesOperations));
            _processes.Add(ReaderProcess.Start(launcher, arguments(i)));
        }

        // Every process must be ready; the settings shown are the first one's, as a reader thread's would be.
        return _processes.Select(process => process.AwaitReady()).ToArray().FirstOrDefault();
    }

    private void ReadPoints(PointReader reader)
    {
        WaitForWriter();
        if (reader.Run(_stop, _releasedAt) is { } error)
        {
            Fail($"a point reader failed: {error}");
        }
    }

    private void ReadAggregates(IConcurrencySession session, OperationRecorder recorder)
    {
        var lastState = 0;
        WaitForWriter();
        while (!_stop.IsSet)
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
}
