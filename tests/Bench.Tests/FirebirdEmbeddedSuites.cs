namespace EmbeddedDbBench.Tests;

/// <summary>
/// The embedded Firebird suites, run one at a time: with the suites in parallel, Firebird 3's
/// embedded engine failed several opens with "Database already opened with engine instance,
/// incompatible with current"; serialized, about one test in ninety still does (cause not found).
/// A benchmark process holds one database at a time.
/// </summary>
[CollectionDefinition(Name)]
public sealed class FirebirdEmbeddedSuites
{
    /// <summary>The collection's name.</summary>
    public const string Name = "Firebird embedded";
}
