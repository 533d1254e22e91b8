namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The native floor's loop (<c>sqlite_layers_native.c</c>), however it is built: as a program of its own, which the
/// benchmark cases start per run (<see cref="NativeFloor"/>), or as a shared library called in this process
/// (<see cref="NativeFloorLibrary"/>), which the layers by turns time beside the .NET layers. Either times its own loop.
/// </summary>
public interface INativeFloor : IDisposable
{
    /// <summary>Writes <paramref name="rows"/> as the loop's input file (tab-separated fields, one row a line) before any timing; returns its path.</summary>
    string WriteInput(string name, IEnumerable<IEnumerable<string>> rows);

    /// <summary>
    /// Runs the loop's <paramref name="mode"/> (<c>contacts</c> or <c>crud</c>) on <paramref name="database"/> over
    /// <paramref name="input"/>, in one transaction or a commit per row: the rows it inserted and its own clock's time.
    /// </summary>
    (long Rows, double Milliseconds) Run(string mode, string database, string input, bool oneTransaction);
}
