using System.Diagnostics;
using System.Security.Cryptography;
using System.Text;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>
/// The power-cut simulator's native parts (<c>Instruments/PowerCut/native/*.c</c>), built with the system's
/// gcc on first use into a folder of the temp directory named by the sources' hash: the
/// <c>LD_PRELOAD</c> interposer <c>libpowercut.so</c>, the <c>powercut</c> tool (sync, cut) and
/// the test program <c>powercut-probe</c>. Linux only: elsewhere <see cref="MissingReason"/> says why.
/// </summary>
public static class PowerCutNative
{
    private static readonly Lazy<(string? Folder, string? Reason)> _build = new(Build);

    /// <summary>Why the simulator cannot run here, or null when it can.</summary>
    public static string? MissingReason => _build.Value.Reason;

    /// <summary>The interposer, for <c>LD_PRELOAD</c>.</summary>
    public static string Library => Built("libpowercut.so");

    /// <summary>The tool: <c>powercut sync|cut &lt;root&gt; &lt;state&gt;</c>.</summary>
    public static string Tool => Built("powercut");

    /// <summary>The test program that runs file operations named on its command line.</summary>
    public static string Probe => Built("powercut-probe");

    private static string SourceFolder => Path.Combine(AppContext.BaseDirectory, "Instruments", "PowerCut", "native");

    private static string Built(string name) =>
        _build.Value.Folder is { } folder ? Path.Combine(folder, name) : throw new InvalidOperationException(MissingReason);

    private static (string? Folder, string? Reason) Build()
    {
        if (!OperatingSystem.IsLinux())
        {
            return (null, "the power-cut simulator is an LD_PRELOAD interposer for Linux's C library; this is not Linux");
        }

        if (!Directory.Exists(SourceFolder))
        {
            return (null, $"the simulator's C sources are missing from {SourceFolder}");
        }

        var sources = Directory.GetFiles(SourceFolder).Order(StringComparer.Ordinal).ToArray();
        var hash = Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(string.Concat(sources.Select(File.ReadAllText)))))[..16];
        var folder = Path.Combine(Path.GetTempPath(), "embeddeddbbench-powercut", hash);
        if (File.Exists(Path.Combine(folder, "powercut-probe")))
        {
            return (folder, null);
        }

        // Built beside, then moved into place: processes building at once never see half a folder.
        var building = folder + "." + Environment.ProcessId;
        Directory.CreateDirectory(building);
        (string Output, string[] Arguments)[] commands =
        [
            ("libpowercut.so", ["-shared", "-fPIC", "powercut_preload.c", "powercut_state.c", "powercut_fault.c", "-ldl"]),
            ("powercut", ["powercut_tool.c", "powercut_state.c"]),
            ("powercut-probe", ["powercut_probe.c"]),
        ];
        foreach (var (output, arguments) in commands)
        {
            if (Gcc(Path.Combine(building, output), arguments) is { } failure)
            {
                Directory.Delete(building, recursive: true);
                return (null, failure);
            }
        }

        try
        {
            Directory.Move(building, folder);
        }
        catch (IOException) when (File.Exists(Path.Combine(folder, "powercut-probe")))
        {
            Directory.Delete(building, recursive: true);
        }

        return (folder, null);
    }

    // Runs gcc on sources of the source folder; returns the failure in words, or null.
    private static string? Gcc(string output, string[] arguments)
    {
        var start = new ProcessStartInfo("gcc", ["-O2", "-Wall", "-Wno-format-truncation", "-o", output, .. arguments])
        {
            WorkingDirectory = SourceFolder,
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        try
        {
            using var gcc = ChildProcesses.Start(start);
            var errors = gcc.StandardError.ReadToEndAsync();
            gcc.StandardOutput.ReadToEnd();
            gcc.WaitForExit();
            return gcc.ExitCode == 0 ? null : $"gcc could not build the simulator: {errors.Result.Trim()}";
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return "gcc was not found: the simulator is built with the system's C compiler (Debian: apt-get install gcc)";
        }
    }
}
