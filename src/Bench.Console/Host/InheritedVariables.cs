namespace EmbeddedDbBench.Console.Host;

/// <summary>
/// Environment variables set for the processes this one starts, which inherit its environment, each given its earlier
/// value back when disposed: a run leaves the environment of whoever called it (a test, the reference run's checks) as
/// it found it.
/// </summary>
public sealed class InheritedVariables : IDisposable
{
    private readonly (string Name, string? Previous)[] _previous;
    private int _disposed;

    private InheritedVariables((string Name, string? Previous)[] previous) => _previous = previous;

    /// <summary>Sets each variable to its value until disposed.</summary>
    public static InheritedVariables Set(params ReadOnlySpan<(string Name, string Value)> variables)
    {
        var previous = new (string Name, string? Previous)[variables.Length];
        for (var i = 0; i < variables.Length; i++)
        {
            var (name, value) = variables[i];
            previous[i] = (name, Environment.GetEnvironmentVariable(name));
            Environment.SetEnvironmentVariable(name, value);
        }

        return new InheritedVariables(previous);
    }

    /// <summary>Gives every variable its earlier value (or none) back, once.</summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) != 0)
        {
            return;
        }

        // In reverse, so that a variable named twice ends with the value it had before the first.
        for (var i = _previous.Length - 1; i >= 0; i--)
        {
            Environment.SetEnvironmentVariable(_previous[i].Name, _previous[i].Previous);
        }
    }
}
