using System.Data.Common;
using System.Globalization;
using System.Numerics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// W6 on a SQL engine: the writer on the database's main connection, every reader on a connection
/// of its own (<see cref="BenchDatabase.OpenConnection"/>), each with its statements prepared once
/// (<see cref="RetryingCommand"/>) and, when the run sets one, the engine's lock wait set and read back.
/// A reader process has a store of its own, on the connection it opened (<see cref="ReaderProcessChild"/>).
/// </summary>
internal sealed class SqlConcurrencyStore(DbConnection? main, Func<DbConnection> openReader, SqlDialect dialect, ConcurrencyPlan plan, int? commandTimeout, (LockWaitSupport Support, TimeSpan Wait)? lockWait = null) : IConcurrencyStore
{
    /// <summary>The store of <paramref name="database"/>: the writer on its main connection, each reader on one of its own.</summary>
    public SqlConcurrencyStore(BenchDatabase database, ConcurrencyPlan plan, int? commandTimeout, (LockWaitSupport Support, TimeSpan Wait)? lockWait = null)
        : this(database.Connection, database.OpenConnection, database.Engine.Dialect, plan, commandTimeout, lockWait)
    {
    }

    // Every key boxed once, shared by the point readers: the timed loops assign, never box.
    private object?[]? _keys;

    public IConcurrencySession Open(ConcurrencyRole role)
    {
        if (role == ConcurrencyRole.Writer)
        {
            return new SqlConcurrencySession(Main, ownsConnection: false, dialect, role, this);
        }

        var connection = openReader();
        try
        {
            return new SqlConcurrencySession(connection, ownsConnection: true, dialect, role, this);
        }
        catch
        {
            connection.Dispose();
            throw;
        }
    }

    public IEnumerable<ConcurrencyRow> ReadTable()
    {
        using var command = Main.CreateCommand();
        command.CommandText = ConcurrencySql.ReadAll;
        using var reader = command.ExecuteReader();
        while (reader.Read())
        {
            yield return new(Convert.ToInt32(reader.GetValue(0), CultureInfo.InvariantCulture), reader.GetInt64(1), reader.GetInt64(2), reader.GetString(3));
        }
    }

    internal ConcurrencyPlan Plan => plan;

    private DbConnection Main => main ?? throw new InvalidOperationException("a reader process's W6 store has no writer's connection");

    internal int? CommandTimeout => commandTimeout;

    /// <summary>
    /// Sets the run's lock wait on <paramref name="connection"/> (every connection of the run, the
    /// writer's included) and reads it back: a wait that is not in force fails the run before timing.
    /// </summary>
    internal void SetLockWait(DbConnection connection)
    {
        if (lockWait is not { } setting)
        {
            return;
        }

        var (support, wait) = setting;
        support.SetOn(connection, wait, "W6");
    }

    internal object?[] Keys => _keys ??= [.. Enumerable.Range(0, plan.KeyCount + 1).Select(k => (object)k)];
}

/// <summary>One thread's connection and the role's prepared commands.</summary>
internal sealed class SqlConcurrencySession : IConcurrencySession
{
    private readonly DbConnection _connection;
    private readonly bool _ownsConnection;
    private readonly SqlDialect _dialect;
    private readonly object?[] _keys;
    private readonly List<RetryingCommand> _commands = [];
    private readonly RetryingCommand? _update;
    private readonly RetryingCommand? _insert;
    private readonly RetryingCommand? _select;
    private readonly RetryingCommand? _aggregate;

    public SqlConcurrencySession(DbConnection connection, bool ownsConnection, SqlDialect dialect, ConcurrencyRole role, SqlConcurrencyStore store)
    {
        _connection = connection;
        _ownsConnection = ownsConnection;
        _dialect = dialect;
        _keys = role == ConcurrencyRole.PointReader ? store.Keys : [];
        var plan = store.Plan;
        try
        {
            store.SetLockWait(connection);
            switch (role)
            {
                case ConcurrencyRole.Writer:
                    _update = Prepare(store, ConcurrencySql.Update, ConcurrencySql.UpdateParameters, plan.Operations.First(o => !o.IsInsert).Values);
                    _insert = Prepare(store, ConcurrencySql.Insert, ConcurrencySql.InsertParameters, plan.LoadedRows[0]);
                    break;
                case ConcurrencyRole.PointReader:
                    _select = Prepare(store, ConcurrencySql.PointSelect, ["@id"], [_keys[1]]);
                    break;
                default:
                    _aggregate = Prepare(store, ConcurrencySql.Aggregate, [], [], dialect.ConsistentAggregateIsolation);
                    break;
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public string ReadSettings()
    {
        var parts = new List<string> { $"command_timeout={_commands[0].CommandTimeout}s" };
        if (_dialect.ConsistentAggregateIsolation is { } isolation)
        {
            parts.Add($"aggregate_isolation={isolation}");
        }

        foreach (var (name, sql) in _dialect.ConcurrencySettingsSql)
        {
            parts.Add($"{name}={Convert.ToString(_connection.Scalar(_dialect.CommandText(sql)), CultureInfo.InvariantCulture)}");
        }

        return string.Join(" ", parts);
    }

    public int Apply(WriterOperation operation, OperationRecorder recorder, long deadline, out bool retried)
    {
        var command = (operation.IsInsert ? _insert : _update) ?? throw NotThisRole();
        var values = operation.Values;
        for (var i = 0; i < values.Length; i++)
        {
            command.Bind(i, values[i]);
        }

        return command.Execute(recorder, deadline, out retried);
    }

    public PointRead Find(int key, OperationRecorder recorder, out bool retried)
    {
        var select = _select ?? throw NotThisRole();
        select.Bind(0, _keys[key]);
        return select.Query(recorder, static reader => reader.Read() ? new PointRead(true, reader.GetInt64(0), reader.GetInt64(1)) : default, out retried);
    }

    public (long Rows, long VersionSum) Aggregate(OperationRecorder recorder, out bool retried) =>
        (_aggregate ?? throw NotThisRole()).Query(recorder, static reader => reader.Read() ? (ToInt64(reader.GetValue(0)), ToInt64(reader.GetValue(1))) : (-1L, -1L), out retried);

    public void Dispose()
    {
        foreach (var command in _commands)
        {
            command.Dispose();
        }

        if (_ownsConnection)
        {
            _connection.Dispose();
        }
    }

    private RetryingCommand Prepare(SqlConcurrencyStore store, string sql, IReadOnlyList<string> parameterNames, ReadOnlySpan<object?> firstValues, System.Data.IsolationLevel? isolation = null)
    {
        var command = new RetryingCommand(_connection, _dialect, store.CommandTimeout, sql, parameterNames, firstValues, isolation);
        _commands.Add(command);
        return command;
    }

    private static InvalidOperationException NotThisRole() => new("this W6 session was opened for another role");

    // SUM's type is the engine's: decimal on servers, HUGEINT (BigInteger) on DuckDB.
    private static long ToInt64(object value) => value is BigInteger big ? (long)big : Convert.ToInt64(value, CultureInfo.InvariantCulture);
}
