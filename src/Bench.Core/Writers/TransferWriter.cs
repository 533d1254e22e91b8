using System.Data.Common;
using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// One W8 writer: its connection, its script, and what happened to each transfer. Each transfer is one
/// read-modify-write transaction (BEGIN as <see cref="TransactionStart"/> says, read both balances, write
/// both back changed, COMMIT). An error of a <see cref="WriteErrorKind"/> (the engine's <see cref="WritersSupport"/>
/// sorts it) rolls it back and either skips the transfer or runs it again (<see cref="WriterRetry"/>). Every
/// transaction's latency, from its first BEGIN to its commit or its giving up, goes into <see cref="Recorder"/>:
/// committed ones as completed, failed ones as cut off. Only its own thread (in the run's process or a writer
/// process of its own) uses it while the run goes on.
/// </summary>
internal sealed class TransferWriter(DbConnection connection, Engine engine, IReadOnlyList<Transfer> script, TransactionStart start, WriterRetry retry,
    TimeSpan? lockWait, int? commandTimeoutSeconds)
    : IWriterFigures, IDisposable
{
    private static readonly TimeSpan _warmPatience = TimeSpan.FromMinutes(1);

    private readonly long[] _errors = new long[Enum.GetValues<WriteErrorKind>().Length];
    private readonly bool[] _committed = new bool[script.Count];
    private readonly long[] _spans = new long[2 * script.Count];
    private readonly SqlDialect _dialect = engine.Dialect;
    private readonly WritersSupport _support = engine.Writers ?? throw new NotSupportedException($"{engine.Name} declares no W8 support");
    private Commands? _commands;
    private DbTransaction? _transaction;

    /// <summary>Every transaction's latency; committed ones counted as operations, failed ones as cut-offs.</summary>
    public OperationRecorder Recorder { get; } = new(timesOperations: true);

    /// <summary>Which transfers of the script committed (acknowledged by a COMMIT that returned).</summary>
    public IReadOnlyList<bool> Committed => _committed;

    /// <inheritdoc />
    public IReadOnlyList<long> Spans => _spans;

    /// <summary>Transfers given up: failed with no retry, or still failing at the deadline.</summary>
    public long Failed { get; private set; }

    /// <summary>Transactions run again after an error of a <see cref="WriteErrorKind"/>.</summary>
    public long Retries { get; private set; }

    /// <summary>Stopwatch ticks spent in attempts that failed (the provider's own waits and retries included), before the transfer committed or was given up.</summary>
    public long FailedAttemptTicks { get; private set; }

    /// <summary>Errors met, by kind.</summary>
    public long Errors(WriteErrorKind kind) => _errors[(int)kind];

    /// <summary>The connection's command timeout as the provider ships it (or as the run set it), read back.</summary>
    public int CommandTimeout => Prepared.Read.CommandTimeout;

    private Commands Prepared => _commands ??= new Commands(connection, _dialect, start == TransactionStart.ForUpdate ? _support.RowLockClause : null, commandTimeoutSeconds);

    /// <summary>Runs the script until its end or until <paramref name="deadline"/> (a Stopwatch timestamp) has passed.</summary>
    public void Run(long deadline)
    {
        for (var i = 0; i < script.Count && Stopwatch.GetTimestamp() < deadline; i++)
        {
            var started = Stopwatch.GetTimestamp();
            var retried = false;
            while (true)
            {
                var attempt = Stopwatch.GetTimestamp();
                if (TryTransfer(script[i], deadline))
                {
                    _committed[i] = true;
                    Recorder.Completed(started, retried);
                    break;
                }

                FailedAttemptTicks += Stopwatch.GetTimestamp() - attempt;
                if (retry == WriterRetry.None || Stopwatch.GetTimestamp() >= deadline)
                {
                    Failed++;
                    Recorder.CutOff(started);
                    break;
                }

                retried = true;
                Retries++;
            }

            _spans[2 * i] = started;
            _spans[(2 * i) + 1] = Stopwatch.GetTimestamp();
        }
    }

    /// <summary>
    /// Untimed, before the run: one transaction as the case begins it that writes an account's balance back
    /// unchanged, so that the connection's statements are prepared and the code compiled (the suite's jobs turn
    /// tiering off, and a run the deadline bounds has no warm-up run) before the first timed transaction.
    /// Returns the engine's settings (<see cref="WritersSupport.SettingReads"/>) read back inside that transaction.
    /// The run warms its writers one after another, but a connection outside the run may hold the lock: an error the
    /// engine sorts (busy, a busy snapshot under DEFERRED) runs the transaction again, for up to a minute; the warm-up is
    /// no part of the run and its errors are not counted.
    /// </summary>
    public string Warm()
    {
        var account = script.Count > 0 ? script[0].From : 1;
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            try
            {
                Begin();
                var balance = Prepared.ReadBalance(account, _transaction);
                var settings = string.Join(", ", _support.SettingReads.Select(read => $"{read.Name}={ReadSetting(read.Sql)}"));
                Prepared.WriteBalance(account, balance, _transaction);
                Commit();
                return settings;
            }
            catch (Exception e) when (_support.ErrorKind(e, connection) is not null && Stopwatch.GetElapsedTime(started) < _warmPatience)
            {
                Discard();
            }
        }
    }

    public void Dispose()
    {
        _transaction?.Dispose();
        _commands?.Dispose();
    }

    private bool TryTransfer(Transfer transfer, long deadline)
    {
        try
        {
            Prepared.CutTimeouts(deadline);
            Begin();
            var from = Prepared.ReadBalance(transfer.From, _transaction);
            var to = Prepared.ReadBalance(transfer.To, _transaction);
            Prepared.WriteBalance(transfer.From, from - transfer.Amount, _transaction);
            Prepared.WriteBalance(transfer.To, to + transfer.Amount, _transaction);
            Commit();
            return true;
        }
        catch (Exception e) when (_support.ErrorKind(e, connection) is { } kind)
        {
            _errors[(int)kind]++;
            Discard();
            return false;
        }
    }

    // Rolls the failed transaction back and builds the statements anew: System.Data.SQLite's refuses to bind again after a busy step.
    private void Discard()
    {
        RollBack();
        _commands?.Dispose();
        _commands = null;
    }

    private void Begin()
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

    private void Commit()
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
