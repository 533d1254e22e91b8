using System.Collections.Concurrent;
using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// The parent's end of a worker process that speaks in lines (a W6 reader, a W8 writer): waited for until it
/// prints <c>ready</c> and the settings it read back, released with <c>go</c>, told <c>stop</c>, and read for its
/// report. Its last error lines are kept for the messages. Disposing kills a process that has not exited, so none
/// outlives its run; a process whose parent dies sees its input close and stops.
/// </summary>
internal abstract class ChildChannel : IDisposable
{
    /// <summary>The line a child prints, with its settings, once ready.</summary>
    public const string ReadyLine = "ready";

    /// <summary>The line that releases a ready child.</summary>
    public const string GoLine = "go";

    /// <summary>The line that ends a child's timed work.</summary>
    public const string StopLine = "stop";

    // Starting a .NET process on a busy 2-core machine with tiering off takes seconds; a minute means it is stuck.
    private static readonly TimeSpan _patience = TimeSpan.FromSeconds(60);

    private readonly ConcurrentQueue<string> _errorTail = new();
    private bool _stopped;

    /// <summary>Takes over <paramref name="process"/>, started with its standard streams redirected; <paramref name="what"/> names it in messages ("a W6 reader process").</summary>
    protected ChildChannel(Process process, string what)
    {
        Process = process;
        What = what;
        Process.ErrorDataReceived += (sender, e) =>
        {
            if (e.Data is { } line)
            {
                _errorTail.Enqueue(line);
                while (_errorTail.Count > 20 && _errorTail.TryDequeue(out _))
                {
                }
            }
        };
        Process.BeginErrorReadLine();
    }

    /// <summary>The process.</summary>
    protected Process Process { get; }

    /// <summary>What the process is, for messages.</summary>
    protected string What { get; }

    /// <summary>Waits for the process to get ready; returns the settings it read back.</summary>
    public string AwaitReady()
    {
        var line = ReadLine();
        return line is not null && line.StartsWith(ReadyLine, StringComparison.Ordinal)
            ? line[ReadyLine.Length..].Trim()
            : throw new InvalidOperationException($"{What} did not start: {line ?? "it exited"}{ErrorTail()}");
    }

    /// <summary>Releases the process's work.</summary>
    public void Release()
    {
        Process.StandardInput.WriteLine(GoLine);
        Process.StandardInput.Flush();
    }

    /// <summary>Tells the process its timed work is over; a process that has exited already is left alone.</summary>
    public void Stop()
    {
        if (_stopped)
        {
            return;
        }

        _stopped = true;
        try
        {
            Process.StandardInput.WriteLine(StopLine);
            Process.StandardInput.Flush();
        }
        catch (IOException)
        {
            // It exited (a failure reports itself): its report is still in its output.
        }
    }

    public void Dispose()
    {
        try
        {
            if (!Process.HasExited)
            {
                Process.Kill(entireProcessTree: true);
                Process.WaitForExit(_patience);
            }
        }
        catch (InvalidOperationException)
        {
            // Never started, or gone between the check and the kill.
        }

        Process.Dispose();
    }

    /// <summary>
    /// Stops the process and returns its report line; throws when it sent none or does not exit after it. A child that
    /// works on until a deadline of its own before it reports (a W8 writer) gets <paramref name="workLeft"/> on top of the
    /// minute any child has.
    /// </summary>
    protected string Report(TimeSpan workLeft = default)
    {
        Stop();
        var line = ReadLine(_patience + workLeft) ?? throw new WorkloadValidationException($"{What} exited without its figures{ErrorTail()}");
        if (!Process.WaitForExit(_patience))
        {
            throw new InvalidOperationException($"{What} did not exit after its report");
        }

        return line;
    }

    private string? ReadLine() => ReadLine(_patience);

    private string? ReadLine(TimeSpan patience)
    {
        var read = Process.StandardOutput.ReadLineAsync();
        return read.Wait(patience) ? read.Result : throw new InvalidOperationException($"{What} said nothing for {patience.TotalSeconds:0} s{ErrorTail()}");
    }

    private string ErrorTail() => _errorTail.IsEmpty ? "" : "; its errors: " + string.Join(" | ", _errorTail);
}
