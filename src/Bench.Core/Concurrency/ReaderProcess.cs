using System.Collections.Concurrent;
using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// Starts one W6 reader process: the suite's executable with its reader verb and
/// <paramref name="arguments"/>, its standard input, output and error redirected, started the way the
/// suite starts every child.
/// </summary>
public delegate Process ReaderProcessLauncher(IReadOnlyList<string> arguments);

/// <summary>
/// The parent's end of one W6 reader process (<see cref="ReaderProcessChild"/>): started and waited for
/// before the timed step (<c>ready</c> and the settings it read back), released with <c>go</c> as the
/// writer starts, stopped with <c>stop</c> as the writer ends, and its figures read after the timed
/// step (<see cref="ReaderProcessReport"/>). Disposing kills a process that has not exited, so none
/// outlives its run; a process whose parent dies sees its input close and stops.
/// </summary>
internal sealed class ReaderProcess : IDisposable
{
    // Starting a .NET process on a busy 2-core machine with tiering off takes seconds; a minute means it is stuck.
    private static readonly TimeSpan _patience = TimeSpan.FromSeconds(60);

    private readonly Process _process;
    private readonly ConcurrentQueue<string> _errorTail = new();
    private bool _stopped;

    private ReaderProcess(Process process)
    {
        _process = process;
        _process.ErrorDataReceived += (sender, e) =>
        {
            if (e.Data is { } line)
            {
                _errorTail.Enqueue(line);
                while (_errorTail.Count > 20 && _errorTail.TryDequeue(out _))
                {
                }
            }
        };
        _process.BeginErrorReadLine();
    }

    /// <summary>Starts a reader process through <paramref name="launcher"/>.</summary>
    public static ReaderProcess Start(ReaderProcessLauncher launcher, IReadOnlyList<string> arguments) => new(launcher(arguments));

    /// <summary>Waits for the process to open its connection and prepare its read; returns the settings it read back there.</summary>
    public string AwaitReady()
    {
        var line = ReadLine();
        return line is not null && line.StartsWith(ReaderProcessChild.Ready, StringComparison.Ordinal)
            ? line[ReaderProcessChild.Ready.Length..].Trim()
            : throw new InvalidOperationException($"a W6 reader process did not start: {line ?? "it exited"}{ErrorTail()}");
    }

    /// <summary>Releases the process's reads (inside the timed step, before the writer's first operation).</summary>
    public void Go()
    {
        _process.StandardInput.WriteLine(ReaderProcessChild.Go);
        _process.StandardInput.Flush();
    }

    /// <summary>Tells the process the timed region is over; a process that has exited already is left alone.</summary>
    public void Stop()
    {
        if (_stopped)
        {
            return;
        }

        _stopped = true;
        try
        {
            _process.StandardInput.WriteLine(ReaderProcessChild.Stop);
            _process.StandardInput.Flush();
        }
        catch (IOException)
        {
            // It exited (a failed read reports itself): its report is still in its output.
        }
    }

    /// <summary>Stops the process and adds its report to <paramref name="recorder"/>; throws when it failed or sent none.</summary>
    public void CollectInto(OperationRecorder recorder)
    {
        Stop();
        var line = ReadLine() ?? throw new WorkloadValidationException($"a W6 reader process exited without its figures{ErrorTail()}");
        ReaderProcessReport.AddTo(recorder, line);
        if (!_process.WaitForExit(_patience))
        {
            throw new InvalidOperationException("a W6 reader process did not exit after its report");
        }
    }

    public void Dispose()
    {
        try
        {
            if (!_process.HasExited)
            {
                _process.Kill(entireProcessTree: true);
                _process.WaitForExit(_patience);
            }
        }
        catch (InvalidOperationException)
        {
            // Never started, or gone between the check and the kill.
        }

        _process.Dispose();
    }

    private string? ReadLine()
    {
        var read = _process.StandardOutput.ReadLineAsync();
        return read.Wait(_patience) ? read.Result : throw new InvalidOperationException($"a W6 reader process said nothing for {_patience.TotalSeconds:0} s{ErrorTail()}");
    }

    private string ErrorTail() => _errorTail.IsEmpty ? "" : "; its errors: " + string.Join(" | ", _errorTail);
}
