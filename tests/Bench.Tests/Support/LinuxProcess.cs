using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>A process as Linux's <c>/proc</c> shows it, read once; the database servers among them by program name.</summary>
/// <param name="Pid">Its process id.</param>
/// <param name="Parent">Its parent's process id.</param>
/// <param name="Command">Its program's name (<c>/proc/pid/stat</c>'s, at most 15 characters).</param>
/// <param name="IsZombie">True when it has exited and waits only for its parent to reap it.</param>
/// <param name="Arguments">Its command line.</param>
/// <param name="Environment">Its environment at start, <c>NAME=value</c> each.</param>
public sealed record LinuxProcess(int Pid, int Parent, string Command, bool IsZombie, string[] Arguments, string[] Environment)
{
    /// <summary>The programs of the suite's servers: PostgreSQL's, MariaDB's and Firebird's.</summary>
    public static IReadOnlyList<string> ServerPrograms { get; } = ["postgres", "mariadbd", "firebird"];

    /// <summary>True for a server program.</summary>
    public bool IsServer => ServerPrograms.Contains(Command);

    /// <summary>Its working directory (a server's is its data folder), or null when it is gone or not ours to read.</summary>
    public string? WorkingDirectory
    {
        get
        {
            try
            {
                return new DirectoryInfo($"/proc/{Pid}/cwd").LinkTarget;
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                return null;
            }
        }
    }

    /// <summary>Every process whose files this process may read; none off Linux.</summary>
    public static IReadOnlyList<LinuxProcess> All() => !Directory.Exists("/proc") ? [] :
        [.. Directory.EnumerateDirectories("/proc")
            .Select(folder => int.TryParse(Path.GetFileName(folder), out var pid) ? Read(pid) : null)
            .OfType<LinuxProcess>()];

    /// <summary>The process <paramref name="pid"/>, or null when it ended or is not ours to read.</summary>
    public static LinuxProcess? Read(int pid)
    {
        var folder = $"/proc/{pid}";
        if (ReadText($"{folder}/stat") is not { } stat || ReadText($"{folder}/cmdline") is not { } commandLine
            || ReadText($"{folder}/environ") is not { } environment)
        {
            return null;
        }

        // stat: "pid (command) state ppid ..."; the command may contain spaces and parentheses.
        var command = stat[(stat.IndexOf('(', StringComparison.Ordinal) + 1)..stat.LastIndexOf(')')];
        var fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
        return new LinuxProcess(
            pid, int.Parse(fields[1], CultureInfo.InvariantCulture), command, fields[0] == "Z",
            commandLine.TrimEnd('\0').Split('\0'), environment.TrimEnd('\0').Split('\0'));
    }

    // A process may end between listing /proc and reading its files.
    private static string? ReadText(string path)
    {
        try
        {
            return File.ReadAllText(path, Encoding.UTF8);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
