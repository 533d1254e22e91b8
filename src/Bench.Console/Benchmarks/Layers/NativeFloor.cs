using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks.Native;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The C program of the SQLite layers' native floor (<c>sqlite_layers_native.c</c>, a <see cref="NativeProgram"/>),
/// built with gcc against the libe_sqlite3 file the providers load — the one in this application's
/// <c>runtimes/&lt;rid&gt;/native</c> folder, copied there from the <c>SQLite</c> package — and run on a
/// database the harness prepared. It prints the rows it inserted and the nanoseconds its own loop took.
/// </summary>
public sealed class NativeFloor : INativeFloor
{
    /// <summary>The embedded C source, built as this program and as <see cref="NativeFloorLibrary"/>.</summary>
    internal const string Source = "sqlite_layers_native.c";
    private readonly NativeProgram _program;

    private NativeFloor(NativeProgram program) => _program = program;

    /// <summary>The libe_sqlite3 file the providers load in this process.</summary>
    public static string Library => NativeProgram.Library("libe_sqlite3.so");

    /// <summary>Null when the program can be built here; otherwise why the native floor is skipped.</summary>
    public static string? MissingPrerequisite() => NativeProgram.MissingPrerequisite("the native floor", Library);

    /// <summary>Builds the program; throws when it can't (see <see cref="MissingPrerequisite"/>).</summary>
    public static NativeFloor Build() =>
        MissingPrerequisite() is { } why ? throw new InvalidOperationException(why) : new NativeFloor(NativeProgram.Build(Source, Library));

    /// <inheritdoc />
    public string WriteInput(string name, IEnumerable<IEnumerable<string>> rows) => WriteRows(_program.PathOf(name), rows);

    /// <summary>Runs the program's <paramref name="mode"/> on <paramref name="database"/>: the rows it inserted and its own time.</summary>
    public (long Rows, double Milliseconds) Run(string mode, string database, string input, bool oneTransaction)
    {
        var fields = _program.Run([mode, database, input, oneTransaction ? "1" : "0"], "rows", "ns");
        return (long.Parse(fields["rows"], CultureInfo.InvariantCulture), long.Parse(fields["ns"], CultureInfo.InvariantCulture) / 1e6);
    }

    /// <summary>Writes <paramref name="rows"/> to <paramref name="path"/> as the C source reads them: tab-separated fields, one row a line.</summary>
    internal static string WriteRows(string path, IEnumerable<IEnumerable<string>> rows)
    {
        File.WriteAllLines(path, rows.Select(fields => string.Join('\t', fields)));
        return path;
    }

    /// <inheritdoc />
    public void Dispose() => _program.Dispose();
}
