namespace EmbeddedDbBench.Tests.Console;

/// <summary>Console runs set process-wide environment variables, so they run one at a time.</summary>
[CollectionDefinition(nameof(ConsoleRuns), DisableParallelization = true)]
public sealed class ConsoleRuns;
