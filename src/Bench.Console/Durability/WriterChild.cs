using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// A running <see cref="CrashWriter"/>: its acknowledgements read as they come (with the time each
/// commit returned), a wait for a count of them, and the kill (SIGKILL to the writer and everything
/// it started).
/// </summary>
public sealed class WriterChild : IDisposable
{
    private static readonly TimeSpan _patience = TimeSpan.FromSeconds(60);

    private readonly Process _process;
    private readonly Task<string> _errors;
    private readonly Task _reader;
    private readonly TaskCompletionSource<bool> _ready = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly List<long> _acknowledgedAt = [];
    private long _acknowledgedRows;
    private readonly List<WriterFault> _faults = [];
    private long _keptAfterFailing;
    private readonly Lock _acknowledgements = new();
    private readonly ManualResetEventSlim _reachedOrEnded = new();
    private long _awaited = long.MaxValue;
    private bool _stopWriter;

    /// <summary>Starts the writer described by <paramref name="start"/> (its output and error redirected), to die with the calling thread (<see cref="ParentLifeline"/>).</summary>
    public WriterChild(ProcessStartInfo start)
    {
        ParentLifeline.Hand(start);
        _process = ChildProcesses.Start(start);
        _errors = _process.StandardError.ReadToEndAsync();
        _reader = Task.Run(ReadOutput);
    }

    /// <summary>The writer's process id.</summary>
    public int Id => _process.Id;

    /// <summary>The server database the writer named (server engines), or null.</summary>
    public string? Database { get; private set; }

    /// <summary>The engine's build as the writer's open database reported it (<see cref="CrashWriter.VersionLine"/>), or null before it told.</summary>
    public string? EngineVersion { get; private set; }

    /// <summary>Commits acknowledged so far.</summary>
    public long Acknowledged
    {
        get
        {
            lock (_acknowledgements)
            {
                return _acknowledgedAt.Count;
            }
        }
    }

    /// <summary>Rows the acknowledged commits carried: the highest row id acknowledged.</summary>
    public long AcknowledgedRows
    {
        get
        {
            lock (_acknowledgements)
            {
                return _acknowledgedRows;
            }
        }
    }

    /// <summary>The failed commits a writer under <see cref="FaultWriter.Option"/> told of, in order.</summary>
    public IReadOnlyList<WriterFault> Faults
    {
        get
        {
            lock (_acknowledgements)
            {
                return [.. _faults];
            }
        }
    }

    /// <summary>Commits that failed on a server and whose rows the writer then found committed (<see cref="FaultWriter.KeptLine"/>).</summary>
    public long KeptAfterFailing => Interlocked.Read(ref _keptAfterFailing);

    /// <summary>Writes <paramref name="line"/> to the writer's input (<see cref="FaultWriter.Cleared"/>).</summary>
    public void Tell(string line)
    {
        _process.StandardInput.WriteLine(line);
        _process.StandardInput.Flush();
    }

    /// <summary>When each commit was acknowledged, in order (<see cref="Stopwatch.GetTimestamp"/>s of the check's, as it read them).</summary>
    public IReadOnlyList<long> AcknowledgedAt
    {
        get
        {
            lock (_acknowledgements)
            {
                return [.. _acknowledgedAt];
            }
        }
    }

    /// <summary>How many commits were acknowledged before <paramref name="timestamp"/> (a <see cref="Stopwatch.GetTimestamp"/> of the writer's).</summary>
    public long AcknowledgedBefore(long timestamp)
    {
        lock (_acknowledgements)
        {
            var index = _acknowledgedAt.BinarySearch(timestamp);
            return index >= 0 ? index : ~index;
        }
    }

    /// <summary>Waits until the writer says it is ready for its first commit (<see cref="CrashWriter.AfterSync"/>); false if it exited or took too long.</summary>
    public bool WaitUntilReady() => _ready.Task.Wait(_patience) && _ready.Task.Result;

    /// <summary>Lets a writer started with <see cref="CrashWriter.AfterSync"/> begin committing.</summary>
    public void Go() => Tell("go");

    /// <summary>
    /// Waits until <paramref name="acknowledgements"/> commits were acknowledged, the writer's output
    /// ended, or <paramref name="longest"/> (a minute unless given) passed. With <paramref name="stopWriter"/>
    /// the thread that reads the ack sends the writer SIGSTOP as it reads it, so the writer commits as
    /// little as possible past the target before the caller freezes its whole tree.
    /// </summary>
    public void WaitFor(long acknowledgements, TimeSpan? longest = null, bool stopWriter = false)
    {
        lock (_acknowledgements)
        {
            _awaited = acknowledgements;
            _stopWriter = stopWriter;
            if (_acknowledgedAt.Count >= acknowledgements)
            {
                _reachedOrEnded.Set();
            }
        }

        _reachedOrEnded.Wait(longest ?? _patience);
    }

    /// <summary>
    /// SIGKILL (no handler, no flush, no cleanup runs) to the writer and its descendants, then
    /// <paramref name="killRemains"/> for any that escaped (a server orphaned by a writer that died
    /// first, which would hold the output open); returns every commit acknowledged before it and the
    /// writer's error output.
    /// </summary>
    public (long Acknowledged, string Errors) Kill(Action? killRemains = null)
    {
        _process.Kill(entireProcessTree: true);
        _process.WaitForExit();
        killRemains?.Invoke();
        // Acks already written to the pipe before the kill were acknowledged: read them all.
        var drained = _reader.Wait(_patience) && _errors.Wait(_patience);
        return (Acknowledged, drained ? _errors.Result.Trim() : "the writer's output stayed open after the kill");
    }

    /// <summary>Kills the writer if it still runs.</summary>
    public void Dispose()
    {
        if (!_process.HasExited)
        {
            _process.Kill(entireProcessTree: true);
            _process.WaitForExit();
        }

        _process.Dispose();
        _reachedOrEnded.Dispose();
    }

    private void ReadOutput()
    {
        while (_process.StandardOutput.ReadLine() is { } line)
        {
            if (line.StartsWith("ack ", StringComparison.Ordinal))
            {
                Acknowledge(line);
            }
            else if (line.StartsWith(FaultWriter.KeptLine, StringComparison.Ordinal))
            {
                Interlocked.Increment(ref _keptAfterFailing);
            }
            else if (WriterFault.Parse(line, Acknowledged) is { } fault)
            {
                lock (_acknowledgements)
                {
                    _faults.Add(fault);
                }
            }
            else if (line.StartsWith(CrashWriter.DatabaseLine, StringComparison.Ordinal))
            {
                Database = line[CrashWriter.DatabaseLine.Length..];
            }
            else if (line.StartsWith(CrashWriter.VersionLine, StringComparison.Ordinal))
            {
                EngineVersion = line[CrashWriter.VersionLine.Length..];
            }
            else if (line == "ready")
            {
                _ready.TrySetResult(true);
            }
        }

        _ready.TrySetResult(false);
        _reachedOrEnded.Set();
    }

    // "ack N T R": commit N, carrying R rows, returned at timestamp T. Acks come in order, one per commit.
    private void Acknowledge(string line)
    {
        var fields = line.Split(' ');
        var id = long.Parse(fields[1], CultureInfo.InvariantCulture);
        var at = long.Parse(fields[2], CultureInfo.InvariantCulture);
        var rows = long.Parse(fields[3], CultureInfo.InvariantCulture);
        lock (_acknowledgements)
        {
            if (id != _acknowledgedAt.Count + 1)
            {
                throw new InvalidOperationException($"the writer acknowledged commit {id} after {_acknowledgedAt.Count}");
            }

            _acknowledgedAt.Add(at);
            _acknowledgedRows += rows;
            if (_acknowledgedAt.Count == _awaited)
            {
                if (_stopWriter)
                {
                    FrozenProcesses.Stop(_process.Id);
                }

                _reachedOrEnded.Set();
            }
        }
    }
}
