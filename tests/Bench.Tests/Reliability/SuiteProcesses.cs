namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// Tests that run the suite in a console of its own, with throwaway servers, and watch its processes
/// (<see cref="CaseOverlapTests{TEngine}"/>, <see cref="ServerKilledTests{TEngine}"/>): one at a time, but
/// beside the other collections rather than after them with <c>ConsoleRuns</c>. They may: they set no
/// variable of this process (<see cref="Console.TemporaryArtifacts.ForConsoleApart"/>), give their console
/// none another test set for a while, and watch only their own console's processes.
/// </summary>
[CollectionDefinition(nameof(SuiteProcesses))]
public sealed class SuiteProcesses;
