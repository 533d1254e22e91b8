namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// Thrown when a throwaway server cannot start because the engine's binaries are not installed.
/// Each engine's launcher writes the message: the Debian package to install and the environment
/// variable that points the suite at an existing server instead.
/// </summary>
public sealed class MissingServerBinariesException : Exception
{
    /// <summary>Creates the exception with a generic message.</summary>
    public MissingServerBinariesException()
        : base("Database server binaries are not installed.")
    {
    }

    /// <summary>Creates the exception with the given message.</summary>
    /// <param name="message">What is missing and how to fix it.</param>
    public MissingServerBinariesException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with the given message and cause.</summary>
    /// <param name="message">What is missing and how to fix it.</param>
    /// <param name="innerException">The failure that revealed the missing binaries.</param>
    public MissingServerBinariesException(string message, Exception innerException)
        : base(message, innerException)
    {
    }

    /// <summary>Null when <paramref name="findBinaries"/> finds them; otherwise its message saying what is missing.</summary>
    /// <param name="findBinaries">Looks for the binaries and throws this exception when they are missing.</param>
    /// <returns>The message, or null.</returns>
    public static string? MessageIfMissing(Action findBinaries)
    {
        try
        {
            findBinaries();
            return null;
        }
        catch (MissingServerBinariesException e)
        {
            return e.Message;
        }
    }
}
