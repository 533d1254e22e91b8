using System.Data.Common;
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

    /// <summary>A database of ten accounts on an engine and two connections to it, for two transactions to meet head-on; disposed connections first.</summary>
    public sealed class TwoWriters : IDisposable
    {
        private readonly BenchDatabase _database;

        /// <summary>Creates the accounts on <paramref name="engine"/> and opens both connections.</summary>
        public TwoWriters(Engine engine)
        {
            Support = engine.Writers!;
            _database = Create(engine);
            A = _database.OpenConnection();
            B = _database.OpenConnection();
        }

        /// <summary>The engine's W8 support.</summary>
        public WritersSupport Support { get; }

        /// <summary>The first writer's connection.</summary>
        public DbConnection A { get; }

        /// <summary>The second writer's connection.</summary>
        public DbConnection B { get; }

        public void Dispose()
        {
            B.Dispose();
            A.Dispose();
            _database.Dispose();
        }
    }

    /// <summary>Runs <paramref name="sql"/> on <paramref name="connection"/> in <paramref name="transaction"/>.</summary>
    public static void Execute(DbConnection connection, DbTransaction transaction, string sql)
    {
        using var command = connection.CreateCommand();
        command.Transaction = transaction;
        command.CommandText = sql;
        command.ExecuteNonQuery();
    }

    /// <summary>
    /// Asserts that <paramref name="sql"/> fails in <paramref name="transaction"/> with an error the engine's W8 support
    /// sorts as <paramref name="expected"/>; <paramref name="codes"/> adds the engine's own codes to the failure message.
    /// </summary>
    public static void AssertFails(
        WriteErrorKind expected, WritersSupport support, DbConnection connection, DbTransaction transaction, string sql, Func<Exception, string>? codes = null)
    {
        var error = Assert.ThrowsAny<Exception>(() => Execute(connection, transaction, sql));
        var kind = support.ErrorKind(error, connection);
        Assert.True(kind == expected, $"sorted as {kind}, not {expected}: {error.GetType().Name} {error.Message} {codes?.Invoke(error)}");
    }
}
