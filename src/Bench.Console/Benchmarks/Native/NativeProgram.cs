using System.Diagnostics;
using System.Runtime.InteropServices;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks.Native;

/// <summary>
/// A C program embedded in this assembly (so that BenchmarkDotNet's own build of it carries the source
/// too), built with gcc in a scratch folder against a native library this application ships — the very
/// file its .NET provider loads, in the application's <c>runtimes/&lt;rid&gt;/native</c> folder — and run
/// with arguments. Its output is one line of <c>name=value</c> fields. The SQLite layers' native floor and
/// DuckDB's point lookup are such programs. The same source may be built as a shared library instead
/// (<see cref="BuildLibrary"/>), for a process that calls it through P/Invoke.
/// </summary>
public sealed class NativeProgram : IDisposable
{
    private readonly ScratchFolder _folder = new();
    private readonly string _program;
    private readonly string _source;

    private NativeProgram(string source, string library, string output, params string[] options)
    {
        _source = source;
        _program = _folder.File(output);
        var directory = Path.GetDirectoryName(library)!;
        var sourceFile = _folder.File(source);
        using (var embedded = typeof(NativeProgram).Assembly.GetManifestResourceStream(source)!)
        using (var file = File.Create(sourceFile))
        {
            embedded.CopyTo(file);
        }

        var (exit, gccOutput) = Execute("gcc", ["-O2", .. options, "-o", _program, sourceFile,
            "-L", directory, "-l:" + Path.GetFileName(library), "-lm", "-Wl,-rpath," + directory]);
        if (exit != 0)
        {
            _folder.Dispose();
            throw new InvalidOperationException($"gcc could not build {source}: {gccOutput}");
        }
    }

    /// <summary>The file gcc built: the program, or the shared library.</summary>
    public string Built => _program;

    /// <summary>The native library named <paramref name="fileName"/> in this application's folder for this process's platform.</summary>
    public static string Library(string fileName) => Path.Combine(AppContext.BaseDirectory, "runtimes",
        $"linux-{RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant()}", "native", fileName);

    /// <summary>Null when a program named <paramref name="what"/> can be built here against <paramref name="library"/>; otherwise why not.</summary>
    public static string? MissingPrerequisite(string what, string library)
    {
        if (!OperatingSystem.IsLinux())
        {
            return $"{what} is built with gcc on Linux only ({RuntimeInformation.OSDescription} here)";
        }

        if (!OnPath("gcc"))
        {
            return "no C compiler: gcc is not on PATH (Debian: apt-get install gcc)";
        }

        return File.Exists(library) ? null : $"the provider's native library {library} is missing (restore the solution)";
    }

    /// <summary>Builds the embedded <paramref name="source"/> against <paramref name="library"/>; throws when gcc fails.</summary>
    public static NativeProgram Build(string source, string library) => new(source, library, Path.GetFileNameWithoutExtension(source));

    /// <summary>
    /// Builds the embedded <paramref name="source"/> as a shared library (<c>lib&lt;name&gt;.so</c>, position-independent) against
    /// <paramref name="library"/>, with the preprocessor symbol <paramref name="define"/> set so that the source leaves its
    /// <c>main</c> out; throws when gcc fails. Its <see cref="Run"/> is not for it: the caller loads <see cref="Built"/>.
    /// </summary>
    public static NativeProgram BuildLibrary(string source, string library, string define) =>
        new(source, library, $"lib{Path.GetFileNameWithoutExtension(source)}.so", "-shared", "-fPIC", "-D" + define);

    /// <summary>A path for a file of the program's (its input), in its scratch folder.</summary>
    public string PathOf(string name) => _folder.File(name);

    /// <summary>Runs the program; its output fields, or an exception with its output when it fails or prints none of <paramref name="required"/>.</summary>
    public IReadOnlyDictionary<string, string> Run(IReadOnlyList<string> arguments, params string[] required)
    {
        ArgumentNullException.ThrowIfNull(required);
        var (exit, output) = Execute(_program, [.. arguments]);
        var fields = output.Trim().Split(' ').Select(f => f.Split('=')).Where(f => f.Length == 2).ToDictionary(f => f[0], f => f[1]);
        if (exit != 0 || required.Any(name => !fields.ContainsKey(name)))
        {
            throw new InvalidOperationException($"{_source} failed (exit {exit}): {output}");
        }

        return fields;
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
