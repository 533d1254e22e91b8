namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// Thrown when a throwaway server cannot start because the engine's binaries are not installed.
/// The message names the Debian package to install and the environment variable that points the
/// suite at an existing server instead.
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

    /// <summary>Creates the exception for a missing PostgreSQL installation.</summary>
    /// <param name="searched">Where the binaries were looked for.</param>
    /// <returns>The exception to throw.</returns>
    public static MissingServerBinariesException ForPostgres(string searched) =>
        new(Describe("PostgreSQL", searched, "postgresql", PostgresServer.ConnectionStringVariable));

    /// <summary>Creates the exception for a missing MariaDB installation.</summary>
    /// <param name="searched">Where the binaries were looked for.</param>
    /// <returns>The exception to throw.</returns>
    public static MissingServerBinariesException ForMariaDb(string searched) =>
        new(Describe("MariaDB", searched, "mariadb-server", MariaDbServer.ConnectionStringVariable));

    private static string Describe(string engine, string searched, string package, string variable) =>
        $"{engine} server binaries were not found ({searched}). Install them with "
        + $"'apt-get install {package}', or set the environment variable {variable} to the "
        + $"connection string of an existing {engine} server to use that instead.";
}
