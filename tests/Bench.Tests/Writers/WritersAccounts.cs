using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>W8's accounts on a fresh database, and a W8 run validated, for the engine suites that meet one engine's errors head-on.</summary>
internal static class WritersAccounts
{
    /// <summary>A database holding ten W8 accounts, loaded as the workload loads them.</summary>
    public static BenchDatabase Create(Engine engine, Variant variant = Variant.Default)
    {
        var database = engine.CreateDatabase(variant);
        var workload = new WritersWorkload(1, transfersPerWriter: 0, accounts: 10);
        var context = StepContext.ForSetup(database);
        context.Run(c => workload.Run(WritersStep.CreateTable, c));
        context = StepContext.ForSetup(database);
        context.Run(c => workload.Run(WritersStep.Load, c));
        return database;
    }

    /// <summary>Four writers on ten accounts, so that their transfers meet on the same rows, the transaction run again after an error.</summary>
    public static WritersWorkload Contended(TransactionStart start, int transfers, TimeSpan? lockWait = null) =>
        new(4, start, WriterRetry.Transaction, lockWait, transfersPerWriter: transfers, accounts: 10, deadline: TimeSpan.FromSeconds(120));

    /// <summary>Runs <paramref name="workload"/>'s timed step on a fresh <paramref name="engine"/> database and validates it (the invariant included).</summary>
    public static WritersWorkload.RunFigures Run(Engine engine, WritersWorkload workload)
    {
        using var run = StepRun.Prepare(engine, Variant.Default, workload, WritersStep.Transfers);
        run.Execute();
        run.Validate();
        return workload.LastRun!;
    }
}
