namespace EmbeddedDbBench.Console;

/// <summary>One environment variable of the suite.</summary>
/// <param name="Name">The variable's name.</param>
/// <param name="Meaning">What it sets.</param>
/// <param name="Default">What happens when it is not set.</param>
/// <param name="Example">An example value.</param>
/// <param name="Check">Returns the problem with a value, or null; may throw ArgumentException or FormatException.</param>
public sealed record SuiteVariable(string Name, string Meaning, string Default, string Example, Func<string, string?> Check)
{
    /// <summary>True for connection strings, whose values are never echoed.</summary>
    public bool IsConnectionString => Example.Contains("Password", StringComparison.Ordinal);
}
