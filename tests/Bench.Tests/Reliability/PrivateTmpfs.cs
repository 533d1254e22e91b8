using System.ComponentModel;
using System.Diagnostics;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A small tmpfs mounted over a folder in a mount namespace of the test's own: <c>unshare --mount --map-root-user</c>
/// (util-linux) runs a shell that mounts it, so the test needs Linux, <c>unshare</c> on PATH, and either root or
/// unprivileged user namespaces (<c>kernel.unprivileged_userns_clone=1</c> on Debian's kernels,
/// <c>user.max_user_namespaces</c> above 0, and <c>kernel.apparmor_restrict_unprivileged_userns=0</c> on Ubuntu 23.10 and later).
/// Probed once, by mounting one.
/// </summary>
internal static class PrivateTmpfs
{
    private static readonly Lazy<string?> _missing = new(Probe);

    /// <summary>Why no tmpfs can be mounted here in a namespace of the test's own, or null when one can.</summary>
    public static string? Missing => _missing.Value;

    /// <summary>The arguments to <c>unshare</c> that mount a tmpfs of <paramref name="size"/> over <paramref name="folder"/>, then run the rest of its arguments.</summary>
    public static IReadOnlyList<string> MountThen(string size, string folder) =>
        ["--mount", "--map-root-user", "sh", "-c", "mount -t tmpfs -o size=$1 tmpfs \"$2\" && shift 2 && exec \"$@\"", "sh", size, folder];

    private static string? Probe()
    {
        if (!OperatingSystem.IsLinux())
        {
            return "the test mounts a tmpfs in a Linux mount namespace; this is not Linux";
        }

        var folder = Directory.CreateTempSubdirectory("embeddeddbbench-tmpfs-probe-").FullName;
        try
        {
            var start = new ProcessStartInfo("unshare") { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
            foreach (var argument in MountThen("12k", folder).Append("true"))
            {
                start.ArgumentList.Add(argument);
            }

            using var unshare = Process.Start(start)!;
            var error = unshare.StandardError.ReadToEndAsync();
            unshare.StandardOutput.ReadToEnd();
            unshare.WaitForExit();
            return unshare.ExitCode == 0 ? null
                : $"no tmpfs of the test's own: 'unshare --mount --map-root-user' and mount failed (exit {unshare.ExitCode}: {error.Result.Trim()}); " +
                  "run as root or allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1, user.max_user_namespaces > 0)";
        }
        catch (Win32Exception)
        {
            return "no tmpfs of the test's own: unshare is not on PATH (util-linux; Debian: apt-get install util-linux)";
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}

/// <summary>
/// A theory that mounts a <see cref="PrivateTmpfs"/>: skipped with the reason where none can be mounted, except under CI
/// on Linux, where the test runs and fails on it (<see cref="PrerequisiteSkip"/>).
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class PrivateTmpfsTheoryAttribute : TheoryAttribute
{
    public PrivateTmpfsTheoryAttribute()
    {
        Skip = PrerequisiteSkip.Reason(PrivateTmpfs.Missing);
    }
}
