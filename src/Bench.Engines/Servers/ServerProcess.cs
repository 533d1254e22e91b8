using System.Collections.Concurrent;
using System.Diagnostics;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// One server program running in the foreground: started without a shell, its last output lines
/// kept for error messages, stopped with a chosen signal. Also runs the engine's command-line tools.
/// </summary>
internal sealed class ServerProcess : IDisposable
{
    private const int KeptLogLines = 30;
    private static readonly TimeSpan _stopTimeout = TimeSpan.FromSeconds(10);
    private static readonly TimeSpan _toolTimeout = TimeSpan.FromSeconds(120);
    private static readonly TimeSpan _startupTimeout = TimeSpan.FromSeconds(60);
    private static readonly TimeSpan _pollInterval = TimeSpan.FromMilliseconds(100);
    // Where the fault check reads what a server logged (a PANIC) while the writer that started it still holds it.
    private static readonly string? _logCopy = Environment.GetEnvironmentVariable(ThrowawayServer.LogCopyVariable) is { Length: > 0 } copy ? copy : null;
    private static readonly Lock _logCopyLock = new();
    private readonly ConcurrentQueue<string> _output = new();
    private readonly Process _process;
    private readonly int _stopSignal;

    private ServerProcess(Process process, int stopSignal)
    {
        _process = process;
        _stopSignal = stopSignal;
        process.OutputDataReceived += (_, e) => KeepOutput(e.Data);
        process.ErrorDataReceived += (_, e) => KeepOutput(e.Data);
    }

    /// <summary>The operating system's process id.</summary>
    public int Id => _process.Id;

    /// <summary>Why the process is gone, or null while it runs.</summary>
    public string? ExitReason => !_process.HasExited ? null
        // .NET reports a child ended by signal N as exit code 128 + N.
        : _process.ExitCode > 128 ? $"killed by signal {_process.ExitCode - 128}"
        : $"exited with code {_process.ExitCode}";

    /// <summary>Waits up to <paramref name="timeout"/> for the process to end; true when it has.</summary>
    public bool WaitForExit(TimeSpan timeout) => _process.WaitForExit(timeout);

    /// <summary>The last lines the process wrote to its output and error streams.</summary>
    public string LogTail => string.Join('\n', _output);

    /// <summary>Starts <paramref name="fileName"/> in <paramref name="workingDirectory"/>.</summary>
    public static ServerProcess Start(string fileName, IEnumerable<string> arguments, string workingDirectory, int stopSignal)
    {
        var server = new ServerProcess(new Process { StartInfo = StartInfo(fileName, arguments, workingDirectory) }, stopSignal);
        ChildProcesses.Start(server._process);
        server._process.BeginOutputReadLine();
        server._process.BeginErrorReadLine();
        return server;
    }

    /// <summary>
    /// Runs a tool to completion (no shell) and returns its exit code and standard output; when
    /// <paramref name="check"/> is set, a non-zero exit code throws with the tool's output.
    /// </summary>
    public static (int ExitCode, string Output) RunTool(
        string fileName, IEnumerable<string> arguments, string workingDirectory, bool check)
    {
        using var process = ChildProcesses.Start(StartInfo(fileName, arguments, workingDirectory));
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(_toolTimeout))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{fileName} did not finish within {_toolTimeout.TotalSeconds:0} s.");
        }

        return check && process.ExitCode != 0
            ? throw new InvalidOperationException(
                $"{fileName} failed with exit code {process.ExitCode}:\n{error.Result}\n{output.Result}".TrimEnd())
            : (process.ExitCode, output.Result);
    }

    /// <summary>Polls <paramref name="isReady"/> until it holds; throws, naming <paramref name="name"/>, with the log tail if the process exits or ~60 s pass.</summary>
    public void WaitUntilReady(Func<bool> isReady, string name, Func<string> logTail)
    {
        var clock = Stopwatch.StartNew();
        while (!isReady())
        {
            var failure = ExitReason is { } exited ? $"{exited} before accepting connections"
                : clock.Elapsed > _startupTimeout ? $"did not accept connections within {_startupTimeout.TotalSeconds:0} s"
                : null;
            if (failure is not null)
            {
                throw new InvalidOperationException($"{name} {failure}. Last lines of its log:\n{logTail()}");
            }

            Thread.Sleep(_pollInterval);
        }
    }

    /// <summary>Asks the server to stop with its signal; kills it if it is still running after ~10 s.</summary>
    public void Dispose() => Stop(_stopTimeout);

    /// <summary>Asks the server to stop with its signal; kills it if it is still running after <paramref name="grace"/>.</summary>
    public void Stop(TimeSpan grace)
    {
        if (!_process.HasExited && NativeMethods.Kill(_process.Id, _stopSignal) != 0)
        {
            _process.Kill(entireProcessTree: true);
        }

        if (!_process.WaitForExit(grace))
        {
            _process.Kill(entireProcessTree: true);
            _process.WaitForExit(_stopTimeout);
        }

        _process.Dispose();
    }

    private static ProcessStartInfo StartInfo(string fileName, IEnumerable<string> arguments, string workingDirectory) =>
        new(fileName, arguments)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = workingDirectory,
        };

    private void KeepOutput(string? line)
    {
        if (line is null)
        {
            return;
        }

        _output.Enqueue(line);
        if (_logCopy is not null)
        {
            lock (_logCopyLock)
            {
                File.AppendAllText(_logCopy, line + "\n");
            }
        }

        while (_output.Count > KeptLogLines && _output.TryDequeue(out _))
        {
        }
    }

    private static class NativeMethods
    {
        // .NET can send another process only SIGKILL; a clean shutdown needs kill(2).
        [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
        internal static extern int Kill(int pid, int signal);
    }
}
