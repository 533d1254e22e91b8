using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// A check freezes its writer at every cut, and a frozen writer acts on no SIGTERM: two writers outlived a stopped
/// reference check that way, stopped, with a database and a server. A writer dies with the process that started it,
/// frozen or not, and one whose starter is gone before it could bind to it exits at once.
/// </summary>
public sealed class ParentLifelineTests : IDisposable
{
    private static readonly TimeSpan _patience = TimeSpan.FromSeconds(60);
    private readonly ScratchFolder _folder = new();

    [Fact]
    public void A_frozen_writer_dies_with_the_process_that_started_it()
    {
        Assert.True(OperatingSystem.IsLinux(), "the checks, and this test, freeze processes through Linux signals and read /proc");
        var console = ConsoleProcess.StartInfo();
        var output = _folder.File("writer.out");
        // A shell stands for the check: it starts the writer with its own id handed over, tells the writer's id, and waits.
        const string Check = """
            EMBEDDEDDBBENCH_PARENT_PID=$$ EMBEDDEDDBBENCH_DATA_DIR="$1" "$2" "$3" crash-writer Sqlite.MicrosoftData Default >"$4" 2>&1 </dev/null &
            echo $!
            wait
            """;
        using var check = ChildProcesses.Start(new ProcessStartInfo("/bin/sh", ["-c", Check, "check", _folder.Path, console.FileName, console.ArgumentList[0], output])
        {
            RedirectStandardOutput = true,
            UseShellExecute = false,
        });
        var writer = int.Parse(check.StandardOutput.ReadLine()!, CultureInfo.InvariantCulture);
        try
        {
            Assert.True(WaitUntil(() => Read(output).Contains("ack ", StringComparison.Ordinal)), $"the writer acknowledged no commit: {Read(output)}");
            FrozenProcesses.Stop(writer);
            Assert.True(WaitUntil(() => State(writer) == 'T'), "the writer did not stop");

            check.Kill();

            Assert.True(WaitUntil(() => State(writer) is null or 'Z'), $"the frozen writer outlived its check (state {State(writer)})");
        }
        finally
        {
            if (State(writer) is not (null or 'Z'))
            {
                using var leftover = Process.GetProcessById(writer);
                leftover.Kill();
            }
        }
    }

    [Fact]
    public void A_writer_whose_starter_is_already_gone_exits_at_once()
    {
        var start = ConsoleProcess.StartInfo(CrashWriter.Verb, "Sqlite.MicrosoftData", "Default");
        start.Environment[ScratchFolder.ParentVariable] = _folder.Path;
        // An id that is not the writer's parent: its starter, as far as it can tell, died before it bound itself to it.
        start.Environment[ParentLifeline.ParentVariable] = "1";

        var ended = ConsoleProcess.RunToEnd(start, _patience);

        Assert.NotNull(ended);
        Assert.Equal(ParentLifeline.Orphaned, ended.Value.ExitCode);
        Assert.Empty(Directory.EnumerateFileSystemEntries(_folder.Path));
    }

    public void Dispose() => _folder.Dispose();

    // The shell makes the file a moment after it told the writer's id.
    private static string Read(string file) => File.Exists(file) ? File.ReadAllText(file) : "";

    // The process's state letter from /proc (R, S, T, Z, ...), or null when it is gone.
    private static char? State(int pid)
    {
        try
        {
            var stat = File.ReadAllText($"/proc/{pid}/stat");
            return stat[(stat.LastIndexOf(')') + 2)..][0];
        }
        catch (IOException)
        {
            return null;
        }
    }

    private static bool WaitUntil(Func<bool> condition)
    {
        var deadline = Stopwatch.StartNew();
        while (!condition())
        {
            if (deadline.Elapsed > _patience)
            {
                return false;
            }

            Thread.Sleep(50);
        }

        return true;
    }
}
