using System.Globalization;

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
        Argument("rows", workload.Plan.Rows), Argument("operations", workload.Plan.Operations.Count), Argument("seed", workload.Seed),
        Argument("reader", reader), Argument("reads-per-second", workload.ReadsPerSecond),
        Argument("lock-wait-ms", (long)(workload.LockWait?.TotalMilliseconds ?? 0)), Argument("command-timeout", workload.CommandTimeoutSeconds ?? 0),
        $"recorded={workload.TimesOperations}",
    ];

    /// <summary>
    /// Runs the reader on <paramref name="arguments"/>, finding its engine by name through
    /// <paramref name="findEngine"/>; returns the process's exit code (0 when its report was printed).
    /// </summary>
    public static int Run(IReadOnlyList<string> arguments, Func<string, Engine?> findEngine, TextReader input, TextWriter output)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        ArgumentNullException.ThrowIfNull(findEngine);
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(output);
        var named = arguments.Select(a => a.Split('=', 2)).Where(p => p.Length == 2).ToDictionary(p => p[0], p => p[1], StringComparer.Ordinal);
        if (!named.TryGetValue("engine", out var engineName) || findEngine(engineName) is not { } engine
            || !Enum.TryParse<Variant>(named.GetValueOrDefault("variant"), out var variant) || !named.TryGetValue("address", out var address))
        {
            output.WriteLine($"{ReaderProcessReport.Failed} usage: {Verb} engine=<name> variant=<variant> address=<connection string> rows=… operations=… seed=… reader=… reads-per-second=… lock-wait-ms=… command-timeout=… recorded=…");
            return 2;
        }

        try
        {
            return Read(engine, variant, address, named, input, output);
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            output.WriteLine($"{ReaderProcessReport.Failed} {e.GetType().Name}: {e.Message.ReplaceLineEndings(" ")}");
            return 1;
        }
    }

    private static int Read(Engine engine, Variant variant, string address, Dictionary<string, string> named, TextReader input, TextWriter output)
    {
        var plan = new ConcurrencyPlan(Number(named, "rows"), Number(named, "operations"), Number(named, "seed"));
        var lockWait = Number(named, "lock-wait-ms") is > 0 and var milliseconds ? (engine.LockWait, TimeSpan.FromMilliseconds(milliseconds)) : ((LockWaitSupport, TimeSpan)?)null;
        var commandTimeout = Number(named, "command-timeout") is > 0 and var seconds ? seconds : (int?)null;
        var store = new SqlConcurrencyStore(null, () => engine.OpenFromProcess(address, variant), engine.Dialect, plan, commandTimeout, lockWait);
        using var session = store.Open(ConcurrencyRole.PointReader);
        var recorder = new OperationRecorder(bool.Parse(named["recorded"]));
        var reader = new PointReader(plan, session, recorder, Number(named, "seed") + Number(named, "reader") + 1, Number(named, "reads-per-second"));
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
        var failure = reader.Run(stop);
        output.WriteLine(failure is null ? ReaderProcessReport.Encode(recorder) : $"{ReaderProcessReport.Failed} {failure}");
        output.Flush();
        return failure is null ? 0 : 1;
    }

    private static string Argument(string name, long value) => string.Create(CultureInfo.InvariantCulture, $"{name}={value}");

    private static int Number(Dictionary<string, string> named, string name) => int.Parse(named[name], NumberStyles.Integer, CultureInfo.InvariantCulture);
}
