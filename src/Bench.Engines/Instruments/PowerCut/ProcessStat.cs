using System.Globalization;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>A Linux process's state and parent, read from <c>/proc/&lt;pid&gt;/stat</c>.</summary>
public static class ProcessStat
{
    /// <summary>
    /// The state letter (R, S, D, T, Z, X …) and parent pid of process <paramref name="pid"/>, or null when it is gone.
    /// The file reads "pid (comm) state ppid …", and comm may hold spaces and parentheses: the fields follow its last ')'.
    /// </summary>
    public static (char State, int Parent)? Of(int pid)
    {
        try
        {
            var text = File.ReadAllText($"/proc/{pid}/stat");
            var fields = text[(text.LastIndexOf(')') + 2)..].Split(' ');
            return (fields[0][0], int.Parse(fields[1], CultureInfo.InvariantCulture));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or FormatException or IndexOutOfRangeException)
        {
            return null; // gone
        }
    }
}
