using System.Diagnostics;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// The parent's end of one W8 writer process (<see cref="WriterProcessChild"/>): started and waited for before the
/// timed step (<c>ready</c> and the settings it read back), released with <c>go</c>, and its figures read once it
/// ends at its script's end or its deadline (<see cref="WriterProcessReport"/>).
/// </summary>
internal sealed class WriterProcess : ChildChannel
{
    private WriterProcess(Process process)
        : base(process, "a W8 writer process")
    {
    }

    /// <summary>Starts a writer process through <paramref name="launcher"/>.</summary>
    public static WriterProcess Start(WorkerProcessLauncher launcher, IReadOnlyList<string> arguments) => new(launcher(arguments));

    /// <summary>
    /// Waits for the writer's report, which it sends at its script's end or its <paramref name="deadline"/> (counted from its
    /// release); throws when it failed or sent none.
    /// </summary>
    public IWriterFigures Collect(TimeSpan deadline) => WriterProcessReport.Decode(Report(deadline));
}
