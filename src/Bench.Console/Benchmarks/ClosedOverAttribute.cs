namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Closes a workload class over these engines only, instead of every engine of
/// <see cref="Engines.EngineCatalog"/>: W2's sync pushes changes to a server, so it is closed
/// over the servers it targets.
/// </summary>
/// <param name="engines">The engine types, each in the catalog.</param>
[AttributeUsage(AttributeTargets.Class)]
public sealed class ClosedOverAttribute(params Type[] engines) : Attribute
{
    /// <summary>The engine types.</summary>
    public IReadOnlyList<Type> Engines { get; } = engines;
}
