namespace EmbeddedDbBench.Core;

/// <summary>
/// The engine cannot be used on this machine: a server that is unreachable or not installed,
/// a native library that is missing. The message says what is missing and how to get it,
/// and never contains a password.
/// </summary>
public sealed class EngineUnavailableException : Exception
{
    /// <summary>Creates the exception with a message saying what is missing and how to fix it.</summary>
    public EngineUnavailableException(string message) : base(message) { }

    /// <summary>Creates the exception with the underlying cause.</summary>
    public EngineUnavailableException(string message, Exception innerException)
        : base(message, innerException) { }
}
