using System.Diagnostics;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A disk that fills up under the artifacts folder during a run: one clear error and exit 1, not
/// an unhandled exception. The suite runs in a mount namespace of its own on a tmpfs too small for
/// its reports. Needs Linux, <c>unshare</c> (util-linux) and root or unprivileged user namespaces
/// (<see cref="PrivateTmpfs"/>): skipped with the reason where they are missing, failed under CI.
/// </summary>
public sealed class FullDiskTests
{
    [PrivateTmpfsTheory]
    [InlineData("12k")] // the first BenchmarkDotNet log line fails
    [InlineData("32k")] // BenchmarkDotNet's reports fit, the suite's pages do not
    public void A_disk_that_fills_up_during_a_run_is_one_clear_error(string size)
    {
        var folder = Directory.CreateTempSubdirectory("embeddeddbbench-full-disk-").FullName;
        try
        {
            Assert.Null(PrivateTmpfs.Missing);

            var (exitCode, output) = RunOnTmpfs(folder, size);

            Assert.True(exitCode == 1, $"exit code {exitCode}; the suite said:\n{output}");
            Assert.Contains("error: a file could not be written (", output, StringComparison.Ordinal);
            Assert.Contains($"point {ArtifactsFolder.Variable} (reports, now {folder}; or --artifacts)", output, StringComparison.Ordinal);
            Assert.DoesNotContain("Unhandled exception", output, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static (int ExitCode, string Output) RunOnTmpfs(string folder, string size)
    {
        // The console's own start, run by a shell that first mounts the small tmpfs over the folder.
        var start = ConsoleProcess.StartInfo("--filter", "*Crud<MicrosoftSqliteEngine>.Create(N: 200, Variant: Default)*", "--job", "dry", "--inProcess");
        string[] mountFirst = [.. PrivateTmpfs.MountThen(size, folder), start.FileName];
        for (var i = 0; i < mountFirst.Length; i++)
        {
            start.ArgumentList.Insert(i, mountFirst[i]);
        }

        start.FileName = "unshare";
        start.Environment[ArtifactsFolder.Variable] = folder;
        using var suite = Process.Start(start)!;
        var error = suite.StandardError.ReadToEndAsync();
        var output = suite.StandardOutput.ReadToEnd();
        suite.WaitForExit();
        return (suite.ExitCode, output + error.Result);
    }
}
