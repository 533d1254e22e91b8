using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// The parent's end of one W6 reader process (<see cref="ReaderProcessChild"/>): started and waited for
/// before the timed step (<c>ready</c> and the settings it read back), released with <c>go</c> as the
/// writer starts, stopped with <c>stop</c> as the writer ends, and its figures read after the timed
/// step (<see cref="ReaderProcessReport"/>).
/// </summary>
internal sealed class ReaderProcess : ChildChannel
{
    private ReaderProcess(Process process)
        : base(process, "a W6 reader process")
    {
    }

    /// <summary>Starts a reader process through <paramref name="launcher"/>.</summary>
    public static ReaderProcess Start(WorkerProcessLauncher launcher, IReadOnlyList<string> arguments) => new(launcher(arguments));

    /// <summary>Releases the process's reads (inside the timed step, before the writer's first operation).</summary>
    public void Go() => Release();

    /// <summary>Stops the process and adds its report to <paramref name="recorder"/>; throws when it failed or sent none.</summary>
    public void CollectInto(OperationRecorder recorder) => ReaderProcessReport.AddTo(recorder, Report());
}
