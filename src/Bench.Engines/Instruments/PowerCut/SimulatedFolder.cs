using System.Diagnostics;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>
/// A data folder whose files keep, through a power cut, only what their writers made durable:
/// processes started with <see cref="Attach"/> run under the interposer, which records each file's
/// content at its fsync and each directory's names at the directory's fsync (under
/// <see cref="FileSystemModel.Journaled"/>, every name at any fsync) in <see cref="State"/> (beside
/// <see cref="Root"/>, on the same file system); <see cref="Cut"/> replaces everything under the
/// root by that record. Deleted with everything in it on dispose.
/// </summary>
public sealed partial class SimulatedFolder : IDisposable
{
    /// <summary>The variable naming the simulated root in a process under the interposer.</summary>
    public const string RootVariable = "POWERCUT_ROOT";

    private const int ToolBusy = 3;

    private readonly string _folder;

    /// <summary>The variable that, set to 1, has every sync of the interposer checked by a whole-file comparison (<see cref="Verify"/>).</summary>
    public const string VerifyVariable = "POWERCUT_VERIFY";

    /// <summary>
    /// A new, empty simulated folder under <paramref name="parent"/> (symbolic links resolved); the empty root is durable.
    /// With <paramref name="verify"/> (or <see cref="VerifyVariable"/> set to 1 in this process's environment) every
    /// sync also compares the whole file with its image after applying the ranges written since the last one.
    /// With <paramref name="fault"/>, the interposer injects it once <see cref="ArmFault"/> was called.
    /// </summary>
    public SimulatedFolder(string parent, FileSystemModel model = FileSystemModel.Posix, bool verify = false, IReadOnlyList<string>? syncedWhole = null, InjectedFault? fault = null)
    {
        Fault = fault;
        SyncedWhole = syncedWhole ?? [];
        Verify = verify || Environment.GetEnvironmentVariable(VerifyVariable) == "1";
        Directory.CreateDirectory(parent);
        // Short: a server's Unix socket path inside it must stay under 108 bytes.
        _folder = Path.Combine(Resolved(parent), "power-" + Guid.NewGuid().ToString("N")[..10]);
        Model = model;
        Root = Path.Combine(_folder, "data");
        State = Path.Combine(_folder, "durable");
        Beside = Path.Combine(_folder, "beside");
        Directory.CreateDirectory(Root);
        Directory.CreateDirectory(State);
        Directory.CreateDirectory(Beside);
        // A check stopped by SIGTERM, SIGHUP or Ctrl+C mid-cut must not leave its writer stopped (SIGSTOP) and its server behind.
        Servers.ServerCleanup.Register(this);
        Sync();
    }

    /// <summary>The folder whose files are simulated, with no symbolic link in its path.</summary>
    public string Root { get; }

    /// <summary>A folder beside the root, outside what the simulator records and cuts, deleted with it: for a writer's files no cut keeps.</summary>
    public string Beside { get; }

    /// <summary>The durable image: files/ (content per inode), dirs/ (names per directory), grave/, locks/, and the flags.</summary>
    public string State { get; }

    /// <summary>What a cut keeps of names.</summary>
    public FileSystemModel Model { get; }

    /// <summary>
    /// True when a sync copies the ranges written since the last one and then compares the whole file with its image
    /// too: a page it finds changed is a write the interposer did not see (a raw system call, asynchronous I/O), and a
    /// fault that fails the cut. Slower: for checking that an engine's writes are all seen.
    /// </summary>
    public bool Verify { get; }

    /// <summary>
    /// Patterns of file names (shell wildcards, <c>*.ibd</c>) whose every sync compares the whole file with its image, as
    /// the first sync of a file does: the files an engine writes past the interposer (through asynchronous I/O), which
    /// <see cref="Verify"/> finds.
    /// </summary>
    public IReadOnlyList<string> SyncedWhole { get; }

    /// <summary>The durable syncs the interposer has recorded so far.</summary>
    public DurableSyncs Syncs => DurableSyncs.Read(Path.Combine(State, "syncs"));

    /// <summary>Makes <paramref name="start"/>'s process run under the interposer for this folder.</summary>
    public void Attach(ProcessStartInfo start)
    {
        ArgumentNullException.ThrowIfNull(start);
        start.Environment["LD_PRELOAD"] = PowerCutNative.Library;
        start.Environment[RootVariable] = Root;
        start.Environment["POWERCUT_STATE"] = State;
        start.Environment["POWERCUT_MODEL"] = FileSystemModels.NameOf(Model);
        start.Environment[VerifyVariable] = Verify ? "1" : "0";
        start.Environment["POWERCUT_WHOLE"] = string.Join(':', SyncedWhole);
        Fault?.Describe(start.Environment);
    }

    /// <summary>Makes everything under the root durable, as sync(2) does: the state a run starts from.</summary>
    public void Sync()
    {
        if (!TrySync())
        {
            throw new IOException("powercut sync: an image's lock stayed held; stop the writers with FrozenProcesses and retry");
        }
    }

    /// <summary>
    /// <see cref="Sync"/>, or false when a process holds an image's lock (one stopped while it recorded
    /// a sync of its own: thaw it and try again). A sync ends the setup <see cref="BeginSetup"/> began.
    /// </summary>
    public bool TrySync()
    {
        if (RunTool("sync") == ToolBusy)
        {
            return false;
        }

        File.Delete(SetupFlag);
        return true;
    }

    /// <summary>
    /// Until the next <see cref="Sync"/>, no fsync, fdatasync, sync or synchronous write under the interposer records
    /// anything: that sync records every file whole, the durable starting state, so what the writer syncs while it
    /// creates its database and table is recorded once instead of at each call (under <see cref="FileSystemModel.Journaled"/>
    /// each call walks the whole tree). Call it before the writer starts; stop it (<see cref="FrozenProcesses"/>) for the sync.
    /// </summary>
    public void BeginSetup() => File.WriteAllBytes(SetupFlag, []);

    private string SetupFlag => Path.Combine(State, "setup");

    /// <summary>
    /// Switches the power off: from now on no fsync, fdatasync, sync or synchronous write of any
    /// process under the interposer joins the durable image. Stop the writers first, so that none
    /// is told a write was durable after this.
    /// </summary>
    public void PowerOff() => File.WriteAllBytes(Path.Combine(State, "off"), []);

    /// <summary>
    /// The power cut: everything under the root becomes its durable image. Kill the writers first.
    /// Throws when the interposer failed to record a sync, or a fault drawn was never injected: that run measured the simulator.
    /// </summary>
    public void Cut()
    {
        var faults = Path.Combine(State, "faults");
        if (File.Exists(faults) && new FileInfo(faults).Length > 0)
        {
            throw new IOException($"the power-cut simulator failed to record a durable write, so the cut would measure the simulator: {File.ReadAllText(faults).Trim().ReplaceLineEndings("; ")}");
        }

        if (FaultNotInjected() is { } notInjected)
        {
            throw new IOException(notInjected);
        }

        RunTool("cut");
    }

    /// <summary>
    /// True when process <paramref name="pid"/> works in the root (its command line or working folder
    /// inside it) or runs under the interposer for it (its environment names the root).
    /// </summary>
    public bool WorksIn(int pid)
    {
        try
        {
            var commandLine = File.ReadAllText($"/proc/{pid}/cmdline").Replace('\0', ' ');
            var workingFolder = new FileInfo($"/proc/{pid}/cwd").LinkTarget ?? "";
            return commandLine.Contains(Root, StringComparison.Ordinal) || workingFolder.StartsWith(Root, StringComparison.Ordinal)
                || File.ReadAllText($"/proc/{pid}/environ").Split('\0').Contains($"{RootVariable}={Root}");
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    /// <summary>
    /// SIGKILLs every process left working in the root: a server whose parent died before the kill
    /// reached it, which would otherwise write on after the cut.
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

    /// <summary>Kills every process still working in the folder, then deletes it.</summary>
    public void Dispose()
    {
        KillProcessesInside();
        Servers.ServerCleanup.Forget(this);
        // A killed server's watchdog may be deleting its own folder inside at the same time.
        Servers.ServerCleanup.DeleteFolder(_folder);
    }

    // Every symbolic link resolved: descriptors name their files by resolved paths, and the interposer compares with those.
    private static string Resolved(string path)
    {
        var resolved = NativeMethods.RealPath(Path.GetFullPath(path), IntPtr.Zero);
        if (resolved == IntPtr.Zero)
        {
            throw new IOException($"cannot resolve {path}: errno {Marshal.GetLastPInvokeError()}");
        }

        try
        {
            return Marshal.PtrToStringUTF8(resolved)!;
        }
        finally
        {
            NativeMethods.Free(resolved);
        }
    }

    private int RunTool(string command)
    {
        using var tool = ChildProcesses.Start(new ProcessStartInfo(PowerCutNative.Tool, [command, Root, State])
        {
            RedirectStandardError = true,
            UseShellExecute = false,
        });
        var errors = tool.StandardError.ReadToEnd();
        tool.WaitForExit();
        if (tool.ExitCode != 0 && tool.ExitCode != ToolBusy)
        {
            throw new IOException($"powercut {command} failed: {errors.Trim()}");
        }

        return tool.ExitCode;
    }

    private static class NativeMethods
    {
        // .NET resolves one link at a time (FileSystemInfo.LinkTarget); realpath(3) resolves every component at once.
        [DllImport("libc", EntryPoint = "realpath", SetLastError = true)]
        internal static extern IntPtr RealPath([MarshalAs(UnmanagedType.LPUTF8Str)] string path, IntPtr resolved);

        [DllImport("libc", EntryPoint = "free")]
        internal static extern void Free(IntPtr pointer);
    }
}
