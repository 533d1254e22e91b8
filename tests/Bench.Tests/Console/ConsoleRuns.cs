namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// Console runs set process-wide environment variables, so they run one at a time; they share
/// one dry run of a few cheap cases for the tests that only read its reports.
/// </summary>
[CollectionDefinition(nameof(ConsoleRuns), DisableParallelization = true)]
public sealed class ConsoleRuns : ICollectionFixture<SqliteWriteDryRun>;
