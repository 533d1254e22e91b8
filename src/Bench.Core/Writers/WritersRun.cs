using System.Diagnostics;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// One run of W8's timed step. As threads: a session per writer from the run's <see cref="IWritersStore"/> (a connection
/// given the run's lock wait, or an engine's own), warmed and read back before timing, and a thread per writer waiting for
/// <see cref="Run"/> to release them all at once. As processes (<see cref="WritersWorkload.WriterProcesses"/>): a process
/// per writer that opens its own connection and waits ready until released. <see cref="Dispose"/> releases and joins any
/// thread still waiting, kills any process still running and disposes the store (closing every connection).
/// </summary>
internal sealed class WritersRun : IDisposable
{
    private readonly IWritersStore _store;
    private readonly List<TransferWriter> _threadWriters = [];
    private readonly List<Thread> _threads = [];
    private readonly List<WriterProcess> _processes = [];
    private readonly ManualResetEventSlim _go = new();
    private readonly Lock _lock = new();
    private long _deadline;
    private bool _cancelled;
    private Exception? _failure;

    public WritersRun(WritersWorkload workload, BenchDatabase database, IWritersStore store)
    {
        _store = store;
        try
        {
            var settings = workload.WriterProcesses is { } launcher ? StartProcesses(workload, database, launcher) : StartThreads(workload);
            Settings = string.Join("; ", settings.Distinct()) + $"; start={workload.Start}, retry={workload.Retry}" + (_processes.Count > 0 ? ", writers as processes" : "");
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    /// <summary>Every writer's figures, in order, once <see cref="Run"/> returned.</summary>
    public List<IWriterFigures> Writers { get; } = [];

    /// <summary>The settings read back on the writers' connections (each distinct line once).</summary>
    public string Settings { get; }

    /// <summary>The timed region's length in seconds, once <see cref="Run"/> returned.</summary>
    public double Seconds { get; private set; }

    /// <summary>Releases every writer, waits for all of them and returns the transfers committed; rethrows a writer's failure.</summary>
    public long Run(TimeSpan deadline)
    {
        var started = Stopwatch.GetTimestamp();
        _deadline = started + (long)(deadline.TotalSeconds * Stopwatch.Frequency);
        if (_processes.Count > 0)
        {
            _processes.ForEach(p => p.Release());
            Writers.AddRange(_processes.Select(p => p.Collect(deadline)));
        }
        else
        {
            _go.Set();
            _threads.ForEach(t => t.Join());
            Writers.AddRange(_threadWriters);
        }

        Seconds = Stopwatch.GetElapsedTime(started).TotalSeconds;
        if (_failure is { } failure)
        {
            throw new InvalidOperationException($"a W8 writer failed: {failure.Message}", failure);
        }

        return Writers.Sum(w => w.Committed.LongCount(c => c));
    }

    public void Dispose()
    {
        if (!_go.IsSet)
        {
            _cancelled = true;
            _go.Set();
        }

        _threads.ForEach(t => t.Join());
        _threadWriters.ForEach(w => w.Dispose());
        _processes.ForEach(p => p.Dispose());
        _store.Dispose();
        _go.Dispose();
    }

    private List<string> StartThreads(WritersWorkload workload)
    {
        var settings = new List<string>();
        for (var w = 0; w < workload.Plan.Writers; w++)
        {
            var writer = new TransferWriter(_store.Open(w), workload.Plan.Script(w), workload.Retry);
            _threadWriters.Add(writer);
            // One after another, before any thread starts: no writer meets another's lock here.
            settings.Add(writer.Warm());
        }

        foreach (var writer in _threadWriters)
        {
            var thread = new Thread(() => RunWriter(writer)) { IsBackground = true, Name = "W8 writer" };
            _threads.Add(thread);
            thread.Start();
        }

        return settings;
    }

    private List<string> StartProcesses(WritersWorkload workload, BenchDatabase database, Concurrency.WorkerProcessLauncher launcher)
    {
        var address = database.ProcessAddress
            ?? throw new NotSupportedException($"{database.Engine.Name}: {database.Engine.ReaderProcessesNotApplicable ?? "its database has no address another process can open"}");
        var settings = new List<string>();
        for (var w = 0; w < workload.Plan.Writers; w++)
        {
            var process = WriterProcess.Start(launcher, WriterProcessChild.Arguments(workload, database, address, w));
            _processes.Add(process);
            // One after another: each process's untimed transfer commits before the next starts.
            settings.Add(process.AwaitReady());
        }

        return settings;
    }

    private void RunWriter(TransferWriter writer)
    {
        _go.Wait();
        if (_cancelled)
        {
            return;
        }

        try
        {
            writer.Run(_deadline);
        }
        catch (Exception e)
        {
            lock (_lock)
            {
                _failure ??= e;
            }
        }
    }
}
