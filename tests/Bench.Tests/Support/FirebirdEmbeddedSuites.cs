namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// The embedded Firebird suites, run one at a time, as a benchmark process holds one database at
/// a time. The "Database already opened with engine instance, incompatible with current" they
/// used to hit came from child processes that inherited Firebird's open files (see ChildProcesses);
/// the suite runs apart from every other collection, because tests elsewhere start processes
/// without it (BenchmarkDotNet's benchmark processes, the console runs).
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class FirebirdEmbeddedSuites
{
    /// <summary>The collection's name.</summary>
    public const string Name = "Firebird embedded";
}
