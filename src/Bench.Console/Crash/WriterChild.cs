using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Crash;

/// <summary>
/// A running <see cref="CrashWriter"/>: its acknowledgements read as they come, a wait for a count
/// of them, and the kill (SIGKILL to the writer and everything it started).
/// </summary>
public sealed class WriterChild : IDisposable
{
    private static readonly TimeSpan _patience = TimeSpan.FromSeconds(60);

    private readonly Process _process;
    private readonly Task<string> _errors;
    private readonly Task _reader;
    private readonly TaskCompletionSource<bool> _ready = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private long _acknowledged;

    /// <summary>Starts the writer described by <paramref name="start"/> (its output and error redirected).</summary>
    public WriterChild(ProcessStartInfo start)
    {
        _process = ChildProcesses.Start(start);
        _errors = _process.StandardError.ReadToEndAsync();
        _reader = Task.Run(ReadOutput);
    }

    /// <summary>The server database the writer named (server engines), or null.</summary>
    public string? Database { get; private set; }

    /// <summary>Commits acknowledged so far.</summary>
    public long Acknowledged => Interlocked.Read(ref _acknowledged);

    /// <summary>Waits until the writer says it is ready for its first commit (<see cref="CrashWriter.AfterSync"/>); false if it exited or took too long.</summary>
    public bool WaitUntilReady() => _ready.Task.Wait(_patience) && _ready.Task.Result;

    /// <summary>Lets a writer started with <see cref="CrashWriter.AfterSync"/> begin committing.</summary>
    public void Go()
    {
        _process.StandardInput.WriteLine("go");
        _process.StandardInput.Flush();
    }

    /// <summary>Waits until <paramref name="acknowledgements"/> commits were acknowledged, the writer exited, or patience ran out.</summary>
    public void WaitFor(long acknowledgements)
    {
        var waited = Stopwatch.StartNew();
        while (Acknowledged < acknowledgements && !_process.HasExited && waited.Elapsed < _patience)
        {
            Thread.Sleep(1);
        }
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
    }

    private void ReadOutput()
    {
        while (_process.StandardOutput.ReadLine() is { } line)
        {
            if (line.StartsWith("ack ", StringComparison.Ordinal))
            {
                Interlocked.Exchange(ref _acknowledged, long.Parse(line.AsSpan(4), CultureInfo.InvariantCulture));
            }
            else if (line.StartsWith("database ", StringComparison.Ordinal))
            {
                Database = line["database ".Length..];
            }
            else if (line == "ready")
            {
                _ready.TrySetResult(true);
            }
        }

        _ready.TrySetResult(false);
    }
}
