using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// W8 on Firebird 3 through FirebirdClient, embedded or server alike. FirebirdClient's <c>BeginTransaction()</c> begins
/// READ COMMITTED RECORD_VERSION, NO WAIT, and <c>BeginTransaction(Serializable)</c> CONSISTENCY (table stability), NO WAIT
/// (<c>FbTransaction.BuildTpb</c>, FirebirdSQL/NETProvider <c>src/FirebirdSql.Data.FirebirdClient/FirebirdClient/FbTransaction.cs</c>).
/// Under READ COMMITTED a write to a row another active transaction changed is refused as an update conflict (at once under
/// NO WAIT; under WAIT once the other commits or the wait passes its LOCK TIMEOUT, while a rollback lets it through), but a write
/// after the other committed goes through over a balance read before it: a lost update, counted. CONSISTENCY locks the
/// tables it touches, so one writer at a time writes and the others meet a lock conflict; <c>FOR UPDATE WITH LOCK</c>
/// locks the row at the read (https://firebirdsql.org/file/documentation/html/en/refdocs/fblangref30/firebird-30-language-reference.html#fblangref30-dml-select-withlock).
/// W8's lock wait is Firebird's WAIT against NO WAIT: a transaction parameter (isc_tpb_wait with isc_tpb_lock_timeout), not a
/// connection's, so each transaction is begun with it (<see cref="BeginTransaction"/>) and reads it back (MON$LOCK_TIMEOUT).
/// </summary>
internal sealed class FirebirdWriters : WritersSupport
{
    /// <summary>isc_deadlock: the status vector's first code for an update conflict or a deadlock.</summary>
    public const int Deadlock = 335544336;

    /// <summary>isc_lock_conflict: "lock conflict on no wait transaction".</summary>
    public const int LockConflict = 335544345;

    /// <summary>isc_update_conflict: "update conflicts with concurrent update".</summary>
    public const int UpdateConflict = 335544451;

    /// <summary>isc_lock_timeout: "lock time-out on wait transaction".</summary>
    public const int LockTimeout = 335544510;

    /// <inheritdoc />
    /// <remarks>
    /// MON$ISOLATION_MODE (0 consistency, 1 concurrency, 2 read committed record_version) and MON$LOCK_TIMEOUT (-1 WAIT
    /// without a limit, 0 NO WAIT, else WAIT's seconds) of the writer's own transaction, read inside it.
    /// </remarks>
    public override IReadOnlyList<(string Name, string Sql)> SettingReads { get; } =
        [.. FirebirdDialect.Instance.ConcurrencySettingsSql.Select(s => (s.Key, s.Value))];

    /// <inheritdoc />
    public override string? LockWaitNotApplicable => null;

    /// <inheritdoc />
    /// <remarks>Firebird's plain FOR UPDATE only names the cursor; WITH LOCK takes the row lock.</remarks>
    public override string RowLockClause => "FOR UPDATE WITH LOCK";

    /// <inheritdoc />
    public override string? StartNotApplicable(TransactionStart start) => start switch
    {
        TransactionStart.AsShipped or TransactionStart.Serializable or TransactionStart.ForUpdate => null,
        TransactionStart.Deferred or TransactionStart.Immediate =>
            "BEGIN DEFERRED and BEGIN IMMEDIATE are SQLite's: a Firebird transaction takes its isolation and lock wait from its parameters, " +
            "and its row locks with the writes or a SELECT … WITH LOCK (the ForUpdate case)",
        _ => throw new ArgumentOutOfRangeException(nameof(start)),
    };

    /// <inheritdoc />
    /// <remarks>
    /// CONSISTENCY holds its tables against other writers; WITH LOCK locks the latest committed row at the read. READ
    /// COMMITTED reads whatever was committed last, so a balance can be read before another's commit and written after it.
    /// </remarks>
    public override bool PreventsLostUpdates(TransactionStart start) => start is TransactionStart.Serializable or TransactionStart.ForUpdate;

    /// <inheritdoc />
    /// <remarks>
    /// With no lock wait, the provider's own <c>BeginTransaction</c> (NO WAIT). With one, the same isolation with WAIT and
    /// LOCK TIMEOUT in whole seconds (FbTransactionOptions.WaitTimeout takes 1 s to 32767 s).
    /// </remarks>
    public override DbTransaction BeginTransaction(DbConnection connection, TransactionStart start, TimeSpan? lockWait)
    {
        if (lockWait is not { } wait)
        {
            return base.BeginTransaction(connection, start, lockWait);
        }

        var isolation = start == TransactionStart.Serializable
            ? FbTransactionBehavior.Consistency
            : FbTransactionBehavior.ReadCommitted | FbTransactionBehavior.RecVersion;
        return ((FbConnection)connection).BeginTransaction(new FbTransactionOptions
        {
            TransactionBehavior = FbTransactionBehavior.Write | FbTransactionBehavior.Wait | isolation,
            WaitTimeout = wait,
        });
    }

    /// <inheritdoc />
    /// <remarks>Nothing to set on the connection: each transaction carries the wait (<see cref="BeginTransaction"/>) and reads it back.</remarks>
    public override void SetLockWait(Engine engine, DbConnection connection, TimeSpan wait)
    {
    }

    /// <inheritdoc />
    /// <remarks>
    /// By the codes in the error's status vector (the Firebird 3 language reference's appendix of error codes, https://firebirdsql.org/file/documentation/html/en/refdocs/fblangref30/firebird-30-language-reference.html):
    /// a wait's timeout first, then a refusal without a wait, then an update conflict, then a deadlock alone. isc_lock_timeout and
    /// isc_lock_conflict come from lock-manager locks (CONSISTENCY's table reservations); a row wait that outlives LOCK TIMEOUT
    /// ends, in Firebird 3, with the same update conflict as NO WAIT's refusal (FirebirdWritersTests shows both). FirebirdClient turns
    /// a statement cancelled at its command timeout (isc_cancelled) into an <see cref="OperationCanceledException"/>
    /// (<c>FbException.Create</c>, <c>src/FirebirdSql.Data.FirebirdClient/FirebirdClient/FbException.cs</c>): the deadline W8 cuts it to.
    /// </remarks>
    public override WriteErrorKind? ErrorKind(Exception error, DbConnection connection) => error switch
    {
        FbException fb when Has(fb, LockTimeout) => WriteErrorKind.LockTimeout,
        FbException fb when Has(fb, LockConflict) => WriteErrorKind.LockConflict,
        FbException fb when Has(fb, UpdateConflict) => WriteErrorKind.UpdateConflict,
        FbException fb when Has(fb, Deadlock) => WriteErrorKind.Deadlock,
        OperationCanceledException => WriteErrorKind.LockTimeout,
        _ => null,
    };

    private static bool Has(FbException error, int code) => error.Errors.Any(e => e.Number == code);
}
