using System.Diagnostics;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// A W8 writer in a process of its own (the suite's hidden writer verb): it rebuilds the run's plan from its seed,
/// opens its own connection to the database (<see cref="Engine.OpenFromProcess"/>, the variant's settings and the
/// run's lock wait applied), runs its untimed transfer and reads its settings back, prints <c>ready</c> and them,
/// waits for <c>go</c>, runs its script until its end or the run's deadline, and prints its figures
/// (<see cref="WriterProcessReport"/>).
/// </summary>
public static class WriterProcessChild
{
    /// <summary>The verb the suite's executable runs a writer process under.</summary>
    public const string Verb = "w8-writer";

    /// <summary>The arguments of writer <paramref name="writer"/> of <paramref name="workload"/>'s run on <paramref name="database"/>.</summary>
    internal static IReadOnlyList<string> Arguments(WritersWorkload workload, BenchDatabase database, string address, int writer) =>
    [
        $"engine={database.Engine.Name}", $"variant={database.Variant}", $"address={address}",
        ChildArguments.Of("accounts", workload.Plan.Accounts), ChildArguments.Of("writers", workload.Plan.Writers), ChildArguments.Of("transfers", workload.Plan.TransfersPerWriter),
        ChildArguments.Of("seed", workload.Seed), ChildArguments.Of("writer", writer), $"start={workload.Start}", $"retry={workload.Retry}",
        ChildArguments.Of("lock-wait-ms", (long)(workload.LockWait?.TotalMilliseconds ?? 0)), ChildArguments.Of("command-timeout", workload.CommandTimeoutSeconds ?? 0),
        ChildArguments.Of("deadline-ms", (long)workload.Deadline.TotalMilliseconds),
    ];

    /// <summary>Runs the writer on <paramref name="arguments"/>, its engine found by name through <paramref name="findEngine"/>; returns the exit code.</summary>
    public static int Run(IReadOnlyList<string> arguments, Func<string, Engine?> findEngine, TextReader input, TextWriter output)
    {
        ArgumentNullException.ThrowIfNull(input);
        return ChildArguments.Run(arguments, findEngine, output, WriterProcessReport.Failed,
            $"{Verb} engine=<name> variant=<variant> address=<connection string> accounts=… writers=… transfers=… seed=… writer=… start=… retry=… lock-wait-ms=… command-timeout=… deadline-ms=…",
            (engine, variant, address, named) => Write(engine, variant, address, named, input, output));
    }

    private static int Write(Engine engine, Variant variant, string address, IReadOnlyDictionary<string, string> named, TextReader input, TextWriter output)
    {
        var plan = new WritersPlan(ChildArguments.Number(named, "accounts"), ChildArguments.Number(named, "writers"), ChildArguments.Number(named, "transfers"), ChildArguments.Number(named, "seed"));
        using var connection = engine.OpenFromProcess(address, variant);
        var lockWait = ChildArguments.Number(named, "lock-wait-ms") is > 0 and var milliseconds ? TimeSpan.FromMilliseconds(milliseconds) : (TimeSpan?)null;
        if (lockWait is { } wait)
        {
            (engine.Writers ?? throw new NotSupportedException($"{engine.Name} declares no W8 support")).SetLockWait(engine, connection, wait);
        }

        var commandTimeout = ChildArguments.Number(named, "command-timeout") is > 0 and var seconds ? seconds : (int?)null;
        var session = new SqlWriterSession(connection, engine, Enum.Parse<TransactionStart>(named["start"]), lockWait, commandTimeout);
        using var writer = new TransferWriter(session, plan.Script(ChildArguments.Number(named, "writer")), Enum.Parse<WriterRetry>(named["retry"]));
        output.WriteLine($"{ChildChannel.ReadyLine} {writer.Warm()}");
        output.Flush();
        if (input.ReadLine() != ChildChannel.GoLine)
        {
            // The parent gave up before its timed step: nothing was written, nothing to report.
            return 0;
        }

        writer.Run(Stopwatch.GetTimestamp() + (long)(ChildArguments.Number(named, "deadline-ms") / 1000.0 * Stopwatch.Frequency));
        output.WriteLine(WriterProcessReport.Encode(writer));
        output.Flush();
        return 0;
    }
}
