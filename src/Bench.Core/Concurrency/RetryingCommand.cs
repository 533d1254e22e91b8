using System.Data.Common;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// One prepared command on one connection, run again when it meets a lock error (counted by kind
/// on the thread's <see cref="OperationRecorder"/>). Its parameters are bound by position with
/// values boxed in advance, so a run allocates no parameter objects.
/// </summary>
internal sealed class RetryingCommand : IDisposable
{
    // A run that meets this many lock errors on one operation is stuck, not slow.
    private const int MaxAttempts = 1_000;

    private readonly DbCommand _command;
    private readonly DbParameterCollection _parameters;

    public RetryingCommand(DbConnection connection, SqlDialect dialect, int? timeoutSeconds, string sql, IReadOnlyList<string> parameterNames, ReadOnlySpan<object?> firstValues)
    {
        _command = connection.CreateCommand();
        _command.CommandText = dialect.CommandText(sql);
        if (timeoutSeconds is { } timeout)
        {
            _command.CommandTimeout = timeout;
        }

        for (var i = 0; i < parameterNames.Count; i++)
        {
            _command.AddParameter(dialect.ParameterName(parameterNames[i]), firstValues[i]);
        }

        // Prepared after the first values are bound: some providers infer parameter types from them.
        _command.Prepare();
        _parameters = _command.Parameters;
    }

    /// <summary>The provider's command timeout on this command, as shipped (read back for the report).</summary>
    public int CommandTimeout => _command.CommandTimeout;

    public void Bind(int index, object? value) => _parameters[index].Value = value;

    /// <summary>Runs the statement until it succeeds; returns rows affected and whether it had to be retried.</summary>
    public int Execute(OperationRecorder recorder, out bool retried)
    {
        retried = false;
        for (var attempt = 1; ; attempt++)
        {
            try
            {
                return _command.ExecuteNonQuery();
            }
            catch (Exception e) when (attempt < MaxAttempts && LockErrors.Classify(e) is { } kind)
            {
                recorder.Met(kind);
                retried = true;
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
                using var reader = _command.ExecuteReader();
                return read(reader);
            }
            catch (Exception e) when (attempt < MaxAttempts && LockErrors.Classify(e) is { } kind)
            {
                recorder.Met(kind);
                retried = true;
            }
        }
    }

    public void Dispose() => _command.Dispose();
}
