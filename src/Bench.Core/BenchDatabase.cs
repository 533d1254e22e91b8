using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>
/// A fresh database created for one run of a workload, with one variant applied. It owns its
/// storage (a temp folder, an in-memory database, a database on a server) and its main
/// connection; disposing it closes the connection and deletes the storage.
/// </summary>
public abstract class BenchDatabase : IDisposable
{
    private bool _disposed;

    /// <summary>
    /// What another OS process passes to <see cref="Engine.OpenFromProcess"/> to reach this database (SQLite:
    /// the file's connection string); null where no second process can open it.
    /// </summary>
    public virtual string? ProcessAddress => null;

    /// <summary>Creates the database wrapper for <paramref name="engine"/> under <paramref name="variant"/>.</summary>
    protected BenchDatabase(Engine engine, Variant variant)
    {
        Engine = engine;
        Variant = variant;
    }

    /// <summary>The engine this database belongs to.</summary>
    public Engine Engine { get; }

    /// <summary>The variant applied to every connection of this database.</summary>
    public Variant Variant { get; }

    /// <summary>
    /// The main connection, open, with the variant's settings applied. An engine without ADO.NET
    /// (a document store run through its own API) has none and throws <see cref="NotSupportedException"/>;
    /// its workloads come from <see cref="Engine.Implement{TStep}"/> and never ask for it.
    /// </summary>
    public abstract DbConnection Connection { get; }

    /// <summary>
    /// Begins the explicit transaction a step runs in: an ADO.NET transaction on <see cref="Connection"/>,
    /// unless the engine has an API of its own.
    /// </summary>
    public virtual StepTransaction BeginTransaction() => StepTransaction.Of(Connection.BeginTransaction());

    /// <summary>
    /// Runs a statement that changes the schema (<c>CREATE TABLE</c>, <c>DROP TABLE</c>) in the step's
    /// transaction, or on its own in autocommit when the step has none. An engine whose provider's
    /// autocommit cannot run such a statement the way the engine requires (Firebird: a DROP waits
    /// for the table's locks) overrides it, keeping it one statement in one transaction.
    /// </summary>
    /// <returns>What the provider reports for the statement (rows affected, usually -1 or 0).</returns>
    public virtual int ExecuteDefinition(StepContext context, string sql)
    {
        ArgumentNullException.ThrowIfNull(context);
        using var command = context.CreateCommand(sql);
        return command.ExecuteNonQuery();
    }

    /// <summary>
    /// Opens an additional connection to the same database with the variant's settings applied
    /// (used by workloads that measure opening connections). The caller disposes it.
    /// </summary>
    public abstract DbConnection OpenConnection();

    /// <summary>
    /// Copies this database, page by page, into a new file at <paramref name="path"/> that
    /// <see cref="TryRestoreSnapshot"/> can load into a fresh database of the same engine and
    /// variant (<see cref="PreparedStates"/>). False, writing nothing, for an engine without such a
    /// copy (a server, an engine with no page-level backup): its runs prepare every state afresh.
    /// </summary>
    public virtual bool TrySaveSnapshot(string path) => false;

    /// <summary>
    /// Replaces the content of this fresh database with the copy at <paramref name="path"/> made
    /// by <see cref="TrySaveSnapshot"/>, keeping the variant's settings. False when the engine can't.
    /// </summary>
    public virtual bool TryRestoreSnapshot(string path) => false;

    /// <summary>Reads back, from the engine itself, the settings that are in force on <see cref="Connection"/>.</summary>
    public abstract EngineSettings ReadSettings();

    /// <summary>The engine's product name and version as the engine reports it.</summary>
    public abstract string ServerVersion { get; }

    /// <summary>The path the variant's bulk inserts take on this engine, inside a transaction.</summary>
    public virtual IBulkInsert BulkInsert => PreparedBulkInsert.Instance;

    /// <summary>
    /// The bulk path when no transaction is open (W5's Batch mode, mORMot's "Batch" without
    /// "Trans"): it must group rows into few statements, so that autocommit commits per statement
    /// rather than per row. A path that is one statement already (COPY, LOAD DATA, an appender
    /// that commits once) serves both; an engine whose <see cref="BulkInsert"/> is a per-row
    /// prepared INSERT overrides this with a multi-row statement or its bulk API.
    /// </summary>
    public virtual IBulkInsert AutocommitBulkInsert => BulkInsert;

    /// <summary>
    /// The engine's own reader for comma-separated files, when it imports them faster than
    /// <see cref="BulkInsert"/> fed by a .NET parser (W3's Batch import); null when it has none.
    /// </summary>
    public virtual ICsvFileImport? CsvFileImport => null;

    /// <summary>
    /// The database's size on disk by part, in bytes: the main file and each side file (WAL,
    /// journal) for embedded engines, relation or table sizes from the catalogue for servers.
    /// Empty for in-memory databases.
    /// </summary>
    public abstract IReadOnlyList<StoragePart> StorageSize();

    /// <summary>Releases the connection and deletes the storage.</summary>
    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        DisposeStorage();
        GC.SuppressFinalize(this);
    }

    /// <summary>Closes connections and deletes files, folders or server-side databases.</summary>
    protected abstract void DisposeStorage();
}
