using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// Starts one worker process (a W6 reader, a W8 writer): the suite's executable with its verb and
/// <paramref name="arguments"/>, its standard input, output and error redirected, started the way the
/// suite starts every child.
/// </summary>
public delegate Process WorkerProcessLauncher(IReadOnlyList<string> arguments);
