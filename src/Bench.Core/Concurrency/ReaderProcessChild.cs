
namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// A W6 point reader in a process of its own (the suite's hidden reader verb): the desktop application
/// and its service on one SQLite file, meeting each other through the file's locks. It rebuilds the
/// run's plan from its seed, opens its own connection to the database (<see cref="Engine.OpenFromProcess"/>,
/// the variant's settings and the run's lock wait applied and read back), prepares its read, prints
/// <c>ready</c> and the settings, waits for <c>go</c>, reads as a reader thread does — every read checked
/// against the committed states — until <c>stop</c> or the end of its input (its parent gone), and prints
/// its figures (<see cref="ReaderProcessReport"/>).
/// </summary>
public static class ReaderProcessChild
{
    /// <summary>The verb the suite's executable runs a reader process under.</summary>
    public const string Verb = "w6-reader";

    internal const string Ready = ChildChannel.ReadyLine;

    internal const string Go = ChildChannel.GoLine;

    internal const string Stop = ChildChannel.StopLine;

    /// <summary>The arguments of reader <paramref name="reader"/> of <paramref name="workload"/>'s run on <paramref name="database"/>.</summary>
    internal static IReadOnlyList<string> Arguments(ConcurrencyWorkload workload, BenchDatabase database, string address, int reader) =>
    [
        $"engine={database.Engine.Name}", $"variant={database.Variant}", $"address={address}",
        ChildArguments.Of("rows", workload.Plan.Rows), ChildArguments.Of("operations", workload.Plan.Operations.Count), ChildArguments.Of("seed", workload.Seed),
        ChildArguments.Of("reader", reader), ChildArguments.Of("reads-per-second", workload.ReadsPerSecond),
        ChildArguments.Of("lock-wait-ms", (long)(workload.LockWait?.TotalMilliseconds ?? 0)), ChildArguments.Of("command-timeout", workload.CommandTimeoutSeconds ?? 0),
        $"recorded={workload.TimesOperations}",
    ];

    /// <summary>
    /// Runs the reader on <paramref name="arguments"/>, finding its engine by name through
    /// <paramref name="findEngine"/>; returns the process's exit code (0 when its report was printed).
    /// </summary>
    public static int Run(IReadOnlyList<string> arguments, Func<string, Engine?> findEngine, TextReader input, TextWriter output)
    {
        ArgumentNullException.ThrowIfNull(input);
        return ChildArguments.Run(arguments, findEngine, output, ReaderProcessReport.Failed,
            $"{Verb} engine=<name> variant=<variant> address=<connection string> rows=… operations=… seed=… reader=… reads-per-second=… lock-wait-ms=… command-timeout=… recorded=…",
            (engine, variant, address, named) => Read(engine, variant, address, named, input, output));
    }

    private static int Read(Engine engine, Variant variant, string address, IReadOnlyDictionary<string, string> named, TextReader input, TextWriter output)
    {
        var plan = new ConcurrencyPlan(ChildArguments.Number(named, "rows"), ChildArguments.Number(named, "operations"), ChildArguments.Number(named, "seed"));
        var lockWait = ChildArguments.Number(named, "lock-wait-ms") is > 0 and var milliseconds ? (engine.LockWait, TimeSpan.FromMilliseconds(milliseconds)) : ((LockWaitSupport, TimeSpan)?)null;
        var commandTimeout = ChildArguments.Number(named, "command-timeout") is > 0 and var seconds ? seconds : (int?)null;
        var store = new SqlConcurrencyStore(null, () => engine.OpenFromProcess(address, variant), engine.Dialect, plan, commandTimeout, lockWait);
        using var session = store.Open(ConcurrencyRole.PointReader);
        var recorder = new OperationRecorder(bool.Parse(named["recorded"]));
        var reader = new PointReader(plan, session, recorder, ChildArguments.Number(named, "seed") + ChildArguments.Number(named, "reader") + 1, ChildArguments.Number(named, "reads-per-second"));
        output.WriteLine($"{Ready} {session.ReadSettings()}");
        output.Flush();
        if (input.ReadLine() != Go)
        {
            // The parent gave up before its timed step: nothing was read, nothing to report.
            return 0;
        }

        var stop = new RunSignal();
        var listener = new Thread(() =>
        {
            // "stop", or the end of the input: the parent is done with this run, or gone.
            while (input.ReadLine() is { } line && line != Stop)
            {
            }

            stop.Set();
        })
        { IsBackground = true, Name = "W6 reader process's input" };
        listener.Start();
        var failure = reader.Run(stop, System.Diagnostics.Stopwatch.GetTimestamp());
        output.WriteLine(failure is null ? ReaderProcessReport.Encode(recorder) : $"{ReaderProcessReport.Failed} {failure}");
        output.Flush();
        return failure is null ? 0 : 1;
    }
}
