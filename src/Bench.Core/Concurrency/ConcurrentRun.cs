using System.Data.Common;
using System.Diagnostics;
using System.Globalization;
using System.Numerics;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// One run of W6's timed step: the reader threads (each with its own connection, opened and
/// prepared before timing, then waiting at a barrier), the writer's prepared commands on the main
/// connection, and every thread's <see cref="OperationRecorder"/>. <see cref="RunWriter"/> releases
/// the barrier and runs the writer's operations; the readers run until the writer is done.
/// <see cref="Dispose"/> stops and joins every thread and closes its connections.
/// </summary>
internal sealed class ConcurrentRun : IDisposable
{
    private const int KeySequenceLength = 4096;

    // Whether this reader thread has reached the barrier: one that fails before it must leave it,
    // or the writer would wait for it forever.
    [ThreadStatic]
    private static bool _pastBarrier;

    private readonly ConcurrencyPlan _plan;
    private readonly SqlDialect _dialect;
    private readonly Barrier _barrier;
    private readonly List<DbConnection> _connections = [];
    private readonly List<Thread> _threads = [];
    private readonly RetryingCommand _update;
    private readonly RetryingCommand _insert;
    private readonly object?[] _keys;
    private volatile bool _stop;
    private bool _released;
    private string? _failure;
    private readonly int? _commandTimeout;

    public ConcurrentRun(ConcurrencyWorkload workload, BenchDatabase database)
    {
        var plan = workload.Plan;
        var readers = workload.ReaderThreads;
        var timesOperations = workload.TimesOperations;
        var seed = workload.Seed;
        _plan = plan;
        _commandTimeout = workload.CommandTimeoutSeconds;
        _dialect = database.Engine.Dialect;
        _keys = [.. Enumerable.Range(0, plan.KeyCount + 1).Select(k => (object)k)];
        Writer = new OperationRecorder(timesOperations);
        var aggregate = readers > 0 ? 1 : 0;
        // The writer, and each reader once its thread starts: a run whose setup fails half-way
        // waits for none that never started.
        _barrier = new Barrier(1);
        try
        {
            var first = plan.Operations.First(o => !o.IsInsert).Values;
            _update = new RetryingCommand(database.Connection, _dialect, _commandTimeout, ConcurrencySql.Update, ConcurrencySql.UpdateParameters, first);
            _insert = new RetryingCommand(database.Connection, _dialect, _commandTimeout, ConcurrencySql.Insert, ConcurrencySql.InsertParameters, plan.LoadedRows[0]);
            Settings = ReadSettings(readers > 0 ? Open(database) : database.Connection, _update.CommandTimeout);
            for (var i = 0; i < readers; i++)
            {
                var recorder = new OperationRecorder(timesOperations);
                Readers.Add(recorder);
                var sequence = KeySequence(seed + i + 1);
                var connection = i == 0 ? _connections[0] : Open(database);
                Start(() => ReadPoints(connection, recorder, sequence));
            }

            if (aggregate > 0)
            {
                Aggregate = new OperationRecorder(timesOperations);
                var connection = Open(database);
                Start(() => ReadAggregates(connection, Aggregate));
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public OperationRecorder Writer { get; }

    public List<OperationRecorder> Readers { get; } = [];

    public OperationRecorder? Aggregate { get; }

    /// <summary>The concurrency settings read back on a reader's connection (the main one when there are no readers).</summary>
    public string Settings { get; }

    /// <summary>Seconds from the barrier's release to the writer's last operation: the timed region.</summary>
    public double Seconds { get; private set; }

    /// <summary>
    /// Releases the readers and runs the writer's operations, every one unless the run's deadline
    /// passes first (a writer the readers starve of its lock); returns how many it applied.
    /// </summary>
    public int RunWriter(TimeSpan deadline)
    {
        _released = true;
        _barrier.SignalAndWait();
        var started = Stopwatch.GetTimestamp();
        var end = started + (long)(deadline.TotalSeconds * Stopwatch.Frequency);
        var applied = 0;
        try
        {
            foreach (var operation in _plan.Operations)
            {
                if (Stopwatch.GetTimestamp() > end)
                {
                    break;
                }

                var command = operation.IsInsert ? _insert : _update;
                var values = operation.Values;
                for (var i = 0; i < values.Length; i++)
                {
                    command.Bind(i, values[i]);
                }

                var begun = Writer.Start();
                var rows = command.Execute(Writer, end, out var retried);
                if (rows < 0)
                {
                    // Starved past the deadline: this operation never ran.
                    break;
                }

                Writer.Completed(begun, retried);
                applied += rows == 1 ? 1 : throw new WorkloadValidationException($"writer operation {applied + 1} (key {operation.Key}) changed {rows} rows, expected 1.");
            }
        }
        finally
        {
            Seconds = Stopwatch.GetElapsedTime(started).TotalSeconds;
            _stop = true;
        }

        return applied;
    }

    /// <summary>Stops and joins the readers; throws when one of them read a row no committed state held.</summary>
    public void Finish()
    {
        Stop();
        if (_failure is { } failure)
        {
            throw new WorkloadValidationException(failure);
        }
    }

    public void Dispose()
    {
        Stop();
        _update?.Dispose();
        _insert?.Dispose();
        foreach (var connection in _connections)
        {
            connection.Dispose();
        }

        _connections.Clear();
        _barrier.Dispose();
    }

    private void Stop()
    {
        _stop = true;
        if (!_released)
        {
            // The timed step never ran: let the waiting readers through so they see the stop.
            _released = true;
            _barrier.SignalAndWait();
        }

        foreach (var thread in _threads)
        {
            thread.Join();
        }

        _threads.Clear();
    }

    private void WaitForWriter()
    {
        _pastBarrier = true;
        _barrier.SignalAndWait();
    }

    private DbConnection Open(BenchDatabase database)
    {
        var connection = database.OpenConnection();
        _connections.Add(connection);
        return connection;
    }

    private void Start(Action body)
    {
        var thread = new Thread(() =>
        {
            try
            {
                body();
            }
            catch (Exception e)
            {
                Fail($"a reader failed: {e.GetType().Name}: {e.Message}");
                if (!_pastBarrier)
                {
                    _barrier.RemoveParticipant();
                }
            }
        })
        { IsBackground = true, Name = "W6 reader" };
        _barrier.AddParticipant();
        _threads.Add(thread);
        thread.Start();
    }

    private void Fail(string message)
    {
        Interlocked.CompareExchange(ref _failure, message, null);
        _stop = true;
    }

    private void ReadPoints(DbConnection connection, OperationRecorder recorder, int[] sequence)
    {
        using var select = new RetryingCommand(connection, _dialect, _commandTimeout, ConcurrencySql.PointSelect, ["@id"], [_keys[1]]);
        var lastSeen = new long[_plan.KeyCount + 1];
        Array.Fill(lastSeen, -1);
        WaitForWriter();
        for (var i = 0; !_stop; i++)
        {
            var key = sequence[i % KeySequenceLength];
            select.Bind(0, _keys[key]);
            var begun = recorder.Start();
            var (found, version, stamp) = select.Query(recorder, static reader => reader.Read() ? (true, reader.GetInt64(0), reader.GetInt64(1)) : (false, 0L, 0L), out var retried);
            recorder.Completed(begun, retried);
            if (PointReadError(key, found, version, stamp, lastSeen[key]) is { } error)
            {
                Fail(error);
                return;
            }

            lastSeen[key] = found ? version : lastSeen[key];
        }
    }

    // A row no committed state held: a version past the writer's last, one older than this reader
    // saw before, a stamp that is not the version's, or an inserted row that vanished.
    private string? PointReadError(int key, bool found, long version, long stamp, long seen)
    {
        if (!found)
        {
            return key <= _plan.Rows || seen >= 0 ? $"key {key} was not found (last seen at version {seen})." : null;
        }

        return version > _plan.FinalVersions[key] || version < seen || stamp != ConcurrencyPlan.Stamp(key, version)
            ? $"key {key} read at version {version} (stamp {stamp}) after version {seen}; the writer ends it at {_plan.FinalVersions[key]}."
            : null;
    }

    private void ReadAggregates(DbConnection connection, OperationRecorder recorder)
    {
        using var aggregate = new RetryingCommand(connection, _dialect, _commandTimeout, ConcurrencySql.Aggregate, [], []);
        var lastState = 0;
        WaitForWriter();
        while (!_stop)
        {
            var begun = recorder.Start();
            var (rows, versions) = aggregate.Query(recorder, static reader => reader.Read() ? (ToInt64(reader.GetValue(0)), ToInt64(reader.GetValue(1))) : (-1L, -1L), out var retried);
            recorder.Completed(begun, retried);
            var state = _plan.StateAfter(rows, versions);
            if (state < lastState)
            {
                Fail($"the aggregate read {rows} rows with version sum {versions}: no committed state at or after the writer's operation {lastState} holds that.");
                return;
            }

            lastState = state;
        }
    }

    // SUM's type is the engine's: decimal on servers, HUGEINT (BigInteger) on DuckDB.
    private static long ToInt64(object value) => value is BigInteger big ? (long)big : Convert.ToInt64(value, CultureInfo.InvariantCulture);

    private string ReadSettings(DbConnection connection, int writerCommandTimeout)
    {
        var parts = new List<string> { $"command_timeout={writerCommandTimeout}s" };
        foreach (var (name, sql) in _dialect.ConcurrencySettingsSql)
        {
            parts.Add($"{name}={Convert.ToString(connection.Scalar(_dialect.CommandText(sql)), CultureInfo.InvariantCulture)}");
        }

        return string.Join(" ", parts);
    }

    private int[] KeySequence(int seed)
    {
        var random = new Random(seed);
        return [.. Enumerable.Range(0, KeySequenceLength).Select(_ => random.Next(1, _plan.KeyCount + 1))];
    }
}
