using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// W8 on SQLite, through either provider: the provider's <c>BeginTransaction()</c>, DEFERRED and IMMEDIATE;
/// every one serializable, so a lost update fails the run; errors sorted by SQLite's extended result code,
/// which each provider reads its own way (<see cref="Engine.ExtendedErrorCode"/>).
/// </summary>
internal sealed class SqliteWriters(Engine engine) : WritersSupport
{
    /// <inheritdoc />
    public override IReadOnlyList<(string Name, string Sql)> SettingReads { get; } = [("journal_mode", "PRAGMA journal_mode")];

    /// <inheritdoc />
    public override string? LockWaitNotApplicable => null;

    /// <inheritdoc />
    public override string? StartNotApplicable(TransactionStart start) => start switch
    {
        TransactionStart.AsShipped or TransactionStart.Deferred or TransactionStart.Immediate => null,
        TransactionStart.Serializable =>
            "SQLite's transactions are serializable whatever BEGIN (https://www.sqlite.org/isolation.html): the provider's BeginTransaction(Serializable) " +
            "is its BeginTransaction() as shipped, the AsShipped case",
        TransactionStart.ForUpdate =>
            "SQLite has no SELECT … FOR UPDATE (https://www.sqlite.org/lang_select.html); BEGIN IMMEDIATE takes the write lock before the read instead",
        _ => throw new ArgumentOutOfRangeException(nameof(start)),
    };

    /// <inheritdoc />
    /// <remarks>SQLite's transactions are serializable (https://www.sqlite.org/isolation.html): a write is refused rather than an update lost.</remarks>
    public override bool PreventsLostUpdates(TransactionStart start) => true;

    /// <inheritdoc />
    public override WriteErrorKind? ErrorKind(Exception error, DbConnection connection) =>
        WriteErrors.OfSqliteCode(engine.ExtendedErrorCode(error, connection));
}
