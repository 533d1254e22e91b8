using System.Data.Common;
using System.Diagnostics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// One prepared command on one connection, run again when it meets a lock error (counted by kind
/// on the thread's <see cref="OperationRecorder"/>). Values are bound by position, boxed in
/// advance, so a run allocates no parameter objects. After a lock error the command is built and
/// prepared anew before the retry: System.Data.SQLite's statement refuses to bind again after a
/// busy step ("bad parameter or other API misuse").
/// </summary>
internal sealed class RetryingCommand : IDisposable
{
    // A run that meets this many lock errors on one operation is stuck, not slow.
    private const int MaxAttempts = 1_000;

    private readonly DbConnection _connection;
    private readonly string _sql;
    private readonly string[] _parameterNames;
    private readonly int? _timeoutSeconds;
    private readonly object?[] _values;
    private readonly System.Data.IsolationLevel? _isolation;
    private DbCommand _command;

    public RetryingCommand(DbConnection connection, SqlDialect dialect, int? timeoutSeconds, string sql, IReadOnlyList<string> parameterNames, ReadOnlySpan<object?> firstValues, System.Data.IsolationLevel? isolation = null)
    {
        _connection = connection;
        _isolation = isolation;
        _sql = dialect.CommandText(sql);
        _parameterNames = [.. parameterNames.Select(dialect.ParameterName)];
        _timeoutSeconds = timeoutSeconds;
        _values = firstValues.ToArray();
        _command = Build();
    }

    /// <summary>The provider's command timeout on this command (as shipped unless W6 set one), read back for the report.</summary>
    public int CommandTimeout => _command.CommandTimeout;

    public void Bind(int index, object? value)
    {
        _values[index] = value;
        _command.Parameters[index].Value = value;
    }

    /// <summary>
    /// Runs the statement until it succeeds, or until a lock error past <paramref name="deadline"/>
    /// (a Stopwatch timestamp), which returns -1: the statement did not run. Within the deadline's
    /// last seconds the provider's own wait is cut to what is left (its timeout is whole seconds).
    /// </summary>
    public int Execute(OperationRecorder recorder, long deadline, out bool retried)
    {
        retried = false;
        for (var attempt = 1; ; attempt++)
        {
            var left = (deadline - Stopwatch.GetTimestamp()) / Stopwatch.Frequency;
            if (_timeoutSeconds is null && _command.CommandTimeout > left + 1)
            {
                _command.CommandTimeout = (int)Math.Max(1, left + 1);
            }

            try
            {
                return _command.ExecuteNonQuery();
            }
            catch (Exception e) when (attempt < MaxAttempts && LockErrors.Classify(e) is { } kind)
            {
                Met(recorder, kind);
                retried = true;
                if (Stopwatch.GetTimestamp() > deadline)
                {
                    return -1;
                }
            }
        }
    }

    /// <summary>Runs the query until it succeeds and hands its reader to <paramref name="read"/>.</summary>
    public T Query<T>(OperationRecorder recorder, Func<DbDataReader, T> read, out bool retried)
    {
        retried = false;
        for (var attempt = 1; ; attempt++)
        {
            try
            {
                return _isolation is { } isolation ? QueryIn(isolation, read) : QueryOnce(read);
            }
            catch (Exception e) when (attempt < MaxAttempts && LockErrors.Classify(e) is { } kind)
            {
                Met(recorder, kind);
                retried = true;
            }
        }
    }

    public void Dispose() => _command.Dispose();

    private T QueryOnce<T>(Func<DbDataReader, T> read)
    {
        using var reader = _command.ExecuteReader();
        return read(reader);
    }

    // One transaction of its own per query, committed after the read.
    private T QueryIn<T>(System.Data.IsolationLevel isolation, Func<DbDataReader, T> read)
    {
        using var transaction = _connection.BeginTransaction(isolation);
        _command.Transaction = transaction;
        var result = QueryOnce(read);
        transaction.Commit();
        return result;
    }

    private void Met(OperationRecorder recorder, LockErrorKind kind)
    {
        recorder.Met(kind);
        _command.Dispose();
        _command = Build();
    }

    private DbCommand Build()
    {
        var command = _connection.CreateCommand();
        command.CommandText = _sql;
        if (_timeoutSeconds is { } timeout)
        {
            command.CommandTimeout = timeout;
        }

        for (var i = 0; i < _parameterNames.Length; i++)
        {
            command.AddParameter(_parameterNames[i], _values[i]);
        }

        // Prepared after the values are bound: some providers infer parameter types from them.
        command.Prepare();
        return command;
    }
}
