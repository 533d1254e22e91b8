using System.Data.Common;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Engines.Servers;
using MySqlConnector;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// W8 on MariaDB through MySqlConnector. MySqlConnector's <c>BeginTransaction()</c> sends
/// <c>set session transaction isolation level repeatable read;</c> then <c>start transaction;</c>, and
/// <c>BeginTransaction(Serializable)</c> the same with <c>serializable</c> (<c>MySqlConnection.BeginTransactionAsync</c>,
/// mysql-net/MySqlConnector <c>src/MySqlConnector/MySqlConnection.cs</c>), so the session's <c>tx_isolation</c> read back
/// is the transaction's. Under REPEATABLE READ a plain SELECT is a consistent nonlocking read of a snapshot while an UPDATE
/// changes the latest committed row ("the snapshot of the database state applies to SELECT statements within a
/// transaction, not necessarily to DML statements": https://dev.mysql.com/doc/refman/8.0/en/innodb-consistent-read.html,
/// InnoDB's behaviour MariaDB shares), so a balance computed from the snapshot
/// overwrites another's transfer. Under SERIALIZABLE, InnoDB turns the plain SELECT into a locking read (shared locks)
/// within a transaction (https://mariadb.com/kb/en/transactions-serializable/, https://mariadb.com/kb/en/for-update/): two transfers that read the same
/// account then both wait to write it, and one is failed as a deadlock. Errors are sorted by MariaDB's error number
/// (https://mariadb.com/kb/en/mariadb-error-code-reference/).
/// </summary>
internal sealed class MariaDbWriters : ServerWriters
{
    /// <inheritdoc />
    protected override string Product => "MariaDB";

    /// <inheritdoc />
    public override IReadOnlyList<(string Name, string Sql)> SettingReads { get; } =
        [("tx_isolation", "SELECT @@tx_isolation"), ("innodb_lock_wait_timeout", "SELECT @@innodb_lock_wait_timeout"), ("innodb_deadlock_detect", "SELECT @@innodb_deadlock_detect")];

    /// <inheritdoc />
    public override string LockWaitNotApplicable =>
        "SQLite's busy timeout has no MariaDB counterpart to raise: a statement waits for another transaction's row lock as shipped " +
        "(innodb_lock_wait_timeout 50 s, read back, longer than W8's 5 s run) and InnoDB fails one side of a deadlock when it sees it (innodb_deadlock_detect, read back)";

    /// <inheritdoc />
    public override WriteErrorKind? ErrorKind(Exception error, DbConnection connection) => error switch
    {
        MySqlException { ErrorCode: MySqlErrorCode.LockDeadlock } => WriteErrorKind.Deadlock,
        // 1020, "Record has changed since last read": a snapshot's row changed under it, where the server checks for that.
        MySqlException { ErrorCode: MySqlErrorCode.CheckRead } => WriteErrorKind.SerializationFailure,
        // A lock wait past innodb_lock_wait_timeout, or the statement killed at the command timeout W8 cuts to the run's deadline.
        MySqlException { ErrorCode: MySqlErrorCode.LockWaitTimeout or MySqlErrorCode.QueryInterrupted or MySqlErrorCode.CommandTimeoutExpired } => WriteErrorKind.LockTimeout,
        _ => null,
    };
}
