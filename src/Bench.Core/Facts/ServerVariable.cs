namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// The suite variable that holds a connection string to a user-given server, as the console checks it
/// and docs/servers.md's variable table lists it.
/// </summary>
/// <param name="Name">The variable, e.g. <c>EMBEDDEDDBBENCH_POSTGRES</c>.</param>
/// <param name="Meaning">What it sets.</param>
/// <param name="Default">What runs when it is not set.</param>
/// <param name="Example">An example value, in backticks, with the password elided.</param>
public sealed record ServerVariable(string Name, string Meaning, string Default, string Example);
