using System.Data.Common;
using EmbeddedDbBench.Core.Writers;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W8 on LiteDB 5: the writers are threads on the run's one Connection=direct instance, as W6's are
/// (<see cref="LiteDbConcurrencyStore"/>), each transfer a <c>BeginTrans</c>/<c>Commit</c> of its thread. A write takes the
/// collection's one write lock (<c>LockService.EnterLock</c>: <c>Monitor.TryEnter</c> on the collection for up to the TIMEOUT
/// pragma, else <c>LiteException.LockTimeout</c>, mbdavid/LiteDB <c>LiteDB/Engine/Services/LockService.cs</c>) and holds it to
/// the commit, so writers queue one behind another. Reads take no lock: a read snapshot that the transaction's first write
/// replaces with a write snapshot of the latest commit (<c>TransactionService.CreateSnapshot</c>, "if current snapshot are
/// ReadOnly but request is about Write mode, dispose read and re-create new in WriteMode", same repository,
/// <c>LiteDB/Engine/Services/TransactionService.cs</c>), so a balance read before another's commit is written after it:
/// a lost update, counted.
/// </summary>
internal sealed class LiteDbWriters : WritersSupport
{
    /// <inheritdoc />
    /// <remarks>No SQL reaches LiteDB: its session reads the TIMEOUT pragma itself (<see cref="LiteDbWritersStore"/>).</remarks>
    public override IReadOnlyList<(string Name, string Sql)> SettingReads => [];

    /// <inheritdoc />
    public override string LockWaitNotApplicable =>
        "LiteDB's writers already wait for the collection's write lock, up to the TIMEOUT pragma (60 s as shipped, read back), longer than W8's 5 s run: " +
        "a 5 s TIMEOUT would end no wait a run can make";

    /// <inheritdoc />
    public override string? StartNotApplicable(TransactionStart start) => start switch
    {
        TransactionStart.AsShipped => null,
        TransactionStart.Deferred or TransactionStart.Immediate =>
            "BEGIN DEFERRED and BEGIN IMMEDIATE are SQLite's: LiteDB's BeginTrans takes no lock, its first write takes the collection's",
        TransactionStart.Serializable =>
            "LiteDB has no isolation level to choose: BeginTrans is its one transaction, reads from a snapshot and writes under the collection's lock",
        TransactionStart.ForUpdate =>
            "LiteDB has no locking read: a FindById takes no lock, and only a write takes the collection's",
        _ => throw new ArgumentOutOfRangeException(nameof(start)),
    };

    /// <inheritdoc />
    /// <remarks>The first write's new snapshot sees other commits made after the transaction's reads: a read-modify-write can lose an update.</remarks>
    public override bool PreventsLostUpdates(TransactionStart start) => false;

    /// <inheritdoc />
    public override WriteErrorKind? ErrorKind(Exception error, DbConnection connection) => Sort(error);

    /// <summary>LiteDB's lock timeout (<c>LOCK_TIMEOUT</c>) as <see cref="WriteErrorKind.LockTimeout"/>; any other error is not one W8 survives.</summary>
    public static WriteErrorKind? Sort(Exception error) =>
        error is LiteException { ErrorCode: LiteException.LOCK_TIMEOUT } ? WriteErrorKind.LockTimeout : null;
}
