using System.Runtime.InteropServices;
using System.Text;
using EmbeddedDbBench.Console.Benchmarks.Native;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The native floor's loop built as a shared library from the same source as the program (<see cref="NativeFloor"/>:
/// <c>sqlite_layers_native.c</c>, with <c>-shared -fPIC -DSQLITE_LAYERS_LIBRARY</c>, against the same libe_sqlite3) and
/// called through P/Invoke, so that the layers by turns time C beside the .NET layers in one process. The figure is
/// still C's own clock around its loop, which the call returns; the input file is read before that clock starts.
/// </summary>
public sealed class NativeFloorLibrary : INativeFloor
{
    private const string LibraryName = "sqlite_layers_native";

    // Built and loaded once per process and never unloaded: the runtime binds a P/Invoke to the first handle it resolved.
    private static readonly Lazy<IntPtr> _handle = new(Load, LazyThreadSafetyMode.ExecutionAndPublication);

    private readonly ScratchFolder _inputs = new();

    private NativeFloorLibrary()
    {
    }

    /// <summary>Builds and loads the library (once per process); throws when it can't be built (see <see cref="NativeFloor.MissingPrerequisite"/>).</summary>
    public static NativeFloorLibrary Build()
    {
        if (NativeFloor.MissingPrerequisite() is { } why)
        {
            throw new InvalidOperationException(why);
        }

        _ = _handle.Value;
        return new NativeFloorLibrary();
    }

    /// <inheritdoc />
    public string WriteInput(string name, IEnumerable<IEnumerable<string>> rows) => NativeFloor.WriteRows(_inputs.File(name), rows);

    /// <inheritdoc />
    public (long Rows, double Milliseconds) Run(string mode, string database, string input, bool oneTransaction)
    {
        var error = new byte[512];
        if (NativeMethods.Insert(mode, database, input, oneTransaction ? 1 : 0, out var rows, out var nanoseconds, error, error.Length) != 0)
        {
            throw new InvalidOperationException($"{NativeFloor.Source} (in process) failed: {Encoding.UTF8.GetString(error).TrimEnd('\0')}");
        }

        return (rows, nanoseconds / 1e6);
    }

    /// <inheritdoc />
    public void Dispose() => _inputs.Dispose();

    // The built file may go once it is loaded: the process keeps its mapping.
    private static IntPtr Load()
    {
        using var built = NativeProgram.BuildLibrary(NativeFloor.Source, NativeFloor.Library, "SQLITE_LAYERS_LIBRARY");
        var handle = NativeLibrary.Load(built.Built);
        NativeLibrary.SetDllImportResolver(typeof(NativeFloorLibrary).Assembly, (name, _, _) => name == LibraryName ? handle : IntPtr.Zero);
        return handle;
    }

    private static class NativeMethods
    {
        [DllImport(LibraryName, EntryPoint = "sqlite_layers_insert")]
        internal static extern int Insert(
            [MarshalAs(UnmanagedType.LPUTF8Str)] string mode,
            [MarshalAs(UnmanagedType.LPUTF8Str)] string database,
            [MarshalAs(UnmanagedType.LPUTF8Str)] string rowsFile,
            int oneTransaction,
            out long rows,
            out long nanoseconds,
            byte[] error,
            int errorSize);
    }
}
