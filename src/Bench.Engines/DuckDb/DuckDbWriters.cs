using System.Data.Common;
using DuckDB.NET.Data;
using DuckDB.NET.Native;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>
/// W8 on DuckDB through DuckDB.NET. DuckDB has one isolation, snapshot isolation under optimistic concurrency control:
/// "the second thread to attempt the edit" of a row another transaction edited "will fail with a conflict error"
/// (https://duckdb.org/docs/stable/connect/concurrency.html). <c>UpdateSegment::CheckForConflicts</c> throws
/// <c>TransactionException("Conflict on update!")</c> for a row whose version is newer than the transaction's start,
/// committed or not (duckdb/duckdb <c>src/storage/table/update_segment.cpp</c>), so a transfer whose read another
/// transfer's commit made stale is refused at its write: no update is lost. DuckDB.NET's <c>BeginTransaction()</c>
/// sends <c>BEGIN TRANSACTION;</c> (<c>DuckDBTransaction</c>, Giorgi/DuckDB.NET <c>DuckDB.NET.Data/DuckDBTransaction.cs</c>).
/// </summary>
internal sealed class DuckDbWriters : WritersSupport
{
    /// <inheritdoc />
    /// <remarks>
    /// DuckDB has no isolation level or lock wait to read. What it has is <c>immediate_transaction_mode</c>: false as
    /// shipped, the transaction (and its snapshot) starting at its first statement rather than at BEGIN.
    /// </remarks>
    public override IReadOnlyList<(string Name, string Sql)> SettingReads { get; } =
        [("immediate_transaction_mode", "SELECT current_setting('immediate_transaction_mode')")];

    /// <inheritdoc />
    public override string LockWaitNotApplicable =>
        "DuckDB has no lock wait to set: it takes no row locks, and a write that conflicts with another transaction's fails at once " +
        "(optimistic concurrency control, https://duckdb.org/docs/stable/connect/concurrency.html)";

    /// <inheritdoc />
    /// <remarks>The engine's own reason: one process opens a DuckDB file for writing.</remarks>
    public override string? ProcessesNotApplicable => null;

    /// <inheritdoc />
    public override string? StartNotApplicable(TransactionStart start) => start switch
    {
        TransactionStart.AsShipped => null,
        TransactionStart.Deferred or TransactionStart.Immediate =>
            "BEGIN DEFERRED and BEGIN IMMEDIATE are SQLite's: DuckDB's BEGIN TRANSACTION takes no lock, its writers meet through conflicts only",
        TransactionStart.Serializable =>
            "DuckDB has one isolation, snapshot isolation, which refuses a conflicting write as SERIALIZABLE would (the AsShipped case); " +
            "DuckDB.NET's BeginTransaction refuses any level but Snapshot and Unspecified (DuckDBTransaction's constructor)",
        TransactionStart.ForUpdate =>
            "DuckDB takes no row locks to take at the read: its optimistic concurrency control refuses the second edit of a row instead " +
            "(https://duckdb.org/docs/stable/connect/concurrency.html)",
        _ => throw new ArgumentOutOfRangeException(nameof(start)),
    };

    /// <inheritdoc />
    /// <remarks>A row changed since the transaction's start fails its write (<c>UpdateSegment::CheckForConflicts</c>): a lost update fails the run.</remarks>
    public override bool PreventsLostUpdates(TransactionStart start) => true;

    /// <inheritdoc />
    /// <remarks>
    /// DuckDB's conflict errors are TransactionExceptions, which DuckDB.NET reports as <see cref="DuckDBErrorType.Transaction"/>
    /// with DuckDB's message ("TransactionContext Error: Conflict on update!"); other transaction errors are not conflicts.
    /// </remarks>
    public override WriteErrorKind? ErrorKind(Exception error, DbConnection connection) => error switch
    {
        DuckDBException { ErrorType: DuckDBErrorType.Transaction } e when e.Message.Contains("Conflict on", StringComparison.Ordinal) => WriteErrorKind.UpdateConflict,
        _ => null,
    };
}
