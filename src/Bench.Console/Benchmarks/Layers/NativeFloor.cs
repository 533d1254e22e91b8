using System.Diagnostics;
using System.Globalization;
using System.Runtime.InteropServices;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The C program of the SQLite layers' native floor (<c>sqlite_layers_native.c</c>, embedded in this
/// assembly, so that BenchmarkDotNet's own build of it carries the source too), built with gcc against the libe_sqlite3 file the providers load — the one in this
/// application's <c>runtimes/&lt;rid&gt;/native</c> folder, copied there from the <c>SQLite</c> package —
/// and run on a database the harness prepared. It prints the rows it inserted and the nanoseconds its
/// own loop took.
/// </summary>
public sealed class NativeFloor : IDisposable
{
    private const string Source = "sqlite_layers_native.c";
    private readonly ScratchFolder _folder = new();
    private readonly string _program;

    private NativeFloor(string library)
    {
        _program = _folder.File("sqlite_layers_native");
        var directory = Path.GetDirectoryName(library)!;
        var source = _folder.File(Source);
        using (var embedded = typeof(NativeFloor).Assembly.GetManifestResourceStream(Source)!)
        using (var file = File.Create(source))
        {
            embedded.CopyTo(file);
        }

        var (exit, output) = Execute("gcc", "-O2", "-o", _program, source,
            "-L", directory, "-l:" + Path.GetFileName(library), "-lm", "-Wl,-rpath," + directory);
        if (exit != 0)
        {
            _folder.Dispose();
            throw new InvalidOperationException($"gcc could not build {Source}: {output}");
        }
    }

    /// <summary>The libe_sqlite3 file the providers load in this process.</summary>
    public static string Library => Path.Combine(AppContext.BaseDirectory, "runtimes",
        $"linux-{RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant()}", "native", "libe_sqlite3.so");

    /// <summary>Null when the program can be built here; otherwise why the native floor is skipped.</summary>
    public static string? MissingPrerequisite()
    {
        if (!OperatingSystem.IsLinux())
        {
            return $"the native floor is built with gcc on Linux only ({RuntimeInformation.OSDescription} here)";
        }

        if (!OnPath("gcc"))
        {
            return "no C compiler: gcc is not on PATH (Debian: apt-get install gcc)";
        }

        return File.Exists(Library) ? null : $"the providers' native library {Library} is missing (restore the solution)";
    }

    /// <summary>Builds the program; throws when it can't (see <see cref="MissingPrerequisite"/>).</summary>
    public static NativeFloor Build() => MissingPrerequisite() is { } why ? throw new InvalidOperationException(why) : new NativeFloor(Library);

    /// <summary>
    /// Writes <paramref name="rows"/> as the program's input file (tab-separated fields, one row a line)
    /// before any timing; returns its path.
    /// </summary>
    public string WriteInput(string name, IEnumerable<IEnumerable<string>> rows)
    {
        var path = _folder.File(name);
        File.WriteAllLines(path, rows.Select(fields => string.Join('\t', fields)));
        return path;
    }

    /// <summary>Runs the program's <paramref name="mode"/> on <paramref name="database"/>: the rows it inserted and its own time.</summary>
    public (long Rows, double Milliseconds) Run(string mode, string database, string input)
    {
        var (exit, output) = Execute(_program, mode, database, input);
        var fields = output.Trim().Split(' ').Select(f => f.Split('=')).Where(f => f.Length == 2).ToDictionary(f => f[0], f => f[1]);
        if (exit != 0 || !fields.TryGetValue("rows", out var rows) || !fields.TryGetValue("ns", out var ns))
        {
            throw new InvalidOperationException($"the native floor failed (exit {exit}): {output}");
        }

        return (long.Parse(rows, CultureInfo.InvariantCulture), long.Parse(ns, CultureInfo.InvariantCulture) / 1e6);
    }

    /// <inheritdoc />
    public void Dispose() => _folder.Dispose();

    private static (int Exit, string Output) Execute(string file, params string[] arguments)
    {
        var info = new ProcessStartInfo(file) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        using var process = ChildProcesses.Start(info);
        var error = process.StandardError.ReadToEndAsync();
        var output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output + error.Result);
    }

    private static bool OnPath(string program) =>
        (Environment.GetEnvironmentVariable("PATH") ?? "").Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Any(directory => File.Exists(Path.Combine(directory, program)));
}
