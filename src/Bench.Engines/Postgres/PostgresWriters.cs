using System.Data.Common;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Engines.Servers;
using Npgsql;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>
/// W8 on PostgreSQL through Npgsql. Npgsql's <c>BeginTransaction()</c> sends
/// <c>BEGIN TRANSACTION ISOLATION LEVEL READ COMMITTED</c> (an unspecified level becomes its default, READ COMMITTED:
/// <c>NpgsqlTransaction.Init</c>, npgsql/npgsql <c>src/Npgsql/NpgsqlTransaction.cs</c>); under READ COMMITTED an UPDATE
/// that waited for another transaction's row lock goes on with the row as that one committed it
/// (https://www.postgresql.org/docs/15/transaction-iso.html#XACT-READ-COMMITTED), so a balance computed from an
/// earlier read overwrites the other's transfer. Errors are sorted by SQLSTATE (https://www.postgresql.org/docs/15/errcodes-appendix.html).
/// </summary>
internal sealed class PostgresWriters : ServerWriters
{
    /// <inheritdoc />
    protected override string Product => "PostgreSQL";

    /// <inheritdoc />
    /// <remarks>Read inside the case's transaction, so that SERIALIZABLE's level shows.</remarks>
    public override IReadOnlyList<(string Name, string Sql)> SettingReads { get; } =
        [("transaction_isolation", "SHOW transaction_isolation"), ("lock_timeout", "SHOW lock_timeout"), ("deadlock_timeout", "SHOW deadlock_timeout")];

    /// <inheritdoc />
    public override string LockWaitNotApplicable =>
        "SQLite's busy timeout has no PostgreSQL counterpart to raise: a statement waits for another transaction's row lock as shipped " +
        "(lock_timeout 0, no limit, read back) and the server breaks a deadlock after deadlock_timeout (1 s, read back)";

    /// <inheritdoc />
    public override WriteErrorKind? ErrorKind(Exception error, DbConnection connection) => error switch
    {
        PostgresException { SqlState: PostgresErrorCodes.SerializationFailure } => WriteErrorKind.SerializationFailure,
        PostgresException { SqlState: PostgresErrorCodes.DeadlockDetected } => WriteErrorKind.Deadlock,
        PostgresException { SqlState: PostgresErrorCodes.LockNotAvailable or PostgresErrorCodes.QueryCanceled } => WriteErrorKind.LockTimeout,
        // The command timeout W8 cuts to the run's deadline: Npgsql cancels the statement and throws this.
        NpgsqlException { InnerException: TimeoutException } => WriteErrorKind.LockTimeout,
        _ => null,
    };
}
