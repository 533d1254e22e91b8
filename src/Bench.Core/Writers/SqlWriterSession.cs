using System.Data.Common;
using System.Diagnostics;
using System.Globalization;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// A W8 writer's session over an ADO.NET connection: W8's SQL prepared on it (<see cref="WritersSql"/>), each transaction
/// begun as <see cref="TransactionStart"/> says (the provider's <c>BeginTransaction</c> through the engine's
/// <see cref="WritersSupport.BeginTransaction"/>, or SQLite's BEGIN statements), its errors sorted by the engine's
/// <see cref="WritersSupport.ErrorKind"/>. The connection belongs to the caller.
/// </summary>
internal sealed class SqlWriterSession(DbConnection connection, Engine engine, TransactionStart start, TimeSpan? lockWait, int? commandTimeoutSeconds) : WriterSession
{
    private readonly SqlDialect _dialect = engine.Dialect;
    private readonly WritersSupport _support = engine.Writers ?? throw new NotSupportedException($"{engine.Name} declares no W8 support");
    private Commands? _commands;
    private DbTransaction? _transaction;

    private Commands Prepared => _commands ??= new Commands(connection, _dialect, start == TransactionStart.ForUpdate ? _support.RowLockClause : null, commandTimeoutSeconds);

    /// <inheritdoc />
    public override void Begin()
    {
        switch (start)
        {
            case TransactionStart.AsShipped or TransactionStart.ForUpdate or TransactionStart.Serializable:
                _transaction = _support.BeginTransaction(connection, start, lockWait);
                break;
            case TransactionStart.Deferred:
                Prepared.Execute(WritersSql.BeginDeferred);
                break;
            case TransactionStart.Immediate:
                Prepared.Execute(WritersSql.BeginImmediate);
                break;
        }
    }

    /// <inheritdoc />
    public override long ReadBalance(int account) => Prepared.ReadBalance(account, _transaction);

    /// <inheritdoc />
    public override void WriteBalance(int account, long balance) => Prepared.WriteBalance(account, balance, _transaction);

    /// <inheritdoc />
    public override void Commit()
    {
        if (_transaction is { } transaction)
        {
            transaction.Commit();
            transaction.Dispose();
            _transaction = null;
        }
        else
        {
            Prepared.Execute(WritersSql.Commit);
        }
    }

    /// <inheritdoc />
    /// <remarks>Rolls back and builds the statements anew: System.Data.SQLite's refuses to bind again after a busy step.</remarks>
    public override void Discard()
    {
        RollBack();
        _commands?.Dispose();
        _commands = null;
    }

    /// <inheritdoc />
    public override string ReadTransactionSettings() =>
        string.Join(", ", _support.SettingReads.Select(read => $"{read.Name}={ReadSetting(read.Sql)}"));

    /// <inheritdoc />
    /// <remarks>The busy timeout where the engine's lock wait has one, and the provider's command timeout as shipped or as the run set it.</remarks>
    public override string ReadConnectionSettings()
    {
        var busy = engine.LockWait.ReadSql is { } sql ? $", {engine.LockWait.Setting ?? "lock wait"}={Convert.ToString(connection.Scalar(sql), CultureInfo.InvariantCulture)}" : "";
        return $"{busy}, command timeout={Prepared.Read.CommandTimeout} s";
    }

    /// <inheritdoc />
    public override WriteErrorKind? ErrorKind(Exception error) => _support.ErrorKind(error, connection);

    /// <inheritdoc />
    public override void CutTimeouts(long deadline) => Prepared.CutTimeouts(deadline);

    /// <inheritdoc />
    public override void Dispose()
    {
        _transaction?.Dispose();
        _commands?.Dispose();
    }

    private string ReadSetting(string sql)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.Transaction = _transaction;
        return Convert.ToString(command.ExecuteScalar(), CultureInfo.InvariantCulture) ?? "null";
    }

    // After a busy error SQLite keeps the transaction open (https://www.sqlite.org/lang_transaction.html,
    // "Response To Errors Within A Transaction"), so it is rolled back here; a ROLLBACK with none open fails harmlessly.
    private void RollBack()
    {
        try
        {
            if (_transaction is { } transaction)
            {
                transaction.Rollback();
            }
            else
            {
                connection.Execute(WritersSql.Rollback);
            }
        }
        catch (Exception e) when (e is DbException or InvalidOperationException)
        {
            // No transaction was open any more (or the server already ended it): nothing to roll back.
        }
        finally
        {
            _transaction?.Dispose();
            _transaction = null;
        }
    }

    /// <summary>The writer's prepared statements on its connection.</summary>
    private sealed class Commands : IDisposable
    {
        private readonly DbCommand[] _all;
        private readonly int _shippedTimeout;

        public Commands(DbConnection connection, SqlDialect dialect, string? rowLockClause, int? timeoutSeconds)
        {
            Read = Prepare(connection, dialect, rowLockClause is null ? WritersSql.ReadBalance : $"{WritersSql.ReadBalance} {rowLockClause}", timeoutSeconds, "@id");
            Write = Prepare(connection, dialect, WritersSql.WriteBalance, timeoutSeconds, "@balance", "@id");
            Begin = Prepare(connection, dialect, WritersSql.BeginImmediate, timeoutSeconds);
            _all = [Read, Write, Begin];
            _shippedTimeout = Read.CommandTimeout;
        }

        public DbCommand Read { get; }

        public DbCommand Write { get; }

        private DbCommand Begin { get; }

        public long ReadBalance(int account, DbTransaction? transaction)
        {
            Read.Transaction = transaction;
            Read.Parameters[0].Value = account;
            return Convert.ToInt64(Read.ExecuteScalar(), CultureInfo.InvariantCulture);
        }

        public void WriteBalance(int account, long balance, DbTransaction? transaction)
        {
            Write.Transaction = transaction;
            Write.Parameters[0].Value = balance;
            Write.Parameters[1].Value = account;
            if (Write.ExecuteNonQuery() != 1)
            {
                throw new WorkloadValidationException($"{WritersSql.Table}: account {account} was not updated exactly once.");
            }
        }

        // BEGIN and COMMIT as statements, with the same (cut) timeout as the reads and writes.
        public void Execute(string sql)
        {
            Begin.CommandText = sql;
            Begin.ExecuteNonQuery();
        }

        // Within the run's last seconds the provider's own busy loop is cut to what is left (its timeout is whole seconds).
        public void CutTimeouts(long deadline)
        {
            var left = (deadline - Stopwatch.GetTimestamp()) / Stopwatch.Frequency;
            var timeout = _shippedTimeout == 0 ? (int)Math.Max(1, left + 1) : (int)Math.Min(_shippedTimeout, Math.Max(1, left + 1));
            foreach (var command in _all)
            {
                command.CommandTimeout = timeout;
            }
        }

        public void Dispose()
        {
            foreach (var command in _all)
            {
                command.Dispose();
            }
        }

        private static DbCommand Prepare(DbConnection connection, SqlDialect dialect, string sql, int? timeoutSeconds, params string[] parameters)
        {
            var command = connection.CreateCommand();
            command.CommandText = dialect.CommandText(sql);
            if (timeoutSeconds is { } timeout)
            {
                command.CommandTimeout = timeout;
            }

            foreach (var name in parameters)
            {
                command.AddParameter(dialect.ParameterName(name), 0L);
            }

            return command;
        }
    }
}
