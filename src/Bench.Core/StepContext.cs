using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>
/// What a workload step runs against: the database's main connection, the transaction the
/// step runs in (if any) and whether it takes the bulk path. Steps are delegates over this
/// context, the suite's form of the 2011 article's <c>Action&lt;DbConnection&gt;</c>.
/// </summary>
public sealed class StepContext
{
    private StepContext(BenchDatabase database, bool inTransaction, bool takesBulkPath)
    {
        Database = database;
        InTransaction = inTransaction;
        TakesBulkPath = takesBulkPath;
    }

    /// <summary>The database the step runs on.</summary>
    public BenchDatabase Database { get; }

    /// <summary>The database's main connection.</summary>
    public DbConnection Connection => Database.Connection;

    /// <summary>The engine's SQL dialect.</summary>
    public SqlDialect Dialect => Database.Engine.Dialect;

    /// <summary>True when the step runs inside one explicit transaction.</summary>
    public bool InTransaction { get; }

    /// <summary>
    /// True when steps take their path for many rows (the Batch variant and untimed setup): inserts
    /// go through the engine's bulk path, and per-row statements are prepared once and reused.
    /// </summary>
    public bool TakesBulkPath { get; }

    /// <summary>The bulk path's description once a step used it, else null (for the report).</summary>
    public string? BulkMethodUsed { get; private set; }

    /// <summary>
    /// When set, every <see cref="Core.Statement.Execute"/> is timed into it (W1's and W2's per-statement
    /// latency tails): two timestamps and a histogram increment, nothing allocated.
    /// </summary>
    public Concurrency.OperationRecorder? StatementLatencies { get; set; }

    /// <summary>The open transaction while a step runs inside one, else null.</summary>
    public DbTransaction? Transaction { get; private set; }

    /// <summary>
    /// The open transaction while a step runs inside one, else null, whatever the engine's API: for
    /// ADO.NET engines it wraps <see cref="Transaction"/>; engines without ADO.NET have only this.
    /// </summary>
    public StepTransaction? Native { get; private set; }

    /// <summary>A context that runs steps the way <paramref name="database"/>'s variant says.</summary>
    public static StepContext ForVariant(BenchDatabase database) =>
        new(database, database.Variant.WrapsStepsInTransaction(), database.Variant.TakesBulkPath());

    /// <summary>
    /// A context for untimed preparation (bringing a fresh database to the state a timed step
    /// starts from): one transaction, reused commands, so setup stays fast under every variant.
    /// </summary>
    public static StepContext ForSetup(BenchDatabase database) => InOneTransaction(database);

    /// <summary>
    /// A context that runs steps in one transaction of their own and takes the bulk path, whatever
    /// <paramref name="database"/>'s variant: untimed setup, and W5's Trans and Batch+Trans steps,
    /// whose insert mode is the step itself, not the variant.
    /// </summary>
    public static StepContext InOneTransaction(BenchDatabase database) => new(database, true, true);

    /// <summary>Runs <paramref name="step"/>, inside a transaction that is committed afterwards when the context says so.</summary>
    public StepOutcome Run(Func<StepContext, StepOutcome> step)
    {
        if (!InTransaction)
        {
            return step(this);
        }

        using var transaction = Database.BeginTransaction();
        Transaction = transaction.DbTransaction;
        Native = transaction;
        try
        {
            var outcome = step(this);
            transaction.Commit();
            return outcome;
        }
        finally
        {
            Transaction = null;
            Native = null;
        }
    }

    /// <summary>A new command for <paramref name="sql"/> (in the dialect's <see cref="SqlDialect.CommandText"/>), enlisted in the current transaction.</summary>
    public DbCommand CreateCommand(string sql) => CreateProviderCommand(Dialect.CommandText(sql));

    /// <summary>Runs a schema statement (<c>CREATE</c>, <c>DROP</c>) through <see cref="BenchDatabase.ExecuteDefinition"/>.</summary>
    public int ExecuteDefinition(string sql) => Database.ExecuteDefinition(this, sql);

    /// <summary>A new command for text already in the provider's form, enlisted in the current transaction.</summary>
    internal DbCommand CreateProviderCommand(string providerSql)
    {
        var command = Connection.CreateCommand();
        command.CommandText = providerSql;
        command.Transaction = Transaction;
        return command;
    }

    /// <summary>
    /// Inserts <paramref name="rows"/> through the engine's bulk path: <see cref="BenchDatabase.BulkInsert"/>
    /// inside a transaction, <see cref="BenchDatabase.AutocommitBulkInsert"/> outside one.
    /// </summary>
    public long BulkInsert(BulkTable table, IReadOnlyList<object?[]> rows)
    {
        var bulk = Transaction is null ? Database.AutocommitBulkInsert : Database.BulkInsert;
        BulkMethodUsed = bulk.Method;
        return bulk.Insert(this, table, rows);
    }

    /// <summary>Records the bulk path a step took without <see cref="BulkInsert"/> (an engine's own API), for the report.</summary>
    public void RecordBulkMethod(string method) => BulkMethodUsed = method;

    /// <summary>
    /// Imports <paramref name="file"/> into <paramref name="table"/> through the engine's own CSV reader,
    /// or returns null when <see cref="BenchDatabase.CsvFileImport"/> has none.
    /// </summary>
    public long? ImportCsvFile(BulkTable table, CsvFile file)
    {
        if (Database.CsvFileImport is not { } import)
        {
            return null;
        }

        BulkMethodUsed = import.Method;
        return import.Import(this, table, file);
    }

    /// <summary>
    /// A parameterized statement to run once per row. Parameter names include the prefix
    /// (<c>@id</c>) and are bound in order by <see cref="Statement.Execute"/>.
    /// </summary>
    public Statement Statement(string sql, params string[] parameterNames) =>
        new(this, sql, parameterNames, TakesBulkPath);
}
