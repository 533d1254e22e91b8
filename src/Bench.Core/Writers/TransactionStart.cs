namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// How each of W8's transactions begins and reads: SQLite's BEGIN forms, or a server's isolation level and row
/// locks. Each engine says which it can express (<see cref="WritersSupport.StartNotApplicable"/>).
/// </summary>
public enum TransactionStart
{
    /// <summary>The provider's <c>BeginTransaction()</c>, whatever BEGIN it issues (docs/workloads/writers.md).</summary>
    AsShipped,

    /// <summary><c>BEGIN DEFERRED</c>: no lock until the first read, the write lock only at the first write.</summary>
    Deferred,

    /// <summary><c>BEGIN IMMEDIATE</c>: the write lock taken when the transaction begins.</summary>
    Immediate,

    /// <summary>The provider's <c>BeginTransaction(IsolationLevel.Serializable)</c>: a server's SERIALIZABLE isolation.</summary>
    Serializable,

    /// <summary>The provider's <c>BeginTransaction()</c> as shipped, with both balances read by <c>SELECT … FOR UPDATE</c>: the rows locked at the read.</summary>
    ForUpdate,
}

/// <summary>What a W8 writer does when a transaction meets an error of a <see cref="WriteErrorKind"/>.</summary>
public enum WriterRetry
{
    /// <summary>Rolls back, counts the transfer as failed and goes on to the next one.</summary>
    None,

    /// <summary>Rolls back and runs the whole transaction again (new BEGIN, new reads) until it commits or the run's deadline passes.</summary>
    Transaction,
}
