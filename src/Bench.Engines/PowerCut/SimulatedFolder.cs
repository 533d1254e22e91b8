using System.Diagnostics;

namespace EmbeddedDbBench.Engines.PowerCut;

/// <summary>
/// A data folder whose files keep, through a power cut, only what their writers made durable:
/// processes started with <see cref="Attach"/> run under the interposer, which records each file's
/// content at its fsync and each directory's names at the directory's fsync in <see cref="State"/>
/// (beside <see cref="Root"/>, on the same file system); <see cref="Cut"/> replaces everything
/// under the root by that record. The worst case POSIX allows (LazyFS's "clear unsynced data",
/// ALICE): unsynced writes, names not synced in their directory, truncations not synced — all gone.
/// Deleted with everything in it on dispose.
/// </summary>
public sealed class SimulatedFolder : IDisposable
{
    /// <summary>The variable naming the simulated root in a process under the interposer.</summary>
    public const string RootVariable = "POWERCUT_ROOT";

    private readonly string _folder;

    /// <summary>A new, empty simulated folder under <paramref name="parent"/>; the empty root is durable.</summary>
    public SimulatedFolder(string parent)
    {
        // Short: a server's Unix socket path inside it must stay under 108 bytes.
        _folder = Path.Combine(Path.GetFullPath(parent), "power-" + Guid.NewGuid().ToString("N")[..10]);
        Root = Path.Combine(_folder, "data");
        State = Path.Combine(_folder, "durable");
        Directory.CreateDirectory(Root);
        Directory.CreateDirectory(State);
        Sync();
    }

    /// <summary>The folder whose files are simulated.</summary>
    public string Root { get; }

    /// <summary>The durable image: files/ (content per inode), dirs/ (names per directory), grave/.</summary>
    public string State { get; }

    /// <summary>Makes <paramref name="start"/>'s process run under the interposer for this folder.</summary>
    public void Attach(ProcessStartInfo start)
    {
        ArgumentNullException.ThrowIfNull(start);
        start.Environment["LD_PRELOAD"] = PowerCutNative.Library;
        start.Environment[RootVariable] = Root;
        start.Environment["POWERCUT_STATE"] = State;
    }

    /// <summary>Makes everything under the root durable, as sync(2) does: the state a run starts from.</summary>
    public void Sync() => RunTool("sync");

    /// <summary>The power cut: everything under the root becomes its durable image. Kill the writers first.</summary>
    public void Cut() => RunTool("cut");

    /// <summary>
    /// SIGKILLs every process left working in the root (its command line or working folder inside it):
    /// a server whose parent died before the kill reached it, which would otherwise write on after the cut.
    /// </summary>
    public void KillProcessesInside()
    {
        foreach (var process in Process.GetProcesses())
        {
            using (process)
            {
                if (process.Id != Environment.ProcessId && WorksIn(process.Id))
                {
                    try
                    {
                        process.Kill();
                        process.WaitForExit(5000);
                    }
                    catch (InvalidOperationException)
                    {
                        // Gone already.
                    }
                }
            }
        }
    }

    /// <summary>Deletes the folder.</summary>
    public void Dispose()
    {
        if (Directory.Exists(_folder))
        {
            Directory.Delete(_folder, recursive: true);
        }
    }

    private bool WorksIn(int pid)
    {
        try
        {
            var commandLine = File.ReadAllText($"/proc/{pid}/cmdline").Replace('\0', ' ');
            var workingFolder = new FileInfo($"/proc/{pid}/cwd").LinkTarget ?? "";
            return commandLine.Contains(Root, StringComparison.Ordinal) || workingFolder.StartsWith(Root, StringComparison.Ordinal);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    private void RunTool(string command)
    {
        using var tool = ChildProcesses.Start(new ProcessStartInfo(PowerCutNative.Tool, [command, Root, State])
        {
            RedirectStandardError = true,
            UseShellExecute = false,
        });
        var errors = tool.StandardError.ReadToEnd();
        tool.WaitForExit();
        if (tool.ExitCode != 0)
        {
            throw new IOException($"powercut {command} failed: {errors.Trim()}");
        }
    }
}
