using System.Diagnostics;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// One run phase: <c>threadcount</c> threads, each with its session opened and statements prepared
/// before timing, waiting at a barrier that <see cref="Execute"/> releases. Each thread runs its
/// planned operations and times each into a recorder per operation kind (W6's
/// <see cref="OperationRecorder"/>: an HdrHistogram, lock errors by kind, retries). Unpaced, a
/// thread is a closed loop and a latency starts when the operation does; with <c>target</c>, each
/// operation has an intended start on a fixed schedule and its latency counts from that, so a stall
/// shows in every operation it delayed (no coordinated omission).
/// </summary>
internal sealed class YcsbRun : IDisposable
{
    private readonly YcsbPlan _plan;
    private readonly Barrier _barrier;
    private readonly List<IYcsbSession> _sessions = [];
    private readonly List<Thread> _threads = [];
    private readonly bool[] _inserted;
    private readonly Lock _insertLock = new();
    private readonly long[] _completed;
    private long _acknowledged;
    private long _nextInsert;
    private long _startedAt;
    private bool _released;
    private string? _failure;

    public YcsbRun(YcsbPlan plan, IYcsbStore store)
    {
        _plan = plan;
        Log = new YcsbWriteLog(plan);
        var properties = plan.Properties;
        _acknowledged = properties.RecordCount;
        _nextInsert = properties.RecordCount;
        _inserted = new bool[plan.Inserts];
        _completed = new long[plan.Threads.Count];
        Recorders = [.. plan.Threads.Select(_ => Enum.GetValues<YcsbOperation>().Select(_ => new OperationRecorder(timesOperations: true)).ToArray())];
        _barrier = new Barrier(plan.Threads.Count + 1);
        try
        {
            for (var t = 0; t < plan.Threads.Count; t++)
            {
                var session = store.Open(t, new YcsbReadCheck(Log));
                _sessions.Add(session);
                Settings ??= session.ReadSettings();
            }
        }
        catch
        {
            _barrier.Dispose();
            Dispose();
            throw;
        }

        for (var t = 0; t < plan.Threads.Count; t++)
        {
            var thread = t;
            var worker = new Thread(() => Work(thread)) { IsBackground = true, Name = $"YCSB client {t}" };
            _threads.Add(worker);
            worker.Start();
        }
    }

    /// <summary>What each operation did: keys chosen, writes' start and end.</summary>
    public YcsbWriteLog Log { get; }

    /// <summary>Per thread, one recorder per <see cref="YcsbOperation"/>.</summary>
    public OperationRecorder[][] Recorders { get; }

    /// <summary>Settings read back on thread 0's session.</summary>
    public string? Settings { get; }

    /// <summary>Seconds from the barrier's release to the last thread's last operation: the timed region.</summary>
    public double Seconds { get; private set; }

    /// <summary>Releases the threads and waits for every one; returns the operations completed. Throws when a thread failed.</summary>
    public long Execute()
    {
        _released = true;
        _startedAt = Stopwatch.GetTimestamp();
        _barrier.SignalAndWait();
        foreach (var thread in _threads)
        {
            thread.Join();
        }

        Seconds = Stopwatch.GetElapsedTime(_startedAt).TotalSeconds;
        if (_failure is { } failure)
        {
            throw new WorkloadValidationException(failure);
        }

        return _completed.Sum();
    }

    public void Dispose()
    {
        if (!_released)
        {
            _released = true;
            _failure ??= "the run was disposed before its timed step";
            try
            {
                _barrier.SignalAndWait(TimeSpan.FromSeconds(5));
            }
            catch (ObjectDisposedException)
            {
                // The constructor failed before any thread started.
            }
        }

        foreach (var thread in _threads)
        {
            thread.Join();
        }

        _threads.Clear();
        foreach (var session in _sessions)
        {
            session.Dispose();
        }

        _sessions.Clear();
    }

    private void Work(int thread)
    {
        try
        {
            _barrier.SignalAndWait();
            if (Volatile.Read(ref _failure) is null)
            {
                RunOperations(thread);
            }
        }
        catch (Exception e)
        {
            Interlocked.CompareExchange(ref _failure, $"YCSB client {thread} failed: {e.GetType().Name}: {e.Message}", null);
        }
    }

    private void RunOperations(int thread)
    {
        var plan = _plan.Threads[thread];
        var session = _sessions[thread];
        var recorders = Recorders[thread];
        var properties = _plan.Properties;
        // Each thread's share of the target: its operations' intended starts, one interval apart.
        var interval = properties.Target > 0 ? (long)(Stopwatch.Frequency * properties.ThreadCount / properties.Target) : 0;
        var start = Stopwatch.GetTimestamp();
        for (var i = 0; i < plan.Kinds.Length && Volatile.Read(ref _failure) is null; i++)
        {
            var begun = interval > 0 ? WaitUntil(start + i * interval) : Stopwatch.GetTimestamp();
            var kind = plan.Kinds[i];
            var recorder = recorders[(int)kind];
            bool retried;
            switch (kind)
            {
                case YcsbOperation.Read:
                    var key = Choose(plan.Keys[i]);
                    Log.Begin(thread, i, key);
                    session.Read(key, plan.Fields[i], recorder, out retried);
                    break;
                case YcsbOperation.Scan:
                    key = Choose(plan.Keys[i]);
                    Log.Begin(thread, i, key);
                    session.Scan(key, plan.ScanLengths[i], recorder, out retried);
                    break;
                case YcsbOperation.Insert:
                    key = Interlocked.Increment(ref _nextInsert) - 1;
                    Log.Begin(thread, i, key);
                    Log.Started[thread][i] = Stopwatch.GetTimestamp();
                    Expect(1, session.Insert(key, plan.Values[i]!, recorder, out retried), kind, key);
                    Log.Ended[thread][i] = Stopwatch.GetTimestamp();
                    Acknowledge(key);
                    break;
                default:
                    key = Choose(plan.Keys[i]);
                    Log.Begin(thread, i, key);
                    retried = Write(thread, i, key, recorders, kind == YcsbOperation.ReadModifyWrite);
                    break;
            }

            recorder.Completed(begun, retried);
            _completed[thread]++;
        }
    }

    // An update, or a read-modify-write's read then update: each timed as YCSB times its calls
    // (into READ and UPDATE), the whole by the caller.
    private bool Write(int thread, int index, long key, OperationRecorder[] recorders, bool readFirst)
    {
        var plan = _plan.Threads[thread];
        var field = plan.Fields[index];
        var retried = false;
        if (readFirst)
        {
            var read = recorders[(int)YcsbOperation.Read];
            var begun = read.Start();
            Session(thread).Read(key, _plan.Properties.ReadAllFields ? -1 : field, read, out var readRetried);
            read.Completed(begun, readRetried);
            retried = readRetried;
        }

        // A plain update is timed by the caller; a read-modify-write's update is timed here as well.
        var update = recorders[(int)YcsbOperation.Update];
        var started = Stopwatch.GetTimestamp();
        Log.Started[thread][index] = started;
        Expect(1, Session(thread).Update(key, field, plan.Values[index]!, update, out var updateRetried), plan.Kinds[index], key);
        Log.Ended[thread][index] = Stopwatch.GetTimestamp();
        if (readFirst)
        {
            update.Completed(started, updateRetried);
        }

        return retried || updateRetried;
    }

    private IYcsbSession Session(int thread) => _sessions[thread];

    private void Expect(int expected, int rows, YcsbOperation kind, long key)
    {
        if (rows != expected)
        {
            throw new WorkloadValidationException($"{kind} of key {_plan.KeyNames[key]} changed {rows} rows, expected {expected}.");
        }
    }

    // A key among those loaded or acknowledged: latest counts back from the newest, a drawn key
    // not inserted yet wraps into those that are.
    private long Choose(long drawn)
    {
        var limit = Volatile.Read(ref _acknowledged);
        return _plan.Properties.RequestDistribution == RequestDistribution.Latest ? limit - 1 - drawn % limit : drawn < limit ? drawn : drawn % limit;
    }

    // Keys become readable in order: the acknowledged limit moves past every insert that has returned.
    private void Acknowledge(long key)
    {
        lock (_insertLock)
        {
            var first = _plan.Properties.RecordCount;
            _inserted[key - first] = true;
            var limit = _acknowledged;
            while (limit - first < _inserted.Length && _inserted[limit - first])
            {
                limit++;
            }

            Volatile.Write(ref _acknowledged, limit);
        }
    }

    private static long WaitUntil(long intended)
    {
        while (true)
        {
            var left = intended - Stopwatch.GetTimestamp();
            if (left <= 0)
            {
                return intended;
            }

            if (left > Stopwatch.Frequency / 500)
            {
                Thread.Sleep(1);
            }
            else
            {
                Thread.SpinWait(20);
            }
        }
    }
}
