using System.Diagnostics;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Instruments.Outside;

/// <summary>
/// The power-cut simulator checked from outside the suite: a C writer (<c>outside_writer.c</c>) that shares none of
/// the suite's writer, cut or count code commits 1,000 rows at a time under SQLite's DELETE journal with
/// synchronous=FULL, is cut right behind its last acknowledgement, and counts what it lost on its own. It must lose
/// exactly its last commit, whole, as the suite's own Default cuts do (<c>PowerDurabilityTests</c>): the commit
/// is the journal's unlink, which no later sync made durable.
/// </summary>
public sealed class OutsideWriterTests
{
    private const int RowsPerCommit = 1000;
    private const int Commits = 3;

    [NativeTheory(NativeBuild.Floor, UnderPowerCut = true)]
    [InlineData(FileSystemModel.Posix)]
    [InlineData(FileSystemModel.Journaled)]
    public void A_writer_of_its_own_loses_its_last_1000_row_commit_whole(FileSystemModel model)
    {
        using var build = new ScratchFolder();
        var program = Build(build);
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, model);
        var database = Path.Combine(folder.Root, "outside.db");

        Assert.Equal("", Run(program, folder, "create", database));
        folder.Sync();
        WriteAndCut(program, folder, database);
        var counted = Run(program, null, "count", database, RowsPerCommit, Commits);

        Assert.Equal($"integrity=ok rows={(Commits - 1) * RowsPerCommit} lost=1", counted);
    }

    // Writes until its last acknowledgement, then the power goes off and the writer is killed, as the suite's cut does.
    private static void WriteAndCut(string program, SimulatedFolder folder, string database)
    {
        var start = StartInfo(program, folder, "write", database, RowsPerCommit, Commits);
        using var writer = Process.Start(start)!;
        var last = "";
        while (last != $"ack {Commits}" && writer.StandardOutput.ReadLine() is { } line)
        {
            last = line;
        }

        folder.PowerOff();
        writer.Kill();
        writer.WaitForExit();
        Assert.True(last == $"ack {Commits}", $"the writer stopped at '{last}': {writer.StandardError.ReadToEnd()}");
        folder.Cut();
    }

    private static string Run(string program, SimulatedFolder? folder, params object[] arguments)
    {
        using var process = Process.Start(StartInfo(program, folder, arguments))!;
        var output = process.StandardOutput.ReadToEnd().Trim();
        process.WaitForExit();
        Assert.True(process.ExitCode == 0, $"outside_writer {string.Join(' ', arguments)}: exit {process.ExitCode}: {process.StandardError.ReadToEnd()}");
        return output;
    }

    private static ProcessStartInfo StartInfo(string program, SimulatedFolder? folder, params object[] arguments)
    {
        var start = new ProcessStartInfo(program) { RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var argument in arguments)
        {
            start.ArgumentList.Add(Convert.ToString(argument, System.Globalization.CultureInfo.InvariantCulture)!);
        }

        folder?.Attach(start);
        return start;
    }

    // Built with gcc against the libe_sqlite3 the providers load, as the layers' native floor is.
    private static string Build(ScratchFolder folder)
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        var library = NativeFloor.Library;
        var program = folder.File("outside_writer");
        var gcc = new ProcessStartInfo("gcc") { RedirectStandardError = true };
        string[] arguments = ["-O2", "-o", program, Path.Combine(RepositoryFile.Root, "tests", "Bench.Tests", "Instruments", "Outside", "outside_writer.c"),
            "-L", Path.GetDirectoryName(library)!, "-l:" + Path.GetFileName(library), "-lm", "-Wl,-rpath," + Path.GetDirectoryName(library)];
        arguments.ToList().ForEach(gcc.ArgumentList.Add);

        using var process = Process.Start(gcc)!;
        var errors = process.StandardError.ReadToEnd();
        process.WaitForExit();
        Assert.True(process.ExitCode == 0, $"gcc could not build outside_writer.c: {errors}");
        return program;
    }
}
