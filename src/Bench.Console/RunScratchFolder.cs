using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console;

/// <summary>
/// One folder for every database this run's benchmark processes create, deleted when the run
/// ends or is interrupted: a benchmark process killed mid-run (Ctrl+C, a crash) cannot delete its
/// own scratch database, so the suite does. The processes find it through
/// <see cref="ScratchFolder.ParentVariable"/>, which they inherit, pointed below the user's choice;
/// the prepared states they share (<see cref="PreparedStates"/>) go into it too.
/// </summary>
public sealed class RunScratchFolder : IDisposable
{
    private readonly InheritedVariables _variables;
    private int _disposed;

    private RunScratchFolder(string path, InheritedVariables variables)
    {
        Path = path;
        _variables = variables;
    }

    /// <summary>The run's folder.</summary>
    public string Path { get; }

    /// <summary>Creates the folder under <see cref="ScratchFolder.ParentPath"/> and points the variables at it.</summary>
    public static RunScratchFolder Create()
    {
        var path = System.IO.Path.Combine(ScratchFolder.ParentPath, $"run-{Environment.ProcessId}-{DateTime.UtcNow:yyyyMMddHHmmss}");
        Directory.CreateDirectory(path);
        return new RunScratchFolder(path, InheritedVariables.Set(
            (ScratchFolder.ParentVariable, path),
            (PreparedStates.Variable, System.IO.Path.Combine(path, "prepared-states"))));
    }

    /// <summary>Restores the variables and deletes the folder with whatever a killed process left in it.</summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) != 0)
        {
            return;
        }

        _variables.Dispose();
        try
        {
            Directory.Delete(Path, recursive: true);
        }
        catch (IOException e)
        {
            System.Console.Error.WriteLine($"warning: could not delete {Path}: {e.Message}");
        }
    }
}
