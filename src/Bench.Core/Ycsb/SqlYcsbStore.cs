using System.Data.Common;
using System.Globalization;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// YCSB on a SQL engine: thread 0 on the database's main connection, every other thread on a
/// connection of its own (<see cref="BenchDatabase.OpenConnection"/>, the variant applied), each with
/// the statements its planned operations need prepared once (<see cref="RetryingCommand"/>, W6's).
/// </summary>
internal sealed class SqlYcsbStore(BenchDatabase database, YcsbSql sql) : IYcsbStore
{
    public IYcsbSession Open(int thread, YcsbReadCheck check)
    {
        if (thread == 0)
        {
            return new SqlYcsbSession(database.Connection, ownsConnection: false, database.Engine.Dialect, sql, check, 0);
        }

        var connection = database.OpenConnection();
        try
        {
            return new SqlYcsbSession(connection, ownsConnection: true, database.Engine.Dialect, sql, check, thread);
        }
        catch
        {
            connection.Dispose();
            throw;
        }
    }

    public IEnumerable<YcsbRecord> ReadTable()
    {
        using var command = database.Connection.CreateCommand();
        command.CommandText = sql.ReadTable;
        using var reader = command.ExecuteReader();
        while (reader.Read())
        {
            yield return new(reader.GetString(0), [.. Enumerable.Range(1, sql.Fields.Count).Select(reader.GetString)]);
        }
    }
}

/// <summary>One thread's connection and the commands its plan needs.</summary>
internal sealed class SqlYcsbSession : IYcsbSession
{
    private readonly DbConnection _connection;
    private readonly bool _ownsConnection;
    private readonly SqlDialect _dialect;
    private readonly YcsbReadCheck _check;
    private readonly string[] _keys;
    private readonly List<RetryingCommand> _commands = [];
    private readonly RetryingCommand? _readAll;
    private readonly RetryingCommand?[] _readField;
    private readonly RetryingCommand?[] _updateField;
    private readonly RetryingCommand? _updateAll;
    private readonly RetryingCommand? _insert;
    private readonly Dictionary<int, RetryingCommand> _scans = [];
    private readonly string?[] _row;
    private readonly Func<DbDataReader, int> _readRow;
    private readonly Func<DbDataReader, int> _readScan;
    private long _key;
    private int _field;

    public SqlYcsbSession(DbConnection connection, bool ownsConnection, SqlDialect dialect, YcsbSql sql, YcsbReadCheck check, int thread)
    {
        _connection = connection;
        _ownsConnection = ownsConnection;
        _dialect = dialect;
        _check = check;
        _keys = check.Plan.KeyNames;
        var fields = sql.Fields.Count;
        _row = new string?[fields];
        _readField = new RetryingCommand?[fields];
        _updateField = new RetryingCommand?[fields];
        // Delegates made once: the timed loop passes them, never builds them.
        _readRow = ReadRow;
        _readScan = ReadScan;
        var plan = check.Plan.Threads[thread];
        var key = _keys[0];
        var value = plan.Values.FirstOrDefault(v => v is not null)?[0] ?? "";
        try
        {
            for (var i = 0; i < plan.Kinds.Length; i++)
            {
                var (kind, field) = (plan.Kinds[i], plan.Fields[i]);
                if (kind is YcsbOperation.Read or YcsbOperation.ReadModifyWrite)
                {
                    var read = kind == YcsbOperation.Read ? field : check.Plan.Properties.ReadAllFields ? -1 : field;
                    _ = read < 0 ? _readAll ??= Prepare(sql.ReadAll, ["@k"], [key]) : _readField[read] ??= Prepare(sql.ReadField(read), ["@k"], [key]);
                }

                if (kind is YcsbOperation.Update or YcsbOperation.ReadModifyWrite)
                {
                    _ = field < 0
                        ? _updateAll ??= Prepare(sql.UpdateAll, [.. Enumerable.Range(0, fields).Select(f => $"@v{f}"), "@k"], [.. Enumerable.Repeat<object?>(value, fields), key])
                        : _updateField[field] ??= Prepare(sql.UpdateField(field), ["@v0", "@k"], [value, key]);
                }

                if (kind == YcsbOperation.Insert)
                {
                    _insert ??= Prepare(sql.Insert, sql.Table.ParameterNames, [key, .. Enumerable.Repeat<object?>(value, fields)]);
                }

                if (kind == YcsbOperation.Scan && !_scans.ContainsKey(plan.ScanLengths[i]))
                {
                    _scans[plan.ScanLengths[i]] = Prepare(sql.Scan(plan.ScanLengths[i]), ["@k"], [key]);
                }
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
        var parts = new List<string> { $"command_timeout={(_commands.Count > 0 ? _commands[0].CommandTimeout : 0)}s" };
        foreach (var (name, sql) in _dialect.ConcurrencySettingsSql)
        {
            parts.Add($"{name}={Convert.ToString(_connection.Scalar(_dialect.CommandText(sql)), CultureInfo.InvariantCulture)}");
        }

        return string.Join(" ", parts);
    }

    public void Read(long key, int field, OperationRecorder recorder, out bool retried)
    {
        var command = (field < 0 ? _readAll : _readField[field]) ?? throw NotPrepared();
        (_key, _field) = (key, field);
        command.Bind(0, _keys[key]);
        if (command.Query(recorder, _readRow, out retried) == 0)
        {
            _check.Missing(key);
        }
    }

    public int Scan(long key, int length, OperationRecorder recorder, out bool retried)
    {
        var command = _scans.GetValueOrDefault(length) ?? throw NotPrepared();
        _key = key;
        command.Bind(0, _keys[key]);
        var rows = command.Query(recorder, _readScan, out retried);
        if (rows == 0)
        {
            _check.Missing(key);
        }

        return rows;
    }

    public int Update(long key, int field, string[] values, OperationRecorder recorder, out bool retried)
    {
        var command = (field < 0 ? _updateAll : _updateField[field]) ?? throw NotPrepared();
        for (var i = 0; i < values.Length; i++)
        {
            command.Bind(i, values[i]);
        }

        command.Bind(values.Length, _keys[key]);
        return command.Execute(recorder, long.MaxValue, out retried);
    }

    public int Insert(long key, string[] values, OperationRecorder recorder, out bool retried)
    {
        var command = _insert ?? throw NotPrepared();
        command.Bind(0, _keys[key]);
        for (var i = 0; i < values.Length; i++)
        {
            command.Bind(i + 1, values[i]);
        }

        return command.Execute(recorder, long.MaxValue, out retried);
    }

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

    private int ReadRow(DbDataReader reader)
    {
        if (!reader.Read())
        {
            return 0;
        }

        var count = _field < 0 ? _row.Length : 1;
        for (var i = 0; i < count; i++)
        {
            _row[i] = reader.GetString(i);
        }

        _check.Row(_key, _row.AsSpan(0, count), _field);
        return 1;
    }

    // Every row whole and written to its own key; the first is the key asked for, which exists.
    private int ReadScan(DbDataReader reader)
    {
        var rows = 0;
        while (reader.Read())
        {
            var key = _check.Plan.KeyNumber(reader.GetString(0));
            if (key < 0 || (rows == 0 && key != _key))
            {
                throw new WorkloadValidationException($"a scan from key {_keys[_key]} returned the key {reader.GetString(0)} {(rows == 0 ? "first" : "")}.");
            }

            for (var i = 0; i < _row.Length; i++)
            {
                _row[i] = reader.GetString(i + 1);
            }

            _check.Row(key, _row, -1);
            rows++;
        }

        return rows;
    }

    private RetryingCommand Prepare(string sql, IReadOnlyList<string> parameterNames, ReadOnlySpan<object?> firstValues)
    {
        var command = new RetryingCommand(_connection, _dialect, timeoutSeconds: null, sql, parameterNames, firstValues);
        _commands.Add(command);
        return command;
    }

    private static InvalidOperationException NotPrepared() => new("a YCSB operation its thread's plan did not foresee");
}
