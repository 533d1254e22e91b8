using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>
/// A parameterized SQL statement run once per row. Without reuse it creates, binds and disposes
/// a new command on every execution, as a naive application does; with reuse it prepares one
/// command on first use and only rebinds values afterwards.
/// </summary>
public sealed class Statement : IDisposable
{
    private readonly StepContext _context;
    private readonly string _sql;
    private readonly string[] _parameterNames;
    private readonly bool _reuse;
    private DbCommand? _prepared;

    internal Statement(StepContext context, string sql, string[] parameterNames, bool reuse)
    {
        _context = context;
        // Mapped once here, so a statement run per row pays for the dialect's rewrite only once.
        _sql = context.Dialect.CommandText(sql);
        _parameterNames = Array.ConvertAll(parameterNames, context.Dialect.ParameterName);
        _reuse = reuse;
    }

    /// <summary>Executes the statement with <paramref name="values"/> bound in order; returns rows affected.</summary>
    public int Execute(params ReadOnlySpan<object?> values)
    {
        var recorder = _context.StatementLatencies;
        var begun = recorder?.Start() ?? 0;
        int rows;
        if (_reuse)
        {
            rows = Bind(values).ExecuteNonQuery();
        }
        else
        {
            using var command = NewCommand(values);
            rows = command.ExecuteNonQuery();
        }

        recorder?.Completed(begun, retried: false);
        return rows;
    }

    /// <summary>Executes the statement and returns the first column of the first row.</summary>
    public object? Scalar(params ReadOnlySpan<object?> values)
    {
        if (_reuse)
        {
            return Bind(values).ExecuteScalar();
        }

        using var command = NewCommand(values);
        return command.ExecuteScalar();
    }

    /// <summary>Executes the statement as a query and hands its reader to <paramref name="read"/>.</summary>
    public T Query<T>(Func<DbDataReader, T> read, params ReadOnlySpan<object?> values)
    {
        ArgumentNullException.ThrowIfNull(read);
        if (_reuse)
        {
            using var reader = Bind(values).ExecuteReader();
            return read(reader);
        }

        using var command = NewCommand(values);
        using var fresh = command.ExecuteReader();
        return read(fresh);
    }

    /// <summary>Disposes the prepared command, if one was made.</summary>
    public void Dispose() => _prepared?.Dispose();

    private DbCommand Bind(ReadOnlySpan<object?> values)
    {
        if (_prepared is null)
        {
            // Prepared after the first values are bound: some providers infer parameter types from them.
            _prepared = NewCommand(values);
            _prepared.Prepare();
            return _prepared;
        }

        var parameters = _prepared.Parameters;
        for (var i = 0; i < values.Length; i++)
        {
            parameters[i].Value = values[i] ?? DBNull.Value;
        }

        return _prepared;
    }

    private DbCommand NewCommand(ReadOnlySpan<object?> values)
    {
        if (values.Length != _parameterNames.Length)
        {
            throw new ArgumentException($"'{_sql}' takes {_parameterNames.Length} values, got {values.Length}.");
        }

        var command = _context.CreateProviderCommand(_sql);
        for (var i = 0; i < values.Length; i++)
        {
            command.AddParameter(_parameterNames[i], values[i]);
        }

        return command;
    }
}
